public import Reports
public import Contracts
import Foundation
import JSONCore
public import JSONSchema

/// Two versions of one schema to compare: a contract's, an API document's definition, or
/// the two files given.
public struct SchemaPair: Sendable {
  /// The contract id, the definition's name, or the new file's name.
  public var name: String
  public var old: SchemaLocation
  public var new: SchemaLocation
  public var oldFacts: SchemaFacts
  public var newFacts: SchemaFacts
  /// The contract of the manifest the new side belongs to, when the pair is one.
  public var contractID: String?
  /// The folder the new side's references may read from (`nil`: its own file's folder).
  public var newRoot: String? = nil
  /// A definition of an API document that contracts' schemas point into, itself no
  /// contract's: compared only if a contract's schema reaches it, and then on its own, so its
  /// changes are listed once (under its name) and judged by the contracts that reach it.
  public var isSupporting = false

  /// The pairs of two sides, and the changes no pair holds (a definition or a contract that
  /// one side lacks).
  public static func pairs(
    old: DiffSide, new: DiffSide
  ) throws(ConfigurationError) -> (pairs: [SchemaPair], unpaired: [SchemaChange]) {
    switch (old, new) {
    case (.schema(let oldPath, let before, let oldPointer), .schema(let newPath, let after, let newPointer)):
      let pair = SchemaPair(
        name: (newPath as NSString).lastPathComponent, old: try location(oldPointer, in: before, oldPath),
        new: try location(newPointer, in: after, newPath), oldFacts: before, newFacts: after)
      return ([pair], [])
    case (.document(_, let before), .document(_, let after)):
      return definitionPairs(before, after)
    case (.contracts(let before), .contracts(let after)):
      return try contractPairs(before, after)
    default:
      throw ConfigurationError(
        file: "contract diff",
        message: "both sides must be of one kind: two schemas, two API documents, or two contracts folders")
    }
  }

  private static func location(
    _ pointer: JSONPointer, in facts: SchemaFacts, _ path: String
  ) throws(ConfigurationError) -> SchemaLocation {
    if pointer.isRoot { return facts.root }
    guard let location = facts.location(pointer, besides: facts.root) else {
      throw ConfigurationError(file: path, pointer: pointer, message: "no schema at #\(pointer)")
    }
    return location
  }

  /// Definition by definition (`components/schemas` or `definitions`), by name.
  private static func definitionPairs(
    _ before: SchemaFacts, _ after: SchemaFacts
  ) -> (pairs: [SchemaPair], unpaired: [SchemaChange]) {
    let oldDefinitions = before.shape(at: before.root).definitions
    let newDefinitions = after.shape(at: after.root).definitions
    var pairs: [SchemaPair] = []
    var unpaired: [SchemaChange] = []
    for definition in newDefinitions {
      if let counterpart = oldDefinitions.first(where: { $0.name == definition.name }) {
        pairs.append(
          SchemaPair(
            name: definition.name, old: counterpart.schema, new: definition.schema, oldFacts: before, newFacts: after))
      } else {
        unpaired.append(
          SchemaChange(
            id: "schema-added", level: .safe, place: .root, oldLocation: nil,
            newLocation: SchemaComparer.display(definition.schema),
            message: "schema '\(definition.name)' added"))
      }
    }
    for definition in oldDefinitions where !newDefinitions.contains(where: { $0.name == definition.name }) {
      unpaired.append(
        SchemaChange(
          id: "schema-removed", level: .breaking, place: .root, oldLocation: SchemaComparer.display(definition.schema),
          newLocation: nil, message: "schema '\(definition.name)' removed"))
    }
    let responses = responsePairs(before, after)
    return (pairs + responses.pairs, unpaired + responses.unpaired)
  }

