public import JSONCore

/// A YAML document read as a JSON value, with where each of its nodes was written.
public struct ParsedYAML: Sendable {
  /// The document's value: mappings as objects (keys in source order), sequences as arrays,
  /// scalars resolved by the YAML 1.2 core schema.
  public var value: JSONValue
  /// The line and column of every node, by JSON Pointer.
  public var locations: YAMLLocations

  public init(value: JSONValue, locations: YAMLLocations) {
    self.value = value
    self.locations = locations
  }
}
