public import Contracts
import Foundation
public import JSONCore
import JSONSchema

/// One side of `contract diff`: a schema, an API description, or a contracts folder.
public enum DiffSide: Sendable {
  /// A schema file, or the schema at a pointer inside one (`S#/definitions/X`).
  case schema(path: String, pointer: JSONPointer)
  /// An OpenAPI 3.x or Swagger 2.0 document, compared schema by schema.
  case document(path: String)
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
    if let pointer { return .schema(path: path, pointer: pointer) }
    let isAPIDocument: Bool
    do {
      let root = try SchemaFacts(schemaAt: path).root.value
      isAPIDocument = root["openapi"] != nil || root["swagger"] != nil
    } catch {
      throw ConfigurationError(file: path, location: error.location, message: error.message)
    }
    return isAPIDocument ? .document(path: path) : .schema(path: path, pointer: .root)
  }
}
