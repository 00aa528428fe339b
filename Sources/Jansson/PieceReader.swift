import CJansson
import JSONCore

/// Reads a large document into a ``JSONValue`` with jansson a piece at a time, so that
/// jansson's tree never holds more than one piece.
///
/// jansson's tree costs about seven bytes per byte of a response's text, more than the
/// ``JSONValue`` made from it; read whole, a 100 MB PostgREST page held both trees at once
/// while one was converted into the other. A large array or object is cut instead: its own
/// brackets, commas, colons and white space are read here, its keys and its elements (or
/// members' values) each go to jansson on their own, and a piece that is itself large is cut
/// the same way. Every piece small enough is parsed in the thread's arena (no malloc and free
/// per value).
///
/// The pieces are jansson's verdicts: each must be one whole JSON value to jansson, and around
/// them this reader accepts only what JSON's grammar allows between values. Anything else, or
/// anything whose whole-document reading could differ, is not read here (`nil`) and the
/// document is parsed whole, so that its error is jansson's own, located as before:
/// - a piece jansson rejects, or text between pieces that is not `,` `:` `]` `}` and white space;
/// - a repeated key in an object that is cut (jansson would keep one member; the whole
///   parse finds and reports the repetition);
/// - a key holding a NUL (jansson refuses such a key in an object);
/// - nesting near jansson's limit (a piece read alone starts again at depth 1).
struct PieceReader {
  /// The text jansson reads (unrepresentable numbers overwritten, as for the whole parse).
  private let text: [UInt8]
  private(set) var converter: TreeConverter
  /// Members of the objects cut here, which jansson never saw as members: the duplicate-key
  /// check counts them beside the converter's.
  private(set) var memberCount = 0

  /// Pieces are cut this far down at most: a document large at every level is rare, and a
  /// piece below it is parsed whole as before.
  private static let deepestCut = 16

  init(text: [UInt8], converter: TreeConverter) {
    self.text = text
    self.converter = converter
  }

  /// The document's value, or `nil` when it must be parsed whole (see the type's list).
  mutating func read(at path: JSONPath?) -> JSONValue? {
    guard let start = skipWhitespace(from: 0), var end = text.indices.last else { return nil }
    while JSONTextScanner.isJSONWhitespace(text[end]) { end -= 1 }
    return value(in: start..<(end + 1), at: path, cuts: 0)
  }

  /// Whether a piece under `cuts` cut containers, nesting `depth` arrays and objects, is
  /// within jansson's limit as part of the whole document. jansson counts every value, a
  /// scalar too, so the piece's own depth is at most one more than its brackets'; a piece
  /// near the limit is refused here and the whole parse decides.
  private static func fits(_ depth: Int, under cuts: Int) -> Bool {
    cuts + 1 + depth + 1 <= JanssonParser.maximumDepth
  }

  /// The value written in `range` (exactly one value, no white space around it).
  private mutating func value(in range: Range<Int>, at path: JSONPath?, cuts: Int) -> JSONValue? {
    guard range.count > JanssonParser.arenaLimit, cuts < PieceReader.deepestCut else { return piece(range, at: path) }
    switch text[range.lowerBound] {
    case UInt8(ascii: "["): return array(in: range, at: path, cuts: cuts)
    case UInt8(ascii: "{"): return object(in: range, at: path, cuts: cuts)
    default: return piece(range, at: path)
    }
  }

  private mutating func array(in range: Range<Int>, at path: JSONPath?, cuts: Int) -> JSONValue? {
    var elements: [JSONValue] = []
    guard var cursor = skipWhitespace(from: range.lowerBound + 1) else { return nil }
    if text[cursor] == UInt8(ascii: "]") { return cursor + 1 == range.upperBound ? .array([]) : nil }
    while true {
      guard let (end, depth) = JSONTextScanner.valueEnd(from: cursor, in: text), PieceReader.fits(depth, under: cuts),
        let element = value(in: cursor..<end, at: path?.appending(index: elements.count), cuts: cuts + 1),
        let next = skipWhitespace(from: end)
      else { return nil }
      elements.append(element)
      switch text[next] {
      case UInt8(ascii: ","):
        guard let following = skipWhitespace(from: next + 1) else { return nil }
        cursor = following
      case UInt8(ascii: "]"):
        return next + 1 == range.upperBound ? .array(elements) : nil
      default:
        return nil
      }
    }
  }

  private mutating func object(in range: Range<Int>, at path: JSONPath?, cuts: Int) -> JSONValue? {
    var members: [JSONObject.Member] = []
    var keys = Set<String>()
    guard var cursor = skipWhitespace(from: range.lowerBound + 1) else { return nil }
    if text[cursor] == UInt8(ascii: "}") { return cursor + 1 == range.upperBound ? .object(JSONObject()) : nil }
    while true {
      guard text[cursor] == UInt8(ascii: "\""), let (keyEnd, _) = JSONTextScanner.valueEnd(from: cursor, in: text),
        let key = self.key(in: cursor..<keyEnd), keys.insert(key).inserted,
        let colon = skipWhitespace(from: keyEnd), text[colon] == UInt8(ascii: ":"),
        let valueStart = skipWhitespace(from: colon + 1),
        let (end, depth) = JSONTextScanner.valueEnd(from: valueStart, in: text),
        PieceReader.fits(depth, under: cuts),
        let member = value(in: valueStart..<end, at: path?.appending(key: key), cuts: cuts + 1),
        let next = skipWhitespace(from: end)
      else { return nil }
      members.append(JSONObject.Member(key: key, value: member))
      memberCount += 1
      switch text[next] {
      case UInt8(ascii: ","):
        guard let following = skipWhitespace(from: next + 1) else { return nil }
        cursor = following
      case UInt8(ascii: "}"):
        return next + 1 == range.upperBound ? .object(JSONObject(uniqueMembers: members)) : nil
      default:
        return nil
      }
    }
  }

  /// A key as jansson reads it: the quoted text parsed as a JSON string.
  private func key(in range: Range<Int>) -> String? {
    var key: String?
    _ = JanssonParser.withTree(of: text, in: range, inArena: false) { json in
      guard let characters = json_string_value(json) else { return }
      let bytes = UnsafeRawBufferPointer(start: characters, count: json_string_length(json)).bindMemory(to: UInt8.self)
      if !bytes.contains(0) { key = String(decoding: bytes, as: UTF8.self) }
    }
    return key
  }

  /// One piece, parsed and converted: in the arena when it is small enough, else freed as
  /// it is converted.
  private mutating func piece(_ range: Range<Int>, at path: JSONPath?) -> JSONValue? {
    let inArena = range.count <= JanssonParser.arenaLimit
    converter.freesAsItGoes = !inArena
    var value: JSONValue?
    _ = JanssonParser.withTree(of: text, in: range, inArena: inArena) { value = converter.convert($0, at: path) }
    return value
  }

  /// The first byte at or after `offset` that is not JSON white space; `nil` at the end.
  private func skipWhitespace(from offset: Int) -> Int? {
    var cursor = offset
    while cursor < text.count {
      guard JSONTextScanner.isJSONWhitespace(text[cursor]) else { return cursor }
      cursor += 1
    }
    return nil
  }
}
