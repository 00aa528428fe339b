import JSONCore
import YAML

/// The text a document was read from, as far as locating its nodes needs it.
///
/// JSON keeps its bytes and is located lazily by re-scanning them (cheap, and only for the
/// documents an error is in); YAML is located by the table its reader built, since its
/// grammar is too large to re-scan.
enum SchemaSource: Sendable {
  case json([UInt8])
  case yaml(YAMLLocations)

  /// The line and column of the value at `pointer`.
  func location(of pointer: JSONPointer) -> SourceLocation {
    switch self {
    case .json(let bytes): JSONTextScanner.location(of: pointer, in: bytes)
    case .yaml(let locations): locations.location(of: pointer)
    }
  }
}
