/// `contract validate`'s record of one instance (a file, or a line of a JSON Lines file):
/// valid, or every error with its locations.
public struct InstanceValidation: Sendable {
  /// One error, located in the instance and in the schema.
  public struct Violation: Sendable {
    /// The JSON Pointer into the instance (empty for the root).
    public var instanceLocation: String
    /// The keyword's path through the schema as evaluated, `$ref`s included (empty for the root).
    public var keywordLocation: String
    /// The keyword's absolute URI.
    public var absoluteKeywordLocation: String
    public var message: String
    /// `file:line:column` where the keyword is written, when it is known.
    public var source: String?

    public init(
      instanceLocation: String, keywordLocation: String, absoluteKeywordLocation: String, message: String,
      source: String?
    ) {
      self.instanceLocation = instanceLocation
      self.keywordLocation = keywordLocation
      self.absoluteKeywordLocation = absoluteKeywordLocation
      self.message = message
      self.source = source
    }
  }

  /// The instance's file.
  public var path: String
  /// The line of a JSON Lines file the instance is, `nil` for a whole file.
  public var line: Int?
  public var violations: [Violation]

  public init(path: String, line: Int?, violations: [Violation]) {
    self.path = path
    self.line = line
    self.violations = violations
  }

  /// An instance that is not JSON: one violation at the root, with the parser's reason.
  public init(path: String, line: Int?, notJSON reason: String) {
    self.init(
      path: path, line: line,
      violations: [.init(instanceLocation: "", keywordLocation: "", absoluteKeywordLocation: "", message: "not JSON: \(reason)", source: nil)])
  }

  public var isValid: Bool { violations.isEmpty }
}
