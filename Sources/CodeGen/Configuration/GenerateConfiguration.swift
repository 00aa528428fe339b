import Foundation
public import JSONCore
import Jansson

/// `contract-generate.json`: the schemas, the output folder and the settings of a run, for
/// `contract generate --config` and the SwiftPM plugins.
///
/// ```json
/// { "schemas": ["pet.schema.json", "openapi.json#/components/schemas/Owner"],
///   "out": "Sources/PetModels", "layout": "per-type", "tri-state": true,
///   "conformances": ["Codable", "Hashable", "Sendable"], "map": {"https://example.com/": "schemas"} }
/// ```
///
/// Paths are relative to the file's folder. Every setting of the command line may appear,
/// under the same name; an unknown key or a wrong value is an error at its line and column.
public struct GenerateConfiguration: Sendable {
  public var schemas: [SchemaInput] = []
  /// The output folder; `nil` when the file names none (the plugins give their own).
  public var outputDirectory: String?
  public var options = GenerateOptions()
  public var mappings: [(prefix: String, directory: String)] = []
  /// `--draft`'s value, when given.
  public var draft: String?

  public init() {}

  /// Reads the file at `path`.
  public static func load(path: String) throws(ConfigurationFileError) -> GenerateConfiguration {
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw ConfigurationFileError(path: path, location: nil, message: "cannot read the file")
    }
    let parsed: ParsedJSON
    do {
      parsed = try JanssonParser.parse(bytes)
    } catch {
      throw ConfigurationFileError(path: path, location: error.location, message: "not JSON: \(error.message)")
    }
    if let repeated = parsed.refusedRepeatedKey {
      throw ConfigurationFileError(path: path, location: repeated.location, message: repeated.message)
    }
    let root = parsed.value
    func fail(_ pointer: JSONPointer, _ message: String) -> ConfigurationFileError {
      ConfigurationFileError(path: path, location: JSONTextScanner.location(of: pointer, in: bytes), message: message)
    }
    guard case .object(let object) = root else { throw fail(.root, "the configuration must be a JSON object") }
    let directory = FilePath.parent(of: path)
    let base = directory.isEmpty ? "." : directory
    var configuration = GenerateConfiguration()
    for member in object {
      let pointer = JSONPointer.root.appending(key: member.key)
      switch member.key {
      case "schemas":
        guard case .array(let items) = member.value, !items.isEmpty else {
          throw fail(pointer, "schemas must be a non-empty array of paths")
        }
        for (index, item) in items.enumerated() {
          guard let text = item.stringValue else {
            throw fail(pointer.appending(index: index), "a schema path must be a string")
          }
          do {
            var input = try SchemaInput(text, relativeTo: base)
            input.displayPath = text
            configuration.schemas.append(input)
          } catch {
            throw fail(pointer.appending(index: index), error.description)
          }
        }
      case "out":
        guard let text = member.value.stringValue, !text.isEmpty else {
          throw fail(pointer, "out must be a folder path")
        }
        configuration.outputDirectory = GenerateConfiguration.normalized(text.hasPrefix("/") ? text : base + "/" + text)
      case "map":
        guard case .object(let entries) = member.value else {
          throw fail(pointer, "map must be an object of URI prefixes to folders")
        }
        for entry in entries {
          guard let folder = entry.value.stringValue else {
            throw fail(pointer.appending(key: entry.key), "a folder must be a string")
          }
          configuration.mappings.append((entry.key, folder.hasPrefix("/") ? folder : base + "/" + folder))
        }
      case "draft":
        guard let text = member.value.stringValue ?? member.value.numberValue?.lexeme else {
          throw fail(pointer, "draft must be 4, 6, 7, 2019-09 or 2020-12")
        }
        configuration.draft = text
      default:
        guard let setting = GenerateSetting(rawValue: member.key) else {
          let known = ["schemas", "out", "map", "draft"] + GenerateSetting.allCases.map(\.rawValue)
          throw fail(pointer, "unknown key '\(member.key)'; the keys are \(known.joined(separator: ", "))")
        }
        let text: String
        switch member.value {
        case .string(let value): text = value
        case .bool(let value): text = String(value)
        case .array(let values) where values.allSatisfy({ $0.stringValue != nil }):
          text = values.compactMap(\.stringValue).joined(separator: ",")
        default:
          throw fail(
            pointer, "\(member.key) takes a string\(setting.choices == ["true", "false"] ? " or a boolean" : "")")
        }
        do {
          try setting.apply(text, to: &configuration.options)
        } catch {
          throw fail(pointer, error.description)
        }
      }
    }
    guard !configuration.schemas.isEmpty else { throw fail(.root, "the configuration lists no schemas") }
    return configuration
  }
}

extension GenerateConfiguration {
  /// `a/b/../../c` → `c`: a path as short as it can be written, for messages.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: false) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != "..", !last.isEmpty {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return joined.isEmpty ? "." : joined
  }
}

/// A configuration file that cannot be used: where, and why.
public struct ConfigurationFileError: Error, Sendable, CustomStringConvertible {
  public var path: String
  public var location: SourceLocation?
  public var message: String

  public var description: String {
    path + (location.map { ":\($0.line):\($0.column)" } ?? "") + ": " + message
  }
}
