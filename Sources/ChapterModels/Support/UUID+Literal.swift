import Foundation

extension UUID {
  /// Builds a UUID from a string literal written in this module's example data.
  ///
  /// Only ever called with compile-time constants (the `example` values), never with decoded
  /// input, so a malformed literal is a programmer error caught the first time the example is
  /// touched in a test.
  static func literal(_ text: StaticString) -> UUID {
    guard let uuid = UUID(uuidString: "\(text)") else {
      preconditionFailure("Malformed UUID literal in ChapterModels example data: \(text)")
    }
    return uuid
  }
}
