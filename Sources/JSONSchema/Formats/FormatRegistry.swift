import JSONSchemaRegex
/// Format assertion functions, by format name.
///
/// JSON Schema's `format` values map to the checkers of this folder; PostgREST's Swagger
/// 2.0 documents put Postgres type names in `format`, which get their own table. A format
/// with no checker is an annotation only: callers treat `nil` as "always valid".
///
/// ```swift
/// if let check = FormatRegistry.checker(for: "date-time"), !check(value) { … }
/// ```
///
/// Checkers are pure functions of the string; non-string instances always pass a format,
/// and that is the caller's business.
public enum FormatRegistry {
  /// The checker for a JSON Schema format name, nil when the format is unknown (annotation only).
  public static func checker(for format: String) -> (@Sendable (String) -> Bool)? {
    jsonSchemaCheckers[format]
  }

  /// The checker for a PostgREST (Postgres type name) format, nil when it has no checkable meaning.
  public static func postgresChecker(for format: String) -> (@Sendable (String) -> Bool)? {
    PostgresFormats.checker(for: format)
  }

  /// The format names `checker(for:)` knows.
  public static var knownFormats: [String] { jsonSchemaCheckers.keys.sorted() }

  private static let jsonSchemaCheckers: [String: @Sendable (String) -> Bool] = [
    "date-time": DateTimeFormats.isDateTime,
    "date": DateTimeFormats.isDate,
    "time": DateTimeFormats.isTime,
    "duration": DurationFormat.isValid,
    "email": EmailFormats.isEmail,
    "idn-email": EmailFormats.isIDNEmail,
    "hostname": HostnameFormats.isHostname,
    "idn-hostname": HostnameFormats.isIDNHostname,
    "ipv4": IPAddressFormats.isIPv4,
    "ipv6": IPAddressFormats.isIPv6,
    "uri": URIFormats.isURI,
    "uri-reference": URIFormats.isURIReference,
    "iri": URIFormats.isIRI,
    "iri-reference": URIFormats.isIRIReference,
    "uri-template": URITemplateFormat.isValid,
    "uuid": UUIDFormat.isValid,
    "json-pointer": JSONPointerFormats.isJSONPointer,
    "relative-json-pointer": JSONPointerFormats.isRelativeJSONPointer,
    "regex": ECMARegex.isValid,
  ]
}
