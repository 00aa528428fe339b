import Foundation
public import JSONCore

/// How one of Foundation's JSON readers read a document: accepted with a value, or rejected.
public struct FoundationReading: Sendable {
  /// The reader's name as reports show it: `JSONSerialization` or `JSONDecoder`.
  public var parser: String
  public var value: JSONValue?
  /// The reader's own error text when it rejected the bytes.
  public var error: String?
  /// Why the reader was not run, when it was not (documents too large for it).
  public var skipped: String?

  public var accepted: Bool { value != nil }

  /// Foundation's readers build the whole document as objects several times its size
  /// (a 1 GB file needs well over 20 GB), so larger documents are not given to them.
  public static let sizeLimit = 256 << 20

  static func skipped(_ parser: String, size: Int) -> FoundationReading {
    FoundationReading(
      parser: parser, value: nil, error: nil,
      skipped: "not run: the document is \(size >> 20) MB, above Foundation's \(sizeLimit >> 20) MB limit here")
  }

  /// Reads with `JSONSerialization` (fragments allowed), as apps using it directly do.
  static func serialization(_ data: Data) -> FoundationReading {
    do {
      let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return FoundationReading(parser: "JSONSerialization", value: jsonValue(object), error: nil, skipped: nil)
    } catch {
      return FoundationReading(parser: "JSONSerialization", value: nil, error: describe(error), skipped: nil)
    }
  }

  /// Reads with `JSONDecoder` into a dynamic value, as `Codable` models meet the bytes.
  static func decoder(_ data: Data) -> FoundationReading {
    do {
      let decoded = try JSONDecoder().decode(DecodedJSON.self, from: data)
      return FoundationReading(parser: "JSONDecoder", value: decoded.value, error: nil, skipped: nil)
    } catch {
      return FoundationReading(parser: "JSONDecoder", value: nil, error: describe(error), skipped: nil)
    }
  }

  private static func describe(_ error: any Error) -> String {
    if let decoding = error as? DecodingError {
      switch decoding {
      case .dataCorrupted(let context):
        let underlying = context.underlyingError.map(describe)
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return [context.debugDescription, underlying, path.isEmpty ? nil : "at \(path)"]
          .compactMap { $0 }.joined(separator: "; ")
      case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
        return context.debugDescription
      @unknown default: return "\(decoding)"
      }
    }
    let nsError = error as NSError
    return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
  }

  /// Converts `JSONSerialization`'s Foundation objects.
  ///
  /// Object keys come out sorted: a dictionary has no order to report.
  private static func jsonValue(_ object: Any) -> JSONValue {
    switch object {
    case is NSNull:
      return .null
    case let string as String:
      return .string(string)
    case let number as NSNumber:
      let type = String(cString: number.objCType)
      // Booleans arrive as NSNumbers of C type `char` (Linux) or `BOOL`.
      if type == "c" || type == "B" { return .bool(number.boolValue) }
      if type == "d" || type == "f" { return .number(JSONNumber(number.doubleValue)) }
      if type == "Q" { return .number(JSONNumber(lexeme: number.stringValue) ?? JSONNumber(number.doubleValue)) }
      return .number(JSONNumber(number.int64Value))
    case let array as [Any]:
      return .array(array.map(jsonValue))
    case let dictionary as [String: Any]:
      return .object(JSONObject(dictionary.keys.sorted().map { ($0, jsonValue(dictionary[$0] ?? NSNull())) }))
    default:
      return .string("\(object)")
    }
  }
}

/// Any JSON value, read through `Decodable` the way a model's properties would be.
///
/// A number is read as a `Double` property reads it (so `0e1` and `1e-400`, which
/// `JSONDecoder` refuses, make the document unreadable), and as `Int64` where a `Double`
/// would round it. `JSONDecoder` does not say how a number was written, so only values, not
/// kinds, can be compared.
private struct DecodedJSON: Decodable {
  let value: JSONValue

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: Key.self) {
      var object = JSONObject()
      for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        object.append(key: key.stringValue, value: try container.decode(DecodedJSON.self, forKey: key).value)
      }
      value = .object(object)
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var array: [JSONValue] = []
      while !container.isAtEnd { array.append(try container.decode(DecodedJSON.self).value) }
      value = .array(array)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      value = .null
    } else if let bool = try? container.decode(Bool.self) {
      value = .bool(bool)
    } else {
      do {
        let double = try container.decode(Double.self)
        if abs(double) >= 9_007_199_254_740_992, let integer = try? container.decode(Int64.self) {
          value = .number(JSONNumber(integer))
        } else if double.rounded(.towardZero) == double, double != 0 || double.sign == .plus,
          abs(double) < 9_007_199_254_740_992
        {
          // Integral values print as integers, as JSONDecoder's callers would see them.
          value = .number(JSONNumber(Int64(double)))
        } else {
          value = .number(JSONNumber(double))
        }
      } catch DecodingError.typeMismatch {
        // Not a number: the only kind left is a string, and its error is the one to report.
        value = .string(try container.decode(String.self))
      }
    }
  }
}
