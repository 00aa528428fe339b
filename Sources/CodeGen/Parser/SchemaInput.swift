public import JSONCore

/// One `--schema` argument: a file, optionally with a `#/pointer` into it
/// (`openapi.json#/components/schemas/Pet`, `swagger.json#/definitions/courses`).
public struct SchemaInput: Sendable, Hashable {
  /// The path as given, for the generated files' headers (so they do not depend on where the
  /// repository is checked out).
  public var displayPath: String
  /// The path to read.
  public var filePath: String
  public var pointer: JSONPointer?

  /// What the input's file is named after: the definition its pointer names
  /// (`#/components/schemas/User` → `User`), else the file's stem.
  var fileStem: String {
    if let tokens = pointer?.tokens, tokens.count >= 2, case .key(let name) = tokens[tokens.count - 1],
      case .key(let container) = tokens[tokens.count - 2], ["schemas", "definitions", "$defs"].contains(container)
    {
      return name
    }
    return SchemaParser.stem(filePath)
  }

  /// Splits `text` at its `#`; `directory` (when given) is where a relative path starts.
  public init(_ text: String, relativeTo directory: String? = nil) throws(SettingError) {
    var path = text
    pointer = nil
    if let hash = text.firstIndex(of: "#") {
      path = String(text[..<hash])
      let fragment = String(text[text.index(after: hash)...])
      do {
        pointer = try JSONPointer(fragment: fragment)
      } catch {
        throw SettingError("'\(text)': '#\(fragment)' is not a JSON Pointer")
      }
    }
    guard !path.isEmpty else { throw SettingError("'\(text)' names no file") }
    displayPath = text
    if let directory, !path.hasPrefix("/") {
      filePath = directory + "/" + path
    } else {
      filePath = path
    }
  }
}
