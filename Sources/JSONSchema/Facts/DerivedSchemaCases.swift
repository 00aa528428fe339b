/// A base schema's `discriminator` over the schemas that extend it with `allOf`
/// (``SchemaFacts/derivedSchemas(at:)``).
public struct DerivedSchemaCases: Sendable {
  /// The discriminating property (`petType`).
  public let propertyName: String
  /// Each value that names an extension, with it: the `mapping`'s entries, then the
  /// extensions by their keys (Swagger 2.0: by `x-ms-discriminator-value`), nearest first.
  public let cases: [(value: String, location: SchemaLocation)]
  /// Extensions whose value an earlier one has (`by`): no value applies them.
  public let shadowed: [(value: String, location: SchemaLocation, by: SchemaLocation)]
}
