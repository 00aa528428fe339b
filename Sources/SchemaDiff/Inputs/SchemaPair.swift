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
    return (pairs, unpaired)
  }

  /// Contract by contract, by id, through each folder's manifest.
  private static func contractPairs(
    _ before: Manifest, _ after: Manifest
  ) throws(ConfigurationError) -> (pairs: [SchemaPair], unpaired: [SchemaChange]) {
    var pairs: [SchemaPair] = []
    var unpaired: [SchemaChange] = []
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
      let oldFacts = try DiffSide.facts(oldPath, root: before.contractsDirectory)
      let newFacts = try DiffSide.facts(newPath, root: after.contractsDirectory)
      pairs.append(
        SchemaPair(
          name: contract.id, old: try location(counterpart.schemaPointer, in: oldFacts, oldPath),
          new: try location(contract.schemaPointer, in: newFacts, newPath), oldFacts: oldFacts, newFacts: newFacts,
          contractID: contract.id, newRoot: after.contractsDirectory))
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
