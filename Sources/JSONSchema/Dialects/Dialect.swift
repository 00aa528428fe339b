public import JSONCore

/// The language a schema is written in: a JSON Schema draft or an API description format
/// that embeds schemas.
///
/// API formats change a few rules on top of their base draft (``draft``):
/// - OpenAPI 3.0 Schema Objects (draft 4 based): `nullable: true` also accepts `null`;
///   `discriminator`, `example`, `xml`, `externalDocs` and `deprecated` are annotations.
/// - OpenAPI 3.1: 2020-12 plus the OAS vocabulary's annotations.
/// - Both OpenAPI versions: a `writeOnly` property is not required of a response
///   (``requiredKeys(_:)``), and a `discriminator` decides the `oneOf`/`anyOf` alternative
///   (`Discriminator.init(openAPI:alternatives:)`).
/// - Every API format: a `discriminator` on a schema that other named schemas extend with
///   `allOf` (and no `oneOf`/`anyOf` beside it) applies the extension its value names
///   (`DerivedSchemaKeyword`).
/// - Swagger 2.0 (draft 4 based), as PostgREST emits it: PostgREST marks no column nullable,
///   so a property not listed in the parent's `required` also accepts `null`, and `format`
///   holds a Postgres type name (`timestamp with time zone`, `uuid`, `character varying`); as
///   go-swagger and NSwag emit it: `x-nullable: true` also accepts `null`.
///
/// The dialect of a schema inside an API document comes from the document root
/// (`"openapi": "3.0.3"`, `"openapi": "3.1.0"`, `"swagger": "2.0"`), also when the schema is
/// reached through a `$ref` from a plain JSON Schema.
public enum Dialect: Sendable, Hashable {
  case jsonSchema(Draft)
  case openAPI3_0
  case openAPI3_1
  case swagger2_0

  /// The JSON Schema draft whose keywords the dialect builds on.
  public var draft: Draft {
    switch self {
    case .jsonSchema(let draft): draft
    case .openAPI3_0, .swagger2_0: .draft4
    case .openAPI3_1: .draft2020_12
    }
  }

  /// The dialect of an API description document, from its root's `openapi` or `swagger`
  /// member; `nil` for a document that is neither (a plain JSON Schema).
  public static func apiDialect(ofDocument root: JSONValue) -> Dialect? {
    if let version = versionText(root["openapi"]) {
      if version.hasPrefix("3.0") { return .openAPI3_0 }
      if version.hasPrefix("3.1") || version.hasPrefix("3.2") { return .openAPI3_1 }
      return nil
    }
    if let version = versionText(root["swagger"]), version.hasPrefix("2.") { return .swagger2_0 }
    return nil
  }

  /// A version as written: YAML reads an unquoted `swagger: 2.0` (the OpenAPI Initiative's
  /// own examples write it so) as the number 2.0, whose lexeme is the text.
  private static func versionText(_ value: JSONValue?) -> String? {
    value?.stringValue ?? value?.numberValue?.lexeme
  }

  /// Where an API document names its schemas (`#/components/schemas/Pet`,
  /// `#/definitions/Pet` in Swagger 2.0); `nil` for a JSON Schema.
  public var namedSchemas: [String]? {
    switch self {
    case .openAPI3_0, .openAPI3_1: ["components", "schemas"]
    case .swagger2_0: ["definitions"]
    case .jsonSchema: nil
    }
  }

  /// The keyword whose `true` also accepts `null`, whatever `type` says, beside a `$ref`
  /// too: OpenAPI 3.0's `nullable`, and Swagger 2.0's `x-nullable` (the extension go-swagger
  /// and NSwag write, and generators honour; Swagger 2.0 itself has no null).
  public var nullableKeyword: String? {
    switch self {
    case .openAPI3_0: "nullable"
    case .swagger2_0: "x-nullable"
    case .jsonSchema, .openAPI3_1: nil
    }
  }

  /// Whether `schema` (an object's members) accepts `null` by ``nullableKeyword``.
  public func marksNullable(_ schema: JSONObject) -> Bool {
    nullableKeyword.map { schema[$0]?.boolValue == true } ?? false
  }

  /// The keys `schema` (an object's members) requires of the instances this tool reads,
  /// which are responses: its `required`, less, in OpenAPI 3, each property marked
  /// `writeOnly` (a password), whose `required` "takes effect on the request only".
  public func requiredKeys(_ schema: JSONObject) -> [String] {
    (schema["required"]?.arrayValue ?? []).compactMap(\.stringValue).filter { !isWriteOnly($0, in: schema) }
  }

  /// Whether `schema` requires `key` of a response (``requiredKeys(_:)``), without listing
  /// the others: asked once per member of every recorded object.
  public func requires(_ key: String, in schema: JSONObject) -> Bool {
    schema["required"]?.arrayValue?.contains(.string(key)) == true && !isWriteOnly(key, in: schema)
  }

  /// Whether `schema`'s property `key` is an OpenAPI 3 `writeOnly` one.
  func isWriteOnly(_ key: String, in schema: JSONObject) -> Bool {
    (self == .openAPI3_0 || self == .openAPI3_1) && schema["properties"]?[key]?["writeOnly"]?.boolValue == true
  }

  /// Whether the dialect is one of the API description formats.
  public var isAPIDescription: Bool {
    if case .jsonSchema = self { return false }
    return true
  }

  /// The OpenAPI 3.1 default dialect URI (`jsonSchemaDialect`), read as 2020-12 plus the OAS
  /// annotations.
  static let openAPI31DialectURI = "https://spec.openapis.org/oas/3.1/dialect/base"
}

extension Dialect: CustomStringConvertible {
  public var description: String {
    switch self {
    case .jsonSchema(let draft): "JSON Schema \(draft.rawValue)"
    case .openAPI3_0: "OpenAPI 3.0"
    case .openAPI3_1: "OpenAPI 3.1"
    case .swagger2_0: "Swagger 2.0"
    }
  }
}
