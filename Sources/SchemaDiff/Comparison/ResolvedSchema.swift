import JSONCore
import JSONSchema

/// A schema as a response sees it: `$ref`s followed, `allOf` members' properties merged, and
/// the `anyOf [X, {"type": "null"}]` spelling of "nullable X" read as X.
///
/// Two versions of a schema are compared through this view, so a definition that moved (or a
/// `$ref` that now names another definition of the same shape) is no change, and the three
/// spellings of nullable (type arrays, `nullable: true`, a `null` branch) compare equal.
struct ResolvedSchema {
  struct Property {
    var name: String
    var schema: SchemaLocation
    var isRequired: Bool
    var isNullable: Bool
  }

  /// Where the content is (the end of the `$ref` chain, or the non-null branch).
  var location: SchemaLocation
  /// Every type the schema admits, `null` included when it does.
  var types: Set<SchemaType>
  var enumValues: [JSONValue]?
  var format: String?
  /// Declared properties, merged over `allOf`, in declared order.
  var properties: [Property] = []
  var additionalProperties: SchemaShape.AdditionalProperties = .allowed
  var items: SchemaLocation?
  var prefixItems: [SchemaLocation] = []
  /// The alternatives of an `anyOf`/`oneOf` that is more than "X or null".
  var alternatives: [SchemaLocation] = []
  /// The bounds keywords as written (`minimum`, `maxLength`, `pattern`, …).
  var bounds: [String: JSONValue] = [:]
  /// A base schema's `discriminator` over the schemas that extend it (`allOf`): its
  /// property, and the schema each value names (``SchemaFacts/derivedSchemas(at:)``).
  var derived: DerivedSchemaCases?

  var isNullable: Bool { types.contains(.null) }
  var nonNullTypes: Set<SchemaType> { types.subtracting([.null]) }

  static let boundKeywords = [
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
    "pattern", "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties",
  ]

  /// How many `$ref`s and branches are followed before giving up on a chain (`a → b → a`).
  private static let depthLimit = 32

  init(_ start: SchemaLocation, in facts: SchemaFacts) {
    types = facts.admittedTypes(at: start)
    location = ResolvedSchema.content(of: start, in: facts)
    // The schema's own discriminator, not one an `allOf` part brings (`Cat` is no base of `Pet`'s).
    derived = facts.derivedSchemas(at: location)
    var pending = [start]
    var seen = Set<SchemaLocation>()
    while let next = pending.popLast(), seen.count < ResolvedSchema.depthLimit {
      guard seen.insert(next).inserted else { continue }
      let shape = facts.shape(at: next)
      if let target = shape.reference {
        pending.append(target)
        continue
      }
      let branches = shape.anyOf + shape.oneOf
      let nonNull = ResolvedSchema.nonNull(branches, in: facts)
      if branches.count > nonNull.count, nonNull.count == 1 {
        // "X or null": the null branch is in `types`; X is the content.
        pending.append(nonNull[0])
      } else {
        alternatives += nonNull
      }
      absorb(shape)
      pending.append(contentsOf: shape.allOf.reversed())
    }
  }

  /// The end of `start`'s `$ref` chain, through "X or null" branches: where a change is
  /// reported in the schema.
  static func content(of start: SchemaLocation, in facts: SchemaFacts) -> SchemaLocation {
    var current = start
    for _ in 0..<depthLimit {
      let shape = facts.shape(at: current)
      if let target = shape.reference {
        current = target
        continue
      }
      let branches = shape.anyOf + shape.oneOf
      let nonNull = nonNull(branches, in: facts)
      guard branches.count > nonNull.count, nonNull.count == 1 else { break }
      current = nonNull[0]
    }
    return current
  }

  private static func nonNull(_ branches: [SchemaLocation], in facts: SchemaFacts) -> [SchemaLocation] {
    branches.filter { facts.admittedTypes(at: $0) != [.null] }
  }

  /// Takes what `shape` says by itself; the first schema to say a thing wins.
  private mutating func absorb(_ shape: SchemaShape) {
    if enumValues == nil { enumValues = shape.enumValues }
    if format == nil { format = shape.format }
    for property in shape.properties {
      if let index = properties.firstIndex(where: { $0.name == property.name }) {
        properties[index].isRequired = properties[index].isRequired || property.isRequired
      } else {
        properties.append(
          Property(
            name: property.name, schema: property.schema, isRequired: property.isRequired,
            isNullable: property.isNullable))
      }
    }
    for name in shape.required {
      if let index = properties.firstIndex(where: { $0.name == name }) { properties[index].isRequired = true }
    }
    switch shape.additionalProperties {
    case .allowed: break
    case .forbidden, .schema:
      if case .allowed = additionalProperties { additionalProperties = shape.additionalProperties }
    }
    if items == nil { items = shape.items }
    if prefixItems.isEmpty { prefixItems = shape.prefixItems }
    if let object = shape.location.value.objectValue {
      for keyword in ResolvedSchema.boundKeywords where bounds[keyword] == nil {
        if let value = object[keyword] { bounds[keyword] = value }
      }
    }
  }
}
