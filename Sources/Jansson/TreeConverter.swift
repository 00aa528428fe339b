import CJansson
import JSONCore

/// Turns jansson's tree into a ``JSONValue``, giving numbers back their source lexemes.
///
/// Recursion depth is bounded by jansson's own nesting limit (2048), and each frame is small.
struct TreeConverter {
  let source: [UInt8]
  let scan: NumberScan
  private var nextToken = 0
  private var unrepresentable: [Int: ParsedJSON.ReferenceLimitation.Kind]
  private(set) var limitations: [ParsedJSON.ReferenceLimitation] = []

  init(source: [UInt8], scan: NumberScan) {
    self.source = source
    self.scan = scan
    self.unrepresentable = Dictionary(
      scan.unrepresentable.map { ($0.token, $0.kind) }, uniquingKeysWith: { first, _ in first })
  }

  mutating func convert(_ json: UnsafeMutablePointer<json_t>, at path: JSONPath) -> JSONValue {
    switch cj_typeof(json) {
    case Int32(JSON_OBJECT.rawValue):
      var object = JSONObject()
      var iterator = json_object_iter(json)
      while let current = iterator {
        let length = json_object_iter_key_len(current)
        let key =
          json_object_iter_key(current).map {
            String(
              decoding: UnsafeRawBufferPointer(start: $0, count: length).bindMemory(to: UInt8.self),
              as: UTF8.self)
          } ?? ""
        if let child = json_object_iter_value(current) {
          object.append(key: key, value: convert(child, at: path.appending(key: key)))
          // Free each converted subtree at once, so the two trees never both hold a large
          // document in full (`json_null()` is a shared singleton: no allocation).
          json_object_iter_set_new(json, current, json_null())
        }
        iterator = json_object_iter_next(json, current)
      }
      return .object(object)
    case Int32(JSON_ARRAY.rawValue):
      let count = json_array_size(json)
      var array: [JSONValue] = []
      array.reserveCapacity(count)
      for index in 0..<count {
        if let child = json_array_get(json, index) {
          array.append(convert(child, at: path.appending(index: index)))
          json_array_set_new(json, index, json_null())
        }
      }
      return .array(array)
    case Int32(JSON_STRING.rawValue):
      let length = json_string_length(json)
      guard let characters = json_string_value(json) else { return .string("") }
      return .string(
        String(
          decoding: UnsafeRawBufferPointer(start: characters, count: length).bindMemory(
            to: UInt8.self), as: UTF8.self))
    case Int32(JSON_INTEGER.rawValue):
      let value = Int64(json_integer_value(json))
      let lexeme = takeToken()
      // "-0" is an integer 0 to jansson; keep its sign in the lexeme.
      if let lexeme, Int64(lexeme) == value || lexeme == "-0" {
        return .number(JSONNumber(lexeme: lexeme) ?? JSONNumber(value))
      }
      return .number(JSONNumber(value))
    case Int32(JSON_REAL.rawValue):
      let index = nextToken
      let lexeme = takeToken()
      if let kind = unrepresentable[index], let lexeme {
        let offset = scan.tokens[index].lowerBound
        limitations.append(
          .init(
            kind: kind, pointer: path.pointer,
            location: SourceLocation(offset: offset, in: source), lexeme: lexeme))
      }
      if let lexeme, let number = JSONNumber(lexeme: lexeme) { return .number(number) }
      return .number(JSONNumber(json_real_value(json)))
    case Int32(JSON_TRUE.rawValue):
      return .bool(true)
    case Int32(JSON_FALSE.rawValue):
      return .bool(false)
    default:
      return .null
    }
  }

  private mutating func takeToken() -> String? {
    guard nextToken < scan.tokens.count else { return nil }
    defer { nextToken += 1 }
    return String(decoding: source[scan.tokens[nextToken]], as: UTF8.self)
  }
}