  /// Operation by operation, each response schema by method, route, status and media type
  /// (``ResponseSchemas``); one that is the same definition's `$ref` in both is that
  /// definition's pair.
  private static func responsePairs(
    _ before: SchemaFacts, _ after: SchemaFacts
  ) -> (pairs: [SchemaPair], unpaired: [SchemaChange]) {
    let oldResponses = ResponseSchemas.responses(of: before.root.value)
    let newResponses = ResponseSchemas.responses(of: after.root.value)
    var pairs: [SchemaPair] = []
    var unpaired: [SchemaChange] = []
    for name in newResponses.keys.sorted() {
      guard let response = newResponses[name], let new = after.location(response.pointer, besides: after.root) else {
        continue
      }
      guard let counterpart = oldResponses[name] else {
        unpaired.append(
          SchemaChange(
            id: "response-added", level: .safe, place: .root, oldLocation: nil,
            newLocation: SchemaComparer.display(new), message: "response '\(name)' added"))
        continue
      }
      guard let old = before.location(counterpart.pointer, besides: before.root) else { continue }
      switch (ResponseSchemas.definition(counterpart.value), ResponseSchemas.definition(response.value)) {
      case (let was?, let now?) where was == now:
        // The definition's own pair holds every change.
        continue
      case (let was?, let now?):
        // Another definition altogether: one change, not every property of both listed.
        unpaired.append(
          SchemaChange(
            id: "response-schema-replaced", level: .breaking, place: .root, oldLocation: SchemaComparer.display(old),
            newLocation: SchemaComparer.display(new), message: "response '\(name)' is now \(now), was \(was)"))
      default:
        pairs.append(SchemaPair(name: name, old: old, new: new, oldFacts: before, newFacts: after))
      }
    }
    for name in oldResponses.keys.sorted() where newResponses[name] == nil {
      guard let response = oldResponses[name], let old = before.location(response.pointer, besides: before.root) else {
        continue
      }
      unpaired.append(
        SchemaChange(
          id: "response-removed", level: .breaking, place: .root, oldLocation: SchemaComparer.display(old),
          newLocation: nil, message: "response '\(name)' removed"))
    }
    return (pairs, unpaired)
  }

  /// Contract by contract, by id, through each folder's manifest.
  private static func contractPairs(
    _ before: Manifest, _ after: Manifest
  ) throws(ConfigurationError) -> (pairs: [SchemaPair], unpaired: [SchemaChange]) {
    var pairs: [SchemaPair] = []
    var unpaired: [SchemaChange] = []
    // One reading of each file, shared by the contracts that point into it: a large API
    // document read once per contract took gigabytes, and places in one reading compare equal.
    var readings: [String: SchemaFacts] = [:]
    func facts(_ path: String, root: String) throws(ConfigurationError) -> SchemaFacts {
      if let known = readings[path] { return known }
      let read = try DiffSide.facts(path, root: root)
      readings[path] = read
      return read
    }
    // The API documents contracts point into, each side's path, for their other definitions.
    var documents: [(old: String, new: String)] = []
    for contract in after.contracts {
      guard let newSchema = contract.schemaPath else { continue }
      guard let counterpart = before.contract(id: contract.id), let oldSchema = counterpart.schemaPath else {
        unpaired.append(
          SchemaChange(
            id: "contract-added", level: .safe, place: .root, oldLocation: nil, newLocation: contract.schemaDescription,
            message: "contract '\(contract.id)' added"))
        continue
      }
      let oldPath = (before.contractsDirectory as NSString).appendingPathComponent(oldSchema)
      let newPath = (after.contractsDirectory as NSString).appendingPathComponent(newSchema)
      let oldFacts = try facts(oldPath, root: before.contractsDirectory)
      let newFacts = try facts(newPath, root: after.contractsDirectory)
      if !contract.schemaPointer.isRoot, !documents.contains(where: { $0 == (oldPath, newPath) }) {
        documents.append((oldPath, newPath))
      }
      pairs.append(
        SchemaPair(
          name: contract.id, old: try location(counterpart.schemaPointer, in: oldFacts, oldPath),
          new: try location(contract.schemaPointer, in: newFacts, newPath), oldFacts: oldFacts, newFacts: newFacts,
          contractID: contract.id, newRoot: after.contractsDirectory))
    }
    let contractRoots = Set(pairs.map { SchemaComparer.Pair(old: $0.old, new: $0.new) })
    for (oldPath, newPath) in documents {
      guard let oldFacts = readings[oldPath], let newFacts = readings[newPath] else { continue }
      for var pair in definitionPairs(oldFacts, newFacts).pairs
      where !contractRoots.contains(SchemaComparer.Pair(old: pair.old, new: pair.new)) {
        pair.isSupporting = true
        pair.newRoot = after.contractsDirectory
        pairs.append(pair)
      }
    }
    for contract in before.contracts where after.contract(id: contract.id) == nil {
      unpaired.append(
        SchemaChange(
          id: "contract-removed", level: .breaking, place: .root, oldLocation: contract.schemaDescription,
          newLocation: nil, message: "contract '\(contract.id)' removed"))
    }
    return (pairs, unpaired)
  }
}
