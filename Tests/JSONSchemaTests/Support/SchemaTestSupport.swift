import Foundation
import JSONCore
import JSONSchema
import Jansson

/// Helpers for the validator's unit tests: JSON from text, schema folders on disk.
enum SchemaTestSupport {
  /// Parses JSON text with the reference parser; a test literal that does not parse is a bug
  /// in the test, reported as `null` so the expectation that uses it fails.
  static func json(_ text: String) -> JSONValue {
    (try? JanssonParser.parse(Array(text.utf8)))?.value ?? .null
  }

  /// A fresh directory under the temporary directory, with `files` (relative path → text).
  static func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("contract-schema-tests-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  static func compile(_ text: String, options: ValidatorOptions = ValidatorOptions()) throws -> CompiledSchema {
    try CompiledSchema.compile(json(text), options: options)
  }

  /// The error `body` throws, if it throws a ``SchemaError``.
  static func schemaError(_ body: () throws -> Void) -> SchemaError? {
    do {
      try body()
      return nil
    } catch let error as SchemaError {
      return error
    } catch {
      return nil
    }
  }
}
