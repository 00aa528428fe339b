import Foundation
import JSONCore
package import Jansson

/// The JSON files of ours the tool reads (the manifest, baselines, reports, the ignore list),
/// read so that a file that is not one says where and why: `baseline.json:3:7: not a
/// contract baseline: missing "fingerprint" (at /findings/0)`.
///
/// The bytes are parsed by the reference parser first, for a located syntax error and to
/// refuse a key given twice; then read (``decode(_:path:kind:)`` decodes, and a
/// `DecodingError` is given as the place and the cause rather than Foundation's coding-path
/// dump).
package enum ToolFile {
  /// The file at `path`, parsed; `kind` names it in messages ("manifest").
  package static func parse(path: String, kind: String) throws(ConfigurationError) -> (
    bytes: [UInt8], parsed: ParsedJSON
  ) {
    let bytes: [UInt8]
    do {
      bytes = try FileDiscovery.read(path)
    } catch {
      throw ConfigurationError(file: path, message: "cannot read the \(kind): \(error.reason)")
    }
    let parsed: ParsedJSON
    do {
      parsed = try JanssonParser.parse(bytes)
    } catch {
      throw ConfigurationError(file: path, location: error.location, message: "not valid JSON: \(error.message)")
    }
    if let repeated = parsed.refusedRepeatedKey {
      throw ConfigurationError(
        file: path, location: repeated.location, pointer: repeated.pointer, message: repeated.message)
    }
    return (bytes, parsed)
  }

  /// Decodes the file at `path` as `T`; `kind` names it in messages ("contract baseline").
  package static func decode<T: Decodable>(_ type: T.Type, path: String, kind: String) throws(ConfigurationError) -> T {
    try decoding(path: path, kind: kind) { bytes, _ in try JSONDecoder().decode(T.self, from: Data(bytes)) }
  }

  /// Decodes the file at `path` as `T` with the tool's own coder (``JSONValueDecoder``, from
  /// the tree jansson read): for the files the tool writes with ``JSONValueEncoder`` (a check
  /// report), read back the way they were written.
  package static func decodeTree<T: Decodable>(_ type: T.Type, path: String, kind: String) throws(ConfigurationError)
    -> T
  {
    try decoding(path: path, kind: kind) { _, tree in try JSONValueDecoder().decode(T.self, from: tree) }
  }

  /// The file at `path` parsed, then decoded by `decode` (from its bytes or its tree), with a
  /// located error when it is not a `kind`.
  private static func decoding<T>(
    path: String, kind: String, _ decode: ([UInt8], JSONValue) throws -> T
  ) throws(ConfigurationError) -> T {
    let (bytes, parsed) = try parse(path: path, kind: kind)
    do {
      return try decode(bytes, parsed.value)
    } catch let error as DecodingError {
      let (pointer, cause) = explain(error, in: parsed.value)
      throw ConfigurationError(
        file: path, location: JSONTextScanner.location(of: pointer, in: bytes), pointer: pointer,
        message: "not a \(kind): \(cause)")
    } catch {
      throw ConfigurationError(file: path, message: "not a \(kind): \(error)")
    }
  }

  /// Where in the file and what: a key missing, a value of another type, an invalid value.
  private static func explain(_ error: DecodingError, in tree: JSONValue) -> (JSONPointer, String) {
    func place(_ path: [any CodingKey]) -> JSONPointer {
      DecodeFailure.pointer(path, in: tree, profile: .foundationDefault)
    }
    switch error {
    case .keyNotFound(let key, let context):
      return (place(context.codingPath), "missing \"\(key.stringValue)\"")
    case .valueNotFound(let type, let context):
      return (place(context.codingPath), "null where \(DecodeFailure.describe(type)) belongs")
    case .typeMismatch(let type, let context):
      let pointer = place(context.codingPath)
      let found = pointer.resolve(in: tree).map { "\($0.typeName) \($0.abbreviated())" } ?? "nothing"
      return (pointer, "expected \(DecodeFailure.describe(type)), found \(found)")
    case .dataCorrupted(let context):
      return (place(context.codingPath), context.debugDescription)
    @unknown default:
      return (.root, "\(error)")
    }
  }
}
