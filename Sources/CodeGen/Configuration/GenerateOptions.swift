/// How `contract generate` writes Swift: one value for the command line, the config file and
/// the plugins, with the defaults the README documents.
public struct GenerateOptions: Sendable, Hashable {
  public enum Layout: String, Sendable, Hashable, CaseIterable {
    /// One file per `--schema` input, named after it.
    case perSchema = "per-schema"
    /// One file per named type (a root or a definition) with the inline types it holds.
    case perType = "per-type"
    /// Everything in one file (``fileName``): what the build-tool plugin uses, since a build
    /// command must name its outputs before it runs.
    case single
  }

  public enum DateStrategy: String, Sendable, Hashable, CaseIterable {
    /// `date-time` → `ISO8601DateTime`, `date` → `CalendarDate`.
    case iso8601
    /// Both stay `String`.
    case string
  }

  public enum Acronyms: String, Sendable, Hashable, CaseIterable {
    /// `user_id` → `userID`, `avatar_url` → `avatarURL` (the Swift API guidelines).
    case upper
    /// `user_id` → `userId`.
    case capitalized
  }

  public enum ObjectKind: String, Sendable, Hashable, CaseIterable {
    case `struct`
    /// `final class`, with the memberwise initializer, `==` and `hash(into:)` written out.
    case `class`
  }

  public enum Access: String, Sendable, Hashable, CaseIterable {
    case `public`, `package`, `internal`
  }

  public var layout: Layout = .perSchema
  /// The file name of the `single` layout.
  public var fileName = "Models.swift"
  public var access: Access = .public
  /// The protocols every generated type conforms to; `Codable` is always there.
  public var conformances: [String] = ["Codable", "Hashable", "Sendable"]
  public var objectKind: ObjectKind = .struct
  /// `var` properties instead of `let`.
  public var mutable = false
  /// Optional nullable keys keep absent, `null` and a value apart (`Nullable<T>?`).
  public var triState = false
  /// String and integer enums get an `unknown(RawValue)` case for values the schema does not list.
  public var enumFallback = true
  public var dateStrategy: DateStrategy = .iso8601
  /// `number` → `Decimal` instead of `Double`.
  public var decimal = false
  /// `format: uuid` → `UUID` (else `String`).
  public var uuid = true
  /// `format: uri` → `URL` (else `String`).
  public var url = true
  public var acronyms: Acronyms = .upper
  /// Schemas that allow any JSON value (free-form objects, `{}`, no `type`,
  /// `additionalProperties: true`, `patternProperties`) become the generated `JSONValue`;
  /// `false` refuses them, as the generator did before it had one.
  public var freeForm = true

  public init() {}

  /// The conformances that are written: `Codable` first, the rest as given, no repeats.
  var conformanceList: [String] {
    var seen: Set<String> = ["Codable"]
    return ["Codable"] + conformances.filter { seen.insert($0).inserted }
  }

  var isSendable: Bool { conformanceList.contains("Sendable") }
  var isHashable: Bool { conformanceList.contains("Hashable") }
  var isEquatable: Bool { isHashable || conformanceList.contains("Equatable") }
}
