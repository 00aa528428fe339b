/// A Swift type as a property, a case or an element uses it: the translator's answer to
/// "what type holds this schema", printed only by the renderer.
indirect enum TypeUsage: Hashable, Sendable {
  /// A type declared by this generator (a struct, an enum, a union).
  case named(String)
  /// A standard library or Foundation type (`String`, `Int64`, `UUID`, `URL`, `Decimal`).
  case builtin(String)
  /// A generated support type (`ISO8601DateTime`, `CalendarDate`).
  case support(SupportType)
  case array(TypeUsage)
  case dictionary(TypeUsage)
  /// `T?` where a value inside an array, a map or a tuple may be `null`.
  case optional(TypeUsage)
  /// A value held through the generated `Indirect` box, where a struct would otherwise
  /// contain itself.
  case indirect(TypeUsage)

  /// The type named `name` in the generated module (a support or declared type).
  var declaredName: String? {
    switch self {
    case .named(let name): name
    case .support(let type): type.rawValue
    default: nil
    }
  }
}

/// The fixed helper types the generated code may need; the support file holds the ones used.
enum SupportType: String, Hashable, Sendable, CaseIterable, Comparable {
  case dateTime = "ISO8601DateTime"
  case calendarDate = "CalendarDate"
  case nullable = "Nullable"
  case indirect = "Indirect"
  case dynamicKey = "DynamicCodingKey"
  /// How a union without a discriminator picks its alternative.
  case unionDecoding = "UnionDecoding"
  /// Any JSON value, for a schema that allows any (free-form objects, `{}`, no `type`).
  case jsonValue = "JSONValue"

  /// Whether its source needs Foundation (the others are the standard library's alone).
  var usesFoundation: Bool {
    switch self {
    case .dateTime, .jsonValue: true
    case .calendarDate, .nullable, .indirect, .dynamicKey, .unionDecoding: false
    }
  }

  static func < (lhs: SupportType, rhs: SupportType) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
