import Foundation
import JSONCore
public import JSONSchema

/// Compiles contract schemas with the JSON Schema module.
///
/// References resolve offline: relative ones within the contracts folder (a `$ref` that
/// leaves it is refused), others through `mappings`. One registry is shared by every contract
/// of a run, so a document several contracts use (`openapi.json`) is read once; and the
/// schemas of a manifest's contracts in one folder are compiled together, so a schema that
/// several contracts reach is compiled once (a large API's contracts each reach most of its
/// document). Where that compile fails, one more pass finds every broken place and the
/// contracts each one spoils: those get its error, the others are compiled together again.
public struct JSONSchemaLoader: Sendable {
  public var options: ValidatorOptions
  public var mappings: [(prefix: String, directory: String)]
  private let registries = RegistryCache()
  private let together = CompiledTogether()

  public init(options: ValidatorOptions = ValidatorOptions(), mappings: [(prefix: String, directory: String)] = []) {
    self.options = options
    self.mappings = mappings
  }

  /// The compiled schema of `contract`; `nil` when it names none.
  public func load(_ contract: Manifest.Contract, _ manifest: Manifest) throws(ConfigurationError) -> (
    any ContractSchema
  )? {
    guard let schemaPath = contract.schemaPath else { return nil }
    let registry = registries.registry(root: manifest.contractsDirectory, mappings: mappings)
    let path = (manifest.contractsDirectory as NSString).appendingPathComponent(schemaPath)
    let compiled =
      together.schema(at: path, contract.schemaPointer, in: manifest, registry: registry, options: options)
      ?? Result { () throws(SchemaError) in
        CompiledContractSchema(
          compiled: try CompiledSchema.compile(
            schemaAt: path, pointer: contract.schemaPointer, registry: registry, options: options),
          registry: registry)
      }
    switch compiled {
    case .success(let schema):
      return schema
    case .failure(let error):
      let document = error.document.map { $0.hasPrefix("file://") ? String($0.dropFirst(7)) : $0 } ?? path
      func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
      if error.kind == .unreadableFile, absolute(document) == absolute(path) {
        // The manifest names a file that is not there: the mistake is in the manifest.
        throw ConfigurationError.contract(
          contract.id, file: manifest.path, location: contract.memberLocations["schema"],
          message: "schema \(schemaPath): \(error.message)")
      }
      throw ConfigurationError.contract(
        contract.id, file: document, location: error.location, pointer: error.pointer,
        message: "schema \(contract.schemaDescription): \(error.message)")
    }
  }
}

/// One registry per contracts folder, shared by the contracts of a run.
private final class RegistryCache: @unchecked Sendable {
  private let lock = NSLock()
  private var registries: [String: SchemaRegistry] = [:]

  func registry(root: String, mappings: [(prefix: String, directory: String)]) -> SchemaRegistry {
    lock.withLock {
      if let known = registries[root] { return known }
      let registry = SchemaRegistry(root: root, mappings: mappings)
      registries[root] = registry
      return registry
    }
  }
}

/// The schemas of a manifest's contracts, compiled together per folder the first time one is
/// asked for: each compiled, or the error of a broken place it holds or reaches.
private final class CompiledTogether: @unchecked Sendable {
  typealias Compiled = Result<CompiledContractSchema, SchemaError>

  private let lock = NSLock()
  // Guarded by `lock`: by manifest file, then schema (file and pointer); a manifest's entry
  // once compiled.
  private var compiled: [String: [Site: Compiled]] = [:]

  struct Site: Hashable {
    let path: String
    let pointer: JSONPointer
  }

  /// The schema at `pointer` in the file at `path`, if the manifest's contracts name it.
  func schema(
    at path: String, _ pointer: JSONPointer, in manifest: Manifest, registry: SchemaRegistry,
    options: ValidatorOptions
  ) -> Compiled? {
    lock.withLock {
      if compiled[manifest.path] == nil {
        compiled[manifest.path] = CompiledTogether.compile(manifest, registry: registry, options: options)
      }
      return compiled[manifest.path]?[Site(path: path, pointer: pointer)]
    }
  }

