import Foundation
import JSONCore

/// A whole `contract check`: binds the manifest's contracts, streams every response through
/// its contract's checks, and gathers the report.
///
/// One run checks its responses in reading order on one thread. A run in parallel is several
/// runs, each of one lane of the responses (``Shard/lane(_:of:)``), whose reports join
/// (``CheckReportMerge/join(_:)``) into the report one run makes: `contract check --jobs N`
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
        ConfigurationError(
          file: manifest.path, location: contract.memberLocations[member] ?? contract.location,
          message: "contract '\(contract.id)': \(message)")
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
      var binding = BoundContract(contract: contract, schema: schema, model: model, profile: profile)
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

  /// Checks responses from `paths` (files and folders of dumps), or the manifest's corpus when
  /// `paths` is empty.
  ///
  /// `progress` is called after each batch with the responses so far. With a `shard`, only
  /// the responses it owns are checked (``Shard/owns(file:record:)``), and the report is
  /// stamped to be merged with the other shards' (``CheckReport/shard``); with a `lane` too,
  /// only that lane's part of them (``Shard/lane(_:of:)``), and only the first lane's report
  /// carries what is the run's rather than a response's. With a `range`, only
  /// the responses in it (the part of a supervised run one child checks); `inFlight` is told
  /// which responses are being checked, for the supervisor to read should a model kill this
  /// process.
  ///
  /// A corpus run also takes its ``CheckReport/sample``. With `sampleOnly`, that is all it
  /// is for: only the responses the sample still wants are checked (a sharded run's first
  /// shard takes the sample of the whole corpus so).
  public func run(
    against paths: [String] = [], shard: Shard? = nil, lane: Shard = Shard(), range: ReadingRange = .whole,
    sampleOnly: Bool = false, inFlight: InFlightResponses? = nil, progress: (@Sendable (Int) -> Void)? = nil
  ) -> CheckReport {
    let (files, corpus) = inputs(against: paths)
    var report = start(files: files, corpus: corpus, shard: shard, lane: lane, range: range)
    let resolver = ContractResolver(manifest: manifest)
    var stream = laneStream(files, shard: shard, lane: lane, range: range)
    var summaries: [String: ContractSummary] = [:]
    for contract in manifest.contracts {
      guard let binding = bindings[contract.id] else { continue }
      summaries[contract.id] = ContractSummary(binding: binding)
    }
    var batch: [ResponseStream.Pending] = []
    batch.reserveCapacity(CheckRun.batchSize)
    var done = false
    while !done {
      batch.removeAll(keepingCapacity: true)
      while batch.count < CheckRun.batchSize, let item = stream.next() { batch.append(item) }
      done = batch.count < CheckRun.batchSize
      // Findings the report has listed enough of, as the batch starts: their later
      // occurrences are only counted, so their findings need not be built.
      let listedEnough = Set(report.listedEnough.keys)
      // Likewise the contracts whose responses the sample still reads.
      let reflecting = report.sample?.reflecting(among: bindings.keys) ?? []
      let skipping = sampleOnly ? Set(bindings.keys.filter { !(report.sample?.wants($0) ?? false) }) : []
      let checked = check(
        batch, resolver: resolver, listedEnough: listedEnough, reflecting: reflecting, skipping: skipping,
        sampleOnly: sampleOnly, inFlight: inFlight)
      for (item, outcome) in checked {
        report.responses += 1
        guard let id = item.contractID, bindings[id] != nil else {
          // Responses of contracts excluded by --contract are not unmapped: just not checked.
          if item.contractID != nil { continue }
          // A record that could not be read (a malformed HAR entry) is its parse error, not
          // also a response no contract claims.
          if item.response.recordingError == nil {
            report.add(.unmapped(item.response, reason: item.unmappedReason), at: item.position)
            report.unmapped += 1
          }
          report.add(outcome, at: item.position)
          continue
        }
        summaries[id]?.record(outcome)
        report.add(outcome, at: item.position)
        report.sample?.record(outcome, contract: id, at: item.position)
      }
      progress?(report.responses)
      if sampleOnly, let sample = report.sample, !bindings.keys.contains(where: sample.wants) { break }
    }
    report.skippedNonJSON = stream.skippedNonJSON
    report.contracts = manifest.contracts.compactMap { summaries[$0.id] }
    return report
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
  /// beyond those listed (a fingerprint is listed ``CheckReport/occurrencesListed`` times per
  /// response; a large body repeats one finding in every row).
  public func checkCounting(_ response: Response, contractID id: String) -> (
    findings: [Finding], unlisted: [String: Int]
  ) {
    guard let binding = bindings[id] else { return ([], [:]) }
    let outcome = ResponseChecker(binding: binding).check(response)
    var unlisted: [String: Int] = [:]
    for hash in outcome.unlisted { unlisted[Fingerprint.text(hash), default: 0] += 1 }
    return (outcome.findings, unlisted)
  }

  /// Resolves and checks a batch in reading order: parsing an NDJSON line, finding its
  /// contract and checking it. Each response is marked in `inFlight` (its one slot) while it
  /// is checked.
  ///
  /// Responses of the contracts in `reflecting` also get the reflection check; those of the
  /// contracts in `skipping` are not checked, nor, with `sampleOnly`, unmapped ones.
  private func check(
    _ batch: [ResponseStream.Pending], resolver: ContractResolver, listedEnough: Set<UInt64>,
    reflecting: Set<String>, skipping: Set<String>, sampleOnly: Bool, inFlight: InFlightResponses?
  ) -> [(ResponseStream.Item, ResponseChecker.Outcome)] {
    batch.map { pending in
      inFlight?.begin(0, pending.position, bytes: pending.byteCount)
      defer { inFlight?.end(0) }
      var item = pending.resolve(resolver)
      guard let id = item.contractID, let binding = bindings[id], !skipping.contains(id) else {
        // Unmapped: still parsed, so bytes that are not JSON at all are reported as such.
        let unmapped = item.contractID == nil && !sampleOnly
        return (item, unmapped ? ResponseChecker.parseOnly(item.response) : ResponseChecker.Outcome())
      }
      let outcome = ResponseChecker(binding: binding).check(
        item.response, listedEnough: listedEnough, reflecting: reflecting.contains(id))
      // The report needs where the response was, not its bytes or tree: released now, not
      // with the batch, which would hold 64 documents' trees at once.
      item.response.body = []
      item.response.parsedBody = nil
      return (item, outcome)
    }
  }

  /// A report of `files` before any response: what is the run's and not a response's.
  ///
  /// Only the part of the run that starts it (`range`) notes the files not read, and with a
  /// `shard` or a `lane`, only the first.
  func start(
    files: RunInputs, corpus: [(path: String, relativePath: String)]?, shard: Shard?, lane: Shard,
    range: ReadingRange
  ) -> CheckReport {
    var report = CheckReport()
    report.configurationErrors = configurationErrors
    if let corpus {
      report.sample = CorpusSample()
      report.warnings = CorpusCoverage(manifest: manifest, files: corpus, contractIDs: Set(bindings.keys)).warnings()
    }
    report.missingPaths = files.missing
    if (shard?.index ?? 0) == 0, lane.index == 0, range.startsTheRun {
      for (path, reason) in files.skipped { report.add(.notRead(path, reason: reason)) }
      for contract in manifest.contracts {
        guard let binding = bindings[contract.id], binding.model?.encodes == false else { continue }
        report.add(.roundTripSkipped(binding, manifestPath: manifest.path))
      }
    }
    report.inputFiles = files.files.count
    if let shard { report.shard = CheckReport.ShardStamp(shard: shard, run: files.digest) }
    return report
  }

  /// The responses of `files` in `range` that `lane` of the run's `shard` reads.
  func laneStream(_ files: RunInputs, shard: Shard?, lane: Shard, range: ReadingRange) -> ResponseStream {
    ResponseStream(files: files, shard: (shard ?? Shard()).lane(lane.index, of: lane.count), range: range)
  }

  /// How many responses are checked between two looks at the report (which findings are
  /// listed enough, which contracts the sample still wants).
  static let batchSize = 64

  /// The files a run reads, in reading order: those under `paths`, or the manifest's corpus
  /// (also returned, for its coverage warnings) when `paths` is empty.
  func inputs(against paths: [String]) -> (RunInputs, corpus: [(path: String, relativePath: String)]?) {
    guard paths.isEmpty else { return (RunInputs.against(paths, resolver: ContractResolver(manifest: manifest)), nil) }
    let corpus = manifest.corpusFiles()
    return (RunInputs.corpus(corpusFiles(corpus)), corpus)
  }

  /// Every corpus file the manifest's globs name, each with the first contract naming it.
  private func corpusFiles(
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
