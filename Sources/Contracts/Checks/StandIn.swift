import Foundation
import JSONCore

/// A value the model reads where a response's value failed, so that a decode can go on past
/// a failure no array element holds: the second unreadable date of one object, a `null` in
/// a required `String` beside it.
///
/// Only plain values of a type the failure names: a stand-in object would bring its own
/// missing keys, which no response had. A stand-in the model still refuses (an `Int` enum
/// that has no case 0, a `String` a custom initializer checks) is not a failure of the
/// response: ``FurtherDecodeFailures`` leaves out the element holding it instead.
enum StandIn {
  /// The stand-in for `failure`'s value `found`, or `nil` when its cause names no type to
  /// stand in.
  ///
  /// A value refused in words the date causes do not use (a client's own date strategy:
  /// "not an ISO 8601 date: 2024-04-01") is still a date when it reads as one begins.
  static func value(for failure: DecodeFailure, found: JSONValue, dates: inout DateStandIn) -> JSONValue? {
    switch failure.cause {
    case .unreadableDate: return dates.value
    case .nullValue, .typeMismatch: return failure.expectedType.flatMap { value(ofType: $0, dates: &dates) }
    case .invalidValue: return DecodeFailure.looksLikeDate(found) ? dates.value : nil
    case .missingKey, .unknownEnumValue, .unreadableJSON: return nil
    }
  }

  /// A value of the Swift type named `type` (as `String(describing:)` writes it).
  private static func value(ofType type: String, dates: inout DateStandIn) -> JSONValue? {
    switch type {
    case "String": return .string("")
    case "Bool": return .bool(false)
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
      return .number(JSONNumber(0))
    case "Double", "Float", "Decimal", "CGFloat": return .number(JSONNumber(0))
    case "Date": return dates.value
    case "URL": return .string("https://example.com/")
    case "UUID": return .string("00000000-0000-0000-0000-000000000000")
    default: return nil
    }
  }
}

/// A date the profile's decoder reads, found once per search by trying the forms backends
/// write; `nil` when it reads none (a custom strategy that wants something else).
struct DateStandIn {
  private let profile: Profile
  private var found: JSONValue??

  init(_ profile: Profile) { self.profile = profile }

  static let forms: [JSONValue] = [
    .string("2001-01-01T00:00:00Z"), .string("2001-01-01T00:00:00.000Z"), .string("2001-01-01T00:00:00+00:00"),
    .string("2001-01-01"), .string("2001-01-01 00:00:00"), .number(JSONNumber(978_307_200)),
    .number(JSONNumber(978_307_200_000)),
  ]

  var value: JSONValue? {
    mutating get {
      if let found { return found }
      let decoder = profile.makeDecoder()
      let value = DateStandIn.forms.first(where: decoder.readsDate)
      found = .some(value)
      return value
    }
  }
}

extension JSONDecoder {
  /// Whether this decoder reads `value` as a `Date`, with its date strategy.
  func readsDate(_ value: JSONValue) -> Bool {
    (try? decode([Date].self, from: Data(JSONWriter().bytes(.array([value]))))) != nil
  }
}
