/// The declarations the translator builds and the renderer prints: one value per generated
/// Swift type, in the order the schema gives them.
enum TypeDeclaration: Hashable, Sendable {
  case structure(StructDeclaration)
  case enumeration(EnumDeclaration)
  case union(UnionDeclaration)
  case tuple(TupleDeclaration)
  case alias(AliasDeclaration)

  var name: String {
    switch self {
    case .structure(let declaration): declaration.name
    case .enumeration(let declaration): declaration.name
    case .union(let declaration): declaration.name
    case .tuple(let declaration): declaration.name
    case .alias(let declaration): declaration.name
    }
  }

  var documentation: Documentation {
    switch self {
    case .structure(let declaration): declaration.documentation
    case .enumeration(let declaration): declaration.documentation
    case .union(let declaration): declaration.documentation
    case .tuple(let declaration): declaration.documentation
    case .alias(let declaration): declaration.documentation
    }
  }
}

/// A doc comment: the schema's `description`, and where the type came from.
struct Documentation: Hashable, Sendable {
  /// The description's lines, as written.
  var lines: [String]
  /// The schema location: `#/definitions/Pet`, or `other.json#/$defs/Tag` from another file.
  var source: String
}

/// How a key is present in the JSON, which decides how it is decoded and encoded.
enum Presence: Hashable, Sendable {
  /// Required, never `null`: `let x: T`.
  case required
  /// May be absent, never `null`: `let x: T?`, `decodeIfPresent`, omitted when `nil`.
  case optional
  /// Always present, may be `null`: `let x: T?`, decoded as `T?` (a missing key fails) and
  /// encoded as `null` when `nil`.
  case requiredNullable
  /// May be absent or `null`, without `--tri-state`: read like ``optional`` (a `null` is
  /// written back as an absent key).
  case optionalNullable
  /// May be absent or `null`, with `--tri-state`: `let x: Nullable<T>?` keeps all three.
  case triState
  /// May be absent, and the type holds `null` itself (`JSONValue`): `let x: JSONValue?`, `nil`
  /// only when the key is absent, so a `null` is written back as `null`.
  case optionalHoldingNull
}

struct PropertyDeclaration: Hashable, Sendable {
  var swiftName: String
  var key: String
  var type: TypeUsage
  var presence: Presence
  var documentation: [String]
}

struct StructDeclaration: Hashable, Sendable {
  var name: String
  var documentation: Documentation
  var properties: [PropertyDeclaration]
  /// Members beyond the properties, kept when `additionalProperties` is a schema.
  var extra: ExtraMembers?

  struct ExtraMembers: Hashable, Sendable {
    var swiftName: String
    var type: TypeUsage
  }

  init(name: String, documentation: Documentation, properties: [PropertyDeclaration], extra: ExtraMembers? = nil) {
    self.name = name
    self.documentation = documentation
    self.properties = properties
    self.extra = extra
  }
}

/// A string or integer enum; with a fallback case, values the schema does not list decode
/// into it and encode back unchanged.
struct EnumDeclaration: Hashable, Sendable {
  enum RawType: String, Hashable, Sendable {
    case string = "String"
    case integer = "Int"
  }

  struct Case: Hashable, Sendable {
    var name: String
    /// The raw value as a Swift literal (`"in_progress"`, `2`).
    var literal: String
  }

  var name: String
  var documentation: Documentation
  var rawType: RawType
  var cases: [Case]
  /// The name of the `case name(RawValue)` fallback, `nil` without one.
  var fallback: String?
}

/// An `anyOf`/`oneOf` as an enum with one case per alternative.
struct UnionDeclaration: Hashable, Sendable {
  struct Case: Hashable, Sendable {
    var name: String
    var type: TypeUsage
    /// The discriminator values that select this case (OpenAPI `discriminator`).
    var discriminatorValues: [String]
    /// For an object alternative: the keys it requires, and the keys it keeps (`nil` when it
    /// keeps any key); how decoding picks among alternatives that all decode.
    var keys: ObjectKeys? = nil
    /// The strings the union's ``UnionDeclaration/tag`` may hold in this alternative (its
    /// `const` or `enum`); `nil` when it does not pin the tag.
    var tagValues: [String]? = nil
    /// The fallback case of this alternative's enum, when the enum must decode only the values
    /// it lists here: another alternative takes the other strings.
    var listedOnly: String? = nil
  }

  struct ObjectKeys: Hashable, Sendable {
    var required: [String]
    var known: [String]?
  }

  var name: String
  var documentation: Documentation
  var cases: [Case]
  /// The discriminator property's JSON key; `nil` means try each case in order.
  var discriminator: String?
  /// Without a discriminator: the property several alternatives pin to strings (Zod's
  /// `z.enum` and `z.literal` tags, `"action": {"enum": [...]}`), which rules out those that
  /// do not allow the payload's value before any is tried.
  var tag: String? = nil
  /// The case a discriminator value that names no other case decodes as (a base schema's
  /// own members); `nil`: such a value is a `DecodingError`.
  var fallback: String? = nil
  /// The enum holds itself (through a recursive schema) and must be `indirect`.
  var isIndirect: Bool
}

/// A fixed-length array (`prefixItems`, array-valued `items`) as a struct of its elements.
struct TupleDeclaration: Hashable, Sendable {
  struct Element: Hashable, Sendable {
    var swiftName: String
    var type: TypeUsage
    /// Elements past `minItems` may be missing from the end.
    var isOptional: Bool
  }

  var name: String
  var documentation: Documentation
  var elements: [Element]
  /// The type of the elements past the listed ones, for a tuple that allows more (draft 4's
  /// `items: [...]` without `additionalItems: false`); `nil` for a closed tuple.
  var rest: TypeUsage? = nil
}

/// A definition or root that is no type of its own (an array, a string with a format): a
/// `typealias`, so references keep the definition's name.
struct AliasDeclaration: Hashable, Sendable {
  var name: String
  var documentation: Documentation
  var type: TypeUsage
}

/// One output file: what it is generated from and the declarations in it.
struct SwiftFile: Hashable, Sendable {
  var name: String
  /// The schema paths named in the header.
  var sources: [String]
  var declarations: [TypeDeclaration]
  /// The support types this file holds (only the support file has any).
  var support: [SupportType]
}
