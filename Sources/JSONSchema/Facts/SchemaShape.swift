public import JSONCore

/// What one schema says by itself, without an instance: its own keywords read, its
/// subschemas given as locations to ask about in turn.
///
/// This is the structural view a code generator or a schema diff walks: a property list in
/// declared order with each property's subschema, the definitions by name, the `$ref`
/// target. It does not merge what `$ref` or `allOf` bring in (ask the location they name, or
/// ask ``SchemaFacts/facts(at:in:)`` for the merged view at an instance location).
///
/// In drafts 4–7 a schema with `$ref` has nothing else: its other keywords are ignored, as
/// those drafts say.
public struct SchemaShape: Sendable {
  /// One member of `properties`.
  public struct Property: Sendable {
    public let name: String
    public let schema: SchemaLocation
    /// Listed in this schema's `required`.
    public let isRequired: Bool
    /// Whether `null` is allowed for it: its schema admits `null` (`type` with `null`, an
    /// `enum` holding it, OpenAPI 3.0 `nullable: true`, a `null` branch of `anyOf`), or the
    /// document is PostgREST's Swagger 2.0 and the property is not required.
    public let isNullable: Bool
  }

  /// What an object may hold beside its declared `properties`.
  public enum AdditionalProperties: Sendable {
    /// Any other key (no `additionalProperties`, or `true`).
    case allowed
    /// No other key (`additionalProperties: false`).
    case forbidden
    /// Other keys, each value valid against this schema.
    case schema(SchemaLocation)
  }

  public let location: SchemaLocation
  /// `true` or `false` for a boolean schema; `nil` for an object schema.
  public let boolean: Bool?
  /// The types `type` names, `nil` without `type` (see ``SchemaType`` for `integer`).
  public let types: Set<SchemaType>?
  /// This schema by itself accepts `null`: `type` includes it, `enum`/`const` holds it, or
  /// OpenAPI 3.0 `nullable: true`; also when nothing here constrains the type.
  public let isNullable: Bool
  /// The values `enum` lists, or `[const]`; `nil` when neither is present.
  public let enumValues: [JSONValue]?
  /// `format` (a Postgres type name in PostgREST's Swagger 2.0: `timestamp with time zone`).
  public let format: String?
  public let title: String?
  public let description: String?
  /// `properties`, in the order the schema declares them.
  public let properties: [Property]
  /// `required`, in the order the schema lists it.
  public let required: [String]
  public let additionalProperties: AdditionalProperties
  /// `unevaluatedProperties: false` (2019-09 and later): no key that no applicator declared.
  public let forbidsUnevaluatedProperties: Bool
  /// `patternProperties`: the pattern and the schema for values of matching keys.
  public let patternProperties: [(pattern: String, schema: SchemaLocation)]
  /// The schema for array items after ``prefixItems`` (`items` as one schema; in 2020-12
  /// `items`, before it `additionalItems` when `items` is a list).
  public let items: SchemaLocation?
  /// Positional item schemas: `prefixItems` (2020-12), or `items` as a list (drafts 4–2019-09).
  public let prefixItems: [SchemaLocation]
  /// The target of `$ref` (also `$dynamicRef`/`$recursiveRef`, at their static target).
  public let reference: SchemaLocation?
  public let allOf: [SchemaLocation]
  public let anyOf: [SchemaLocation]
  public let oneOf: [SchemaLocation]
  /// `$defs` and `definitions` (an OpenAPI document root: `components/schemas`; a Swagger
  /// one: `definitions`), by name, in declared order.
  public let definitions: [(name: String, schema: SchemaLocation)]

  /// The property named `name`, if declared.
  public func property(_ name: String) -> Property? { properties.first { $0.name == name } }

  /// Declared properties not listed in `required`, in declared order.
  public var optionalProperties: [String] { properties.filter { !$0.isRequired }.map(\.name) }
}
