import CJansson
import JSONCore

/// Turns jansson's tree into a ``JSONValue``, giving numbers back their source lexemes.
///
/// Recursion depth is bounded by jansson's own nesting limit (2048), and each frame is small.
struct TreeConverter {
  let source: [UInt8]
  let scan: NumberScan
  /// Whether to free each subtree once converted (a tree in an arena is released whole).
  var freesAsItGoes: Bool
  private var nextToken = 0
  private var unrepresentable: [Int: ParsedJSON.ReferenceLimitation.Kind]
  private(set) var limitations: [ParsedJSON.ReferenceLimitation] = []
  /// Object members in the tree: fewer than the text writes when a key repeats (jansson
  /// keeps one member per key).
  private(set) var memberCount = 0
  /// Built at the first limitation: a document may have many, each located from it.
  private var lines: LineIndex?

  init(source: [UInt8], scan: NumberScan, freesAsItGoes: Bool) {
    self.source = source
    self.scan = scan
    self.freesAsItGoes = freesAsItGoes
    self.unrepresentable = Dictionary(
      scan.unrepresentable.map { ($0.token, $0.kind) }, uniquingKeysWith: { first, _ in first })
  }

  /// Converts `json`. `path` is tracked only when the document has unrepresentable numbers,
  /// whose limitations need a pointer; otherwise it is `nil` and costs nothing.
  mutating func convert(_ json: UnsafeMutablePointer<json_t>, at path: JSONPath?) -> JSONValue {
    switch cj_typeof(json) {
    case Int32(JSON_OBJECT.rawValue):
      let size = json_object_size(json)
      memberCount += size
      var members: [JSONObject.Member] = []
      members.reserveCapacity(size)
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
          // jansson keeps one member per key, so the keys are unique and need no checking (a
          // document that repeats one is parsed again: ``JanssonParser``, step 4).
          members.append(JSONObject.Member(key: key, value: convert(child, at: path?.appending(key: key))))
          // Free each converted subtree at once, so the two trees never both hold a large
          // document in full (`json_null()` is a shared singleton: no allocation).
          if freesAsItGoes { json_object_iter_set_new(json, current, json_null()) }
        }
        iterator = json_object_iter_next(json, current)
      }
      return .object(JSONObject(uniqueMembers: members))
    case Int32(JSON_ARRAY.rawValue):
      let count = json_array_size(json)
      var array: [JSONValue] = []
      array.reserveCapacity(count)
      for index in 0..<count {
        if let child = json_array_get(json, index) {
          array.append(convert(child, at: path?.appending(index: index)))
          if freesAsItGoes { json_array_set_new(json, index, json_null()) }
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
      guard let lexeme = takeToken() else { return .number(JSONNumber(value)) }
      // jansson reads a plain integer exactly (the scan turned those beyond Int64 into reals),
      // so the lexeme is `value`'s, but for "-0": an integer 0 to jansson, whose sign the
      // lexeme keeps.
      if value != 0 || lexeme.utf8.first != UInt8(ascii: "-") {
        return .number(JSONNumber(integer: value, lexeme: lexeme))
      }
      return .number(JSONNumber(lexeme: lexeme) ?? JSONNumber(value))
    case Int32(JSON_REAL.rawValue):
      let index = nextToken
      let value = json_real_value(json)
      guard let lexeme = takeToken() else { return .number(JSONNumber(value)) }
      guard let kind = unrepresentable[index] else { return .number(JSONNumber(real: value, lexeme: lexeme)) }
      // A number jansson could not hold, overwritten before parsing: its value comes from
      // the original lexeme, and the limitation is reported where it stands.
      if lines == nil { lines = LineIndex(source) }
      limitations.append(
        .init(
          kind: kind, pointer: path?.pointer ?? .root,
          location: lines?.location(ofOffset: scan.tokens[index].lowerBound)
            ?? SourceLocation(offset: scan.tokens[index].lowerBound, in: source), lexeme: lexeme))
      return .number(JSONNumber(lexeme: lexeme) ?? JSONNumber(value))
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
