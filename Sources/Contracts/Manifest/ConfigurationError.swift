public import JSONCore

/// A problem with the configuration (manifest, schema, bindings): exit code 2, located.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var location: SourceLocation?
  public var pointer: JSONPointer?
  public var message: String
  /// The id of the contract the problem is with (its schema, type, profile or corpus).
  ///
  /// `nil` for a problem with the manifest as a whole. A command that runs some contracts
  /// tells the errors of those from the others' by it.
  public var contract: String?

  public init(
    file: String, location: SourceLocation? = nil, pointer: JSONPointer? = nil, message: String, contract: String? = nil
  ) {
    self.file = file
    self.location = location
    self.pointer = pointer
    self.message = message
    self.contract = contract
  }

  /// A problem with contract `id`: the message names it first (`contract 'chapter.course':
  /// …`), as every report prints it, and ``contract`` holds it.
  public static func contract(
    _ id: String, file: String, location: SourceLocation? = nil, pointer: JSONPointer? = nil, message: String
  ) -> ConfigurationError {
    ConfigurationError(
      file: file, location: location, pointer: pointer, message: "contract '\(id)': \(message)", contract: id)
  }

  public var description: String {
    var text = file
    if let location { text += ":\(location.line):\(location.column)" }
    text += ": " + message
    if let pointer, !pointer.isRoot { text += " (at \(pointer))" }
    return text
  }
}
