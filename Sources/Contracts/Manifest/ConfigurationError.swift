public import JSONCore

/// A problem with the configuration (manifest, schema, bindings): exit code 2, located.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var location: SourceLocation?
  public var pointer: JSONPointer?
  public var message: String

  public init(file: String, location: SourceLocation? = nil, pointer: JSONPointer? = nil, message: String) {
    self.file = file
    self.location = location
    self.pointer = pointer
    self.message = message
  }

  public var description: String {
    var text = file
    if let location { text += ":\(location.line):\(location.column)" }
    text += ": " + message
    if let pointer, !pointer.isRoot { text += " (at \(pointer))" }
    return text
  }
}
