/// Why a pattern is not a valid ECMA-262 regular expression (with the `u` flag), and where.
public struct ECMARegexError: Error, CustomStringConvertible, Sendable, Equatable {
  /// Offset of the offending character, counted in Unicode scalars from the pattern's start.
  public let offset: Int
  /// What is wrong, in a few words (`"unterminated group"`).
  public let message: String

  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  public var description: String { "invalid regular expression at offset \(offset): \(message)" }
}
