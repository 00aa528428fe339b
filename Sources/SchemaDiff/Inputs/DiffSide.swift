public import Contracts
import Foundation
public import JSONCore
public import JSONSchema

/// One side of `contract diff`: a schema, an API description, or a contracts folder.
public enum DiffSide: Sendable {
  /// A schema file, or the schema at a pointer inside one (`S#/definitions/X`), read once.
  case schema(path: String, facts: SchemaFacts, pointer: JSONPointer)
  /// An OpenAPI 3.x or Swagger 2.0 document, compared schema by schema.
  case document(path: String, facts: SchemaFacts)
  /// A folder holding `contracts.json`, compared contract by contract.
  case contracts(Manifest)

  /// Reads what `argument` names.
  ///
  /// - Throws: ``ConfigurationError`` naming the argument when it names nothing readable.
  public static func read(_ argument: String) throws(ConfigurationError) -> DiffSide {
    var path = argument
    var pointer: JSONPointer?
    if let hash = argument.firstIndex(of: "#") {
      path = String(argument[..<hash])
      let fragment = String(argument[argument.index(after: hash)...])
      do {
        pointer = try JSONPointer(fragment: fragment)
      } catch {
        throw ConfigurationError(file: path, message: "'#\(fragment)' is not a JSON Pointer")
      }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ConfigurationError(file: path, message: "no such file or folder")
    }
    if isDirectory.boolValue {
      let manifest = (path as NSString).appendingPathComponent("contracts.json")
      guard FileManager.default.fileExists(atPath: manifest) else {
        throw ConfigurationError(file: path, message: "a folder to compare must hold contracts.json")
      }
      return .contracts(try Manifest.load(path: manifest))
    }
    let facts = try DiffSide.facts(path)
    if let pointer { return .schema(path: path, facts: facts, pointer: pointer) }
    let root = facts.root.value
    let isAPIDocument = root["openapi"] != nil || root["swagger"] != nil
    return isAPIDocument ? .document(path: path, facts: facts) : .schema(path: path, facts: facts, pointer: .root)
  }

  /// The schema document at `path`, its references read from `root` (`nil`: its own folder).
  static func facts(_ path: String, root: String? = nil) throws(ConfigurationError) -> SchemaFacts {
    do {
      return try SchemaFacts(schemaAt: path, registry: SchemaRegistry(root: root))
    } catch {
      throw ConfigurationError(
        file: error.document.map { $0.hasPrefix("file://") ? String($0.dropFirst(7)) : $0 } ?? path,
        location: error.location, pointer: error.pointer, message: error.message)
    }
  }
}
