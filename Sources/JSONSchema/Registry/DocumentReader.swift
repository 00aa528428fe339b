import Foundation
import JSONCore
import Jansson
import YAML

/// How the bytes of a schema or API description file become a document: JSON through
/// jansson, YAML through libyaml (YAML 1.2 core schema).
///
/// The choice, so that a file is never read one way when its author meant the other:
/// 1. a name ending `.yaml` or `.yml` is YAML;
/// 2. anything else is JSON when jansson accepts it;
/// 3. else, when its first non-blank byte is no `{` or `[` (`openapi: 3.0.3` is not broken
///    JSON), it is tried as YAML; if YAML fails too, the error is jansson's, with a hint.
/// JSON text is also YAML, but reading it as JSON keeps jansson's reading (the reference
/// parser) and the lazy location of JSON documents. In YAML, an unquoted `null` type name is
/// the name (``YAMLTypeNames``).
enum DocumentReader {
  static func read(_ bytes: [UInt8], path: String) throws(SchemaError) -> (root: JSONValue, source: SchemaSource) {
    if isYAMLName(path) { return try readYAML(bytes, path: path) }
    let jsonError: JSONParseError
    do {
      return (try JanssonParser.parse(bytes).value, .json(JSONLocations(bytes, path: path)))
    } catch {
      jsonError = error
    }
    let first = bytes.first(where: { !JSONTextScanner.isJSONWhitespace($0) })
    let looksLikeJSON = first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    var hint = ""
    if !looksLikeJSON {
      do {
        let parsed = try YAMLParser.parse(bytes)
        return (YAMLTypeNames.reading(parsed.value), .yaml(parsed.locations))
      } catch {
        hint = " (nor YAML: \(error); name the file .yaml or .yml to have it read as YAML only)"
      }
    }
    throw SchemaError(
      kind: .invalidJSON, message: "not JSON: \(jsonError.message)\(hint)", document: path,
      location: jsonError.location)
  }

  /// Whether `path` names a YAML file by its extension.
  static func isYAMLName(_ path: String) -> Bool {
    let name = path.lowercased()
    return name.hasSuffix(".yaml") || name.hasSuffix(".yml")
  }

  private static func readYAML(_ bytes: [UInt8], path: String) throws(SchemaError) -> (
    root: JSONValue, source: SchemaSource
  ) {
    do {
      let parsed = try YAMLParser.parse(bytes)
      return (YAMLTypeNames.reading(parsed.value), .yaml(parsed.locations))
    } catch {
      throw SchemaError(
        kind: .invalidYAML, message: "not YAML: \(error.message)", document: path, pointer: error.pointer,
        location: error.location)
    }
  }
}
