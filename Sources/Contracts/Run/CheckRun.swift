import Foundation
import JSONCore

/// A whole `contract check`: binds the manifest's contracts, streams every response through
/// its contract's checks, and gathers the report.
///
/// One run checks its responses in reading order on one thread. A run in parallel is several
/// runs, each of one lane of the responses (``Shard/lane(_:of:)``), whose reports join
/// (`CheckReportMerge.join(_:)`, in Reports) into the report one run makes: `contract check --jobs N`
/// runs N lanes in N processes. Processes, not threads: two threads decoding with Foundation
/// share the runtime's locks and caches, and spent 12–24 % more CPU time for the same work.
public struct CheckRun: Sendable {
  public var manifest: Manifest
  public var bindings: [String: BoundContract]
  public var configurationErrors: [ConfigurationError]

  /// Compiles the schema of one contract; supplied by the caller so the checks do not fix how
  /// schemas are loaded (the CLI passes the JSON Schema compiler, tests may pass anything).
  public typealias SchemaLoader =
    @Sendable (Manifest.Contract, Manifest) throws(ConfigurationError) -> (any ContractSchema)?

  /// Resolves each contract's schema, model and profile.
  ///
  /// A contract with a configuration problem is still checked as far as it can be, and the problem
  /// is reported.
  public init(manifest: Manifest, registry: ContractRegistry, contractFilter: String? = nil, loadSchema: SchemaLoader) {
    self.manifest = manifest
    var bindings: [String: BoundContract] = [:]
    var errors: [ConfigurationError] = []
    // Error schemas by path: a manifest-wide one is compiled, and reported broken, once.
    var errorSchemas: [String: (any ContractSchema)?] = [:]
    for contract in manifest.contracts where contractFilter == nil || contract.id == contractFilter {
      func locatedError(_ member: String, _ message: String) -> ConfigurationError {
        ConfigurationError.contract(
          contract.id, file: manifest.path, location: contract.memberLocations[member] ?? contract.location,
          message: message)
      }
      var model: Model? = nil
      if let typeName = contract.typeName {
        model = registry.models[typeName]
        if model == nil {
          let known = registry.models.keys.sorted()
          let hint =
            Suggestion.closest(to: typeName, among: known, maximumDistance: 3).map { " (did you mean '\($0)'?)" } ?? ""
          errors.append(
            locatedError(
              "type",
              "type '\(typeName)' is not registered with this runner\(hint); registered: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
            ))
        }
      }
      var profile = Profile.foundationDefault
      if let named = registry.profiles[contract.profileName] {
        profile = named
      } else {
        errors.append(
          locatedError(
            "profile",
            "unknown profile '\(contract.profileName)'; known: \(registry.profiles.keys.sorted().joined(separator: ", "))"
          ))
      }
      var schema: (any ContractSchema)? = nil
      do {
        schema = try loadSchema(contract, manifest)
      } catch {
        errors.append(error)
      }
      // A profile with no encoder reads its models as `Decodable`-only ones.
      var binding = BoundContract(
        contract: contract, schema: schema, model: profile.encodes ? model : model?.decodingOnly(), profile: profile)
      if let errorSchema = manifest.errorSchema(of: contract) {
        if errorSchemas[errorSchema.description] == nil {
          // Loaded as the contract's schema would be, with the error schema's path.
          var asContract = contract
          asContract.schemaPath = errorSchema.schemaPath
          asContract.schemaPointer = errorSchema.schemaPointer
          asContract.memberLocations["schema"] = errorSchema.location
          do {
            errorSchemas[errorSchema.description] = try loadSchema(asContract, manifest)
          } catch {
            errors.append(error)
            errorSchemas[errorSchema.description] = .some(nil)
          }
        }
        binding.errorSchema = errorSchemas[errorSchema.description] ?? nil
        binding.errorSchemaDescription = errorSchema.description
      }
      bindings[contract.id] = binding
    }
    self.bindings = bindings
    configurationErrors = errors
  }