  /// Each folder's schemas in one compile. In a folder whose compile fails, each schema a
  /// broken place spoils has that place's error (the first met, when several spoil it), and
  /// the others are compiled together again; a folder where that fails too is left out.
  private static func compile(
    _ manifest: Manifest, registry: SchemaRegistry, options: ValidatorOptions
  ) -> [Site: Compiled] {
    var byFolder: [String: [Site]] = [:]
    var seen: Set<Site> = []
    for contract in manifest.contracts {
      guard let schemaPath = contract.schemaPath else { continue }
      let site = Site(
        path: (manifest.contractsDirectory as NSString).appendingPathComponent(schemaPath),
        pointer: contract.schemaPointer)
      guard seen.insert(site).inserted else { continue }
      byFolder[FilePath.parent(of: site.path), default: []].append(site)
    }
    var schemas: [Site: Compiled] = [:]
    func together(_ sites: [Site]) -> Bool {
      guard
        let compiled = try? CompiledSchema.compile(
          schemasAt: sites.map { ($0.path, $0.pointer) }, registry: registry, options: options)
      else { return false }
      for (site, schema) in zip(sites, compiled) {
        schemas[site] = .success(CompiledContractSchema(compiled: schema, registry: registry))
      }
      return true
    }
    for (_, sites) in byFolder where sites.count > 1 {
      if together(sites) { continue }
      var spoiled: [Int: SchemaError] = [:]
      for (error, indices) in CompiledSchema.errors(
        schemasAt: sites.map { ($0.path, $0.pointer) }, registry: registry, options: options)
      {
        for index in indices where spoiled[index] == nil { spoiled[index] = error }
      }
      guard !spoiled.isEmpty else { continue }
      for (index, error) in spoiled { schemas[sites[index]] = .failure(error) }
      let clean = sites.indices.filter { spoiled[$0] == nil }.map { sites[$0] }
      if clean.count > 1 { _ = together(clean) }
    }
    return schemas
  }
}

/// A compiled JSON Schema as the checks see it.
struct CompiledContractSchema: ContractSchema {
  let compiled: CompiledSchema
  /// The registry the schema was read with: it knows where each keyword is written.
  let registry: SchemaRegistry

  func isValid(_ instance: JSONValue) -> Bool { compiled.isValid(instance) }

  var facts: SchemaFacts? { compiled.facts }

  func violations(of instance: JSONValue) -> [SchemaViolation] {
    ClosestAlternative.reduce(
      compiled.validate(instance).map { error in
        var violation = SchemaViolation(
          instanceLocation: error.instanceLocation, keywordLocation: error.keywordLocation.description,
          absoluteKeywordLocation: error.absoluteKeywordLocation, message: error.message,
          keywordSource: source(of: error.absoluteKeywordLocation))
        if let why = OverlappingAlternatives.reason(for: error, facts: compiled.facts) {
          violation.message += "; " + why
          violation.isWarning = true
        }
        return violation
      })
  }

  func advisories(of instance: JSONValue) -> [SchemaViolation] {
    compiled.facts.writeOnlyMembers(in: instance).map { member in
      WriteOnlyMember.violation(key: member.key, at: member.pointer, markedBy: member.schema, source: source(of:))
    }
  }

  /// Where the keyword at `absolute` is written: `Contracts/openapi.yaml:14:9`.
  ///
  /// The file is named relative to the working directory when it is below it. Asked only for the violations of an invalid response, never on the verdict
  /// path.
  private func source(of absolute: String) -> String? {
    guard let (file, location) = registry.sourceLocation(ofAbsolute: absolute) else { return nil }
    let directory = FileManager.default.currentDirectoryPath
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    let shown = file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    return "\(shown):\(location.line):\(location.column)"
  }
}
