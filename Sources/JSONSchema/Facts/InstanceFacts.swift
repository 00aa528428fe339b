public import JSONCore

/// What a schema says about one place of an instance, merged over every subschema that
/// applies there.
///
/// The subschemas that apply at a place are those the place's parent reaches through
/// `properties`, `additionalProperties`, `items` and `prefixItems`, expanded through `$ref`,
/// every `allOf` member and the `anyOf`/`oneOf` branches that could accept the value there.
/// Given an instance, a branch could accept the value when its `type`, `enum` and `const`
/// admit it (enough to pick the object branch of `anyOf [{$ref}, {type: null}]`, how
/// nullable columns are often written), and of several an object could take, those it fits
/// best (the fewest of their required keys missing and of its members their properties do
/// not admit: a dog is no `Cat` whose `kind` is `["cat"]`); without one, every branch counts.
///
/// A place no schema describes (outside the schema, or under `additionalProperties: true`)
/// has ``isDescribed`` `false` and says nothing.
public struct InstanceFacts: Sendable {
  public let instanceLocation: JSONPointer
  /// The subschemas that apply, each once, the place's own first.
  public let schemas: [SchemaLocation]
  /// The types the place may hold: what every applicable schema allows, `null` included
  /// when ``isNullable``.
  public let types: Set<SchemaType>
  /// Whether `null` is allowed here: every schema the parent puts at this place admits
  /// it, or PostgREST's Swagger 2.0 rule applies (a property its parent does not require).
  public let isNullable: Bool
  /// The allowed values when an applicable schema has `enum` or `const` (the first such).
  public let enumValues: [JSONValue]?
  /// Every `format` an applicable schema gives, in order, each once.
  public let formats: [String]
  /// Keys some applicable schema requires (objects), in the order first listed.
  public let requiredKeys: [String]
  /// Keys only some alternatives here require: a `oneOf`/`anyOf` branch's (`Cat` requires
  /// `meows`, `Dog` does not: not in ``requiredKeys``), or a member's whose alternatives'
  /// schemas differ (`Cat.toy` requires `mouse`, `Dog.toy` requires `ball`: in
  /// ``requiredKeys``, which merges them). Whether an object here must have one depends on the
  /// branch it or its parent took; asked with the instance (``SchemaFacts/facts(at:in:)``,
  /// ``SchemaFacts/requiredKeys(at:in:)``), the facts say.
  public let requiredByBranch: Set<String>
  /// Keys declared in `properties` of some applicable schema, in declared order: the
  /// property order of the contract.
  public let propertyOrder: [String]
  /// Whether keys beyond the declared ones are allowed: no applicable schema has
  /// `additionalProperties: false` or `unevaluatedProperties: false`.
  public let allowsAdditionalKeys: Bool

  /// Whether any schema describes the place.
  public var isDescribed: Bool { !schemas.isEmpty }

  /// Declared keys no applicable schema requires, in declared order.
  public var optionalKeys: [String] {
    let required = Set(requiredKeys)
    return propertyOrder.filter { !required.contains($0) }
  }

  public func isRequired(_ key: String) -> Bool { requiredKeys.contains(key) }

  /// The applicable schemas that list the values allowed here (`enum` or `const`): several
  /// are a union's alternatives, each pinning its own (`kind: cat`, `kind: dog`).
  public var valueListings: [SchemaLocation] {
    schemas.filter { $0.value["enum"] != nil || $0.value["const"] != nil }
  }

  /// The formats that name a timestamp: `date-time`, and the Postgres timestamp types
  /// PostgREST's Swagger 2.0 writes in `format`.
  public static let timestampFormats: Set<String> = [
    "date-time", "timestamp with time zone", "timestamp without time zone", "timestamp", "timestamptz",
  ]

  /// Whether an applicable schema says the value is a timestamp (see ``timestampFormats``).
  public var isTimestamp: Bool { formats.contains { InstanceFacts.timestampFormats.contains($0) } }
}