  /// Every corpus response the contract `id` claims, in reading order.
  public func corpusResponses(of id: String) -> [Response] {
    corpusResponses().filter { $0.contractID == id }.map(\.response)
  }

  /// Every corpus response a contract claims, with its contract, in reading order.
  public func corpusResponses() -> [(response: Response, contractID: String)] { Array(corpusStream()) }

  /// Every corpus response a contract claims, with its contract, in reading order, read as
  /// the sequence is walked: a caller that has what it needs stops, and nothing further is
  /// read or parsed.
  ///
  /// - Parameter positions: when given, only the responses at these reading positions of a
  ///   corpus run (a ``CorpusSample``'s ``CorpusSample/probeSources``); files holding none are
  ///   not read.
  public func corpusStream(
    only positions: Set<ReadingPosition>? = nil
  ) -> some Sequence<(response: Response, contractID: String)> {
    let resolver = ContractResolver(manifest: manifest)
    let files = corpusFiles().map { ($0.path, $0.contractID) }
    return ResponseStream(files: .unsharded(files), only: positions).lazy.compactMap { pending -> (Response, String)? in
      let item = pending.resolve(resolver)
      return item.contractID.map { (item.response, $0) }
    }
  }

  /// Every response in `paths` (dumps: files and folders), each with the contract that claims
  /// it, `nil` for unmapped ones.
  public func responses(against paths: [String]) -> [(response: Response, contractID: String?)] {
    let resolver = ContractResolver(manifest: manifest)
    let files = FileDiscovery.expand(paths, extensions: ResponseStream.extensions).files
    return ResponseStream(files: .unsharded(files.map { ($0, resolver.contract(forFile: $0)) })).map {
      let item = $0.resolve(resolver)
      return (item.response, item.contractID)
    }
  }

  /// The findings of one response under contract `id` (none when the contract is unknown).
  public func check(_ response: Response, contractID id: String) -> [Finding] {
    checkCounting(response, contractID: id).findings
  }

  /// The same, with how many more occurrences of each listed fingerprint the response holds
  /// beyond those listed (a fingerprint is listed ``Finding/occurrencesListed`` times per
  /// response; a large body repeats one finding in every row). With `reflecting`, the
  /// reflection check's findings (values the decoded model holds otherwise) follow.
  public func checkCounting(_ response: Response, contractID id: String, reflecting: Bool = false) -> (
    findings: [Finding], unlisted: [String: Int]
  ) {
    guard let binding = bindings[id] else { return ([], [:]) }
    let outcome = ResponseChecker(binding: binding).check(response, listedEnough: [], reflecting: reflecting)
    var unlisted: [String: Int] = [:]
    for hash in outcome.unlisted { unlisted[Fingerprint.text(hash), default: 0] += 1 }
    return (outcome.findings + outcome.reflection, unlisted)
  }

  /// The files a run reads, in reading order: those under `paths`, or the manifest's corpus
  /// (also returned, for its coverage warnings) when `paths` is empty.
  package func inputs(against paths: [String]) -> (RunInputs, corpus: [(path: String, relativePath: String)]?) {
    guard paths.isEmpty else { return (RunInputs.against(paths, resolver: ContractResolver(manifest: manifest)), nil) }
    let corpus = manifest.corpusFiles()
    return (RunInputs.corpus(corpusFiles(corpus)), corpus)
  }

  /// Every corpus file the manifest's globs name, each with the first contract naming it.
  package func corpusFiles(
    _ files: [(path: String, relativePath: String)]? = nil
  ) -> [(path: String, relativePath: String, contractID: String?)] {
    (files ?? manifest.corpusFiles()).compactMap { file in
      let claimant = manifest.contracts.first { bindings[$0.id] != nil && $0.claims(corpusPath: file.relativePath) }
      if let claimant { return (file.path, file.relativePath, claimant.id) }
      return manifest.recordings.contains { Glob($0).matches(file.relativePath) }
        ? (file.path, file.relativePath, nil) : nil
    }
  }
}
