/// Walks JSON text structurally, to answer questions about where things are in the bytes.
///
/// The reference parser (jansson) builds the value tree but says nothing about positions and
/// keeps only the last value of a repeated key. This scanner answers the rest, lazily and
/// only for the documents that need it: the byte range of the value at a JSON Pointer (to
/// give a finding a line and column), and every repeated key with the ranges of the values it
/// shadowed. It assumes text the reference parser already accepted; on anything else it
/// stops and returns what it found, never traps.
///
/// It is iterative, with an explicit stack, so nesting depth costs heap, not call stack.
public struct JSONTextScanner {
  /// A repeated key in an object: where the object is, the key, and for every time it was
  /// written, in source order (the last one is the one jansson keeps), the byte range of the
  /// whole member (from the key's opening quote to the value's end) and of the value.
  public struct DuplicateKey: Sendable, Hashable {
    public var objectPointer: JSONPointer
    public var key: String
    public var memberRanges: [Range<Int>]
    public var valueRanges: [Range<Int>]

    public var pointer: JSONPointer { objectPointer.appending(key: key) }
  }

  let bytes: [UInt8]
  var cursor = 0
  /// Where the key of the member `enterMember` found starts.
  private var lastKeyOffset: Int?

  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The byte range of the value at `pointer`, or `nil` when there is none.
  public static func range(of pointer: JSONPointer, in bytes: [UInt8]) -> Range<Int>? {
    guard var scanner = scanner(at: pointer, in: bytes) else { return nil }
    let start = scanner.cursor
    guard scanner.skipValue() else { return nil }
    return start..<scanner.cursor
  }

  /// The byte range of the value of an object's last member, `key`, in `bytes` (a whole
  /// document that is that object): it ends where the object's text does, so the value,
  /// however large, is not scanned.
  public static func range(ofLastMember key: String, in bytes: [UInt8]) -> Range<Int>? {
    var scanner = JSONTextScanner(bytes)
    scanner.skipWhitespace()
    guard scanner.cursor < bytes.count, bytes[scanner.cursor] == UInt8(ascii: "{"),
      scanner.enterMember(named: key, stoppingAtFirst: true)
    else { return nil }
    var end = bytes.count
    while end > scanner.cursor, isJSONWhitespace(bytes[end - 1]) { end -= 1 }
    guard end > scanner.cursor, bytes[end - 1] == UInt8(ascii: "}") else { return nil }
    end -= 1
    while end > scanner.cursor, isJSONWhitespace(bytes[end - 1]) { end -= 1 }
    return end > scanner.cursor ? scanner.cursor..<end : nil
  }

  /// The offset of the value `token` names inside the object or array whose value starts at
  /// `offset` (`0` for the document: whitespace before the value is skipped), or `nil` when
  /// there is none: one step of a pointer, for callers that remember the steps before it.
  public static func offset(of token: JSONPointer.Token, inValueAt offset: Int, in bytes: [UInt8]) -> Int? {
    var scanner = JSONTextScanner(bytes)
    scanner.cursor = offset
    scanner.skipWhitespace()
    return scanner.enter(token) ? scanner.cursor : nil
  }

  /// A scanner at the start of the value at `pointer`.
  private static func scanner(at pointer: JSONPointer, in bytes: [UInt8]) -> JSONTextScanner? {
    var scanner = JSONTextScanner(bytes)
    scanner.skipWhitespace()
    for token in pointer.tokens {
      guard scanner.enter(token) else { return nil }
    }
    return scanner
  }

  /// Moves from the start of an object or array to the start of the value `token` names in
  /// it; `false` when there is none (or the value here is neither).
  private mutating func enter(_ token: JSONPointer.Token) -> Bool {
    guard cursor < bytes.count else { return false }
    switch bytes[cursor] {
    case UInt8(ascii: "{"):
      return enterMember(named: token.text)
    case UInt8(ascii: "["):
      guard let index = Int(token.text), index >= 0 else { return false }
      return enterElement(index)
    default:
      return false
    }
  }

  /// The byte offset of the key of the member at `pointer` (its opening quote), or `nil` when
  /// the pointer does not name an object member.
  public static func keyOffset(of pointer: JSONPointer, in bytes: [UInt8]) -> Int? {
    guard let parent = pointer.parent, case .key(let name)? = pointer.last,
      let parentRange = range(of: parent, in: bytes), bytes[parentRange.lowerBound] == UInt8(ascii: "{")
    else { return nil }
    var scanner = JSONTextScanner(bytes)
    scanner.cursor = parentRange.lowerBound
    guard scanner.enterMember(named: name) else { return nil }
    return scanner.lastKeyOffset
  }

  /// The source location of the value at `pointer`, or of the document start.
  ///
  /// One scan from the start: for one place. Many places of one document are found in one
  /// pass by ``offsets(of:in:)`` and located by a ``LineIndex``.
  public static func location(of pointer: JSONPointer, in bytes: [UInt8]) -> SourceLocation {
    let offset = range(of: pointer, in: bytes)?.lowerBound ?? 0
    return SourceLocation(offset: offset, in: bytes)
  }

  /// Every key that appears more than once in the same object, in source order.
  public static func duplicateKeys(in bytes: [UInt8]) -> [DuplicateKey] {
    var scanner = JSONTextScanner(bytes)
    var found: [DuplicateKey] = []
    scanner.skipWhitespace()
    scanner.collectDuplicates(at: .root, into: &found)
    return found
  }

  // MARK: - Walking

  /// Containers being walked, for the explicit stack of `collectDuplicates`.
  private struct Frame {
    var path: JSONPath
    var isObject: Bool
    var index = 0
    var seen: [String: (members: [Range<Int>], values: [Range<Int>])] = [:]
    var order: [String] = []
  }

  private mutating func collectDuplicates(at path: JSONPath, into found: inout [DuplicateKey]) {
    var stack: [Frame] = []
    // Enters the container at the cursor, or skips a scalar; returns false at malformed text.
    func open(_ scanner: inout JSONTextScanner, _ path: JSONPath) -> Bool {
      guard scanner.cursor < scanner.bytes.count else { return false }
      switch scanner.bytes[scanner.cursor] {
      case UInt8(ascii: "{"):
        scanner.cursor += 1
        stack.append(Frame(path: path, isObject: true))
        return true
      case UInt8(ascii: "["):
        scanner.cursor += 1
        stack.append(Frame(path: path, isObject: false))
        return true
      default:
        return scanner.skipValue()
      }
    }
    guard open(&self, path) else { return }
    while var frame = stack.popLast() {
      skipWhitespace()
      guard cursor < bytes.count else { return }
      let closer = frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
      if bytes[cursor] == closer {
        cursor += 1
        for key in frame.order {
          if let ranges = frame.seen[key], ranges.values.count > 1 {
            found.append(
              DuplicateKey(
                objectPointer: frame.path.pointer, key: key, memberRanges: ranges.members,
                valueRanges: ranges.values))
          }
        }
        continue
      }
      if bytes[cursor] == UInt8(ascii: ",") {
        cursor += 1
        skipWhitespace()
      }
      let childPath: JSONPath
      var key = ""
      let memberStart = cursor
      if frame.isObject {
        guard let parsed = readString() else { return }
        key = parsed
        skipWhitespace()
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return }
        cursor += 1
        skipWhitespace()
        childPath = frame.path.appending(key: key)
      } else {
        childPath = frame.path.appending(index: frame.index)
        frame.index += 1
      }
      let start = cursor
      // Measure the value's range first, then walk into it if it is a container.
      var probe = self
      guard probe.skipValue() else { return }
      if frame.isObject {
        if frame.seen[key] == nil { frame.order.append(key) }
        frame.seen[key, default: ([], [])].members.append(memberStart..<probe.cursor)
        frame.seen[key, default: ([], [])].values.append(start..<probe.cursor)
      }
      stack.append(frame)
      guard open(&self, childPath) else { return }
    }
  }

  /// Moves into the object at the cursor, to the value of `name`.
  ///
  /// That is its last occurrence, as the reference parser reads it, or the first when the
  /// caller knows there is only one.
  private mutating func enterMember(named name: String, stoppingAtFirst: Bool = false) -> Bool {
    var found: (key: Int, value: Int)? = nil
    let complete = forEachMember { key, keyStart, valueStart in
      guard key == name else { return true }
      found = (keyStart, valueStart)
      return !stoppingAtFirst
    }
    guard complete, let found else { return false }
    lastKeyOffset = found.key
    cursor = found.value
    return true
  }

  /// Calls `body` with each member of the object at the cursor (its key, where the key and
  /// the value start), until `body` returns `false`; the cursor is then at that member's value.
  /// Returns `false` on malformed text.
  private mutating func forEachMember(_ body: (String, Int, Int) -> Bool) -> Bool {
    cursor += 1
    while true {
      skipWhitespace()
      guard cursor < bytes.count else { return false }
      if bytes[cursor] == UInt8(ascii: "}") { return true }
      if bytes[cursor] == UInt8(ascii: ",") {
        cursor += 1
        skipWhitespace()
      }
      let keyStart = cursor
      guard let key = readString() else { return false }
      skipWhitespace()
      guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return false }
      cursor += 1
      skipWhitespace()
      guard body(key, keyStart, cursor) else { return true }
      guard skipValue() else { return false }
    }
  }

  /// The offset of each member's value in the object whose value starts at `offset`, found in
  /// one scan (a repeated key's last, as the reference parser keeps it); `nil` when the value
  /// there is not an object. For callers asking for many members of one object: the schemas
  /// of an API document's `components/schemas`, each found by a scan of their own, cost a scan
  /// of the document each.
  public static func memberOffsets(inObjectAt offset: Int, in bytes: [UInt8]) -> [String: Int]? {
    var scanner = JSONTextScanner(bytes)
    scanner.cursor = offset
    scanner.skipWhitespace()
    guard scanner.cursor < bytes.count, bytes[scanner.cursor] == UInt8(ascii: "{") else { return nil }
    var offsets: [String: Int] = [:]
    _ = scanner.forEachMember { key, _, valueStart in
      offsets[key] = valueStart
      return true
    }
    return offsets
  }

  private mutating func enterElement(_ index: Int) -> Bool {
    cursor += 1
    var position = 0
    while true {
      skipWhitespace()
      guard cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]") else { return false }
      if bytes[cursor] == UInt8(ascii: ",") {
        cursor += 1
        skipWhitespace()
      }
      if position == index { return true }
      guard skipValue() else { return false }
      position += 1
    }
  }

  /// Skips one value of any kind; returns false on malformed text.
  mutating func skipValue() -> Bool { skipValueMeasuringDepth() != nil }

  /// Where the value starting at `offset` ends, and how deeply it nests arrays and objects
  /// (0 for a scalar); `nil` when it runs off the end. Brackets are matched by count, not by
  /// kind, and a scalar runs to the next delimiter: text not yet accepted by the reference
  /// parser gets a range that parser then judges.
  public static func valueEnd(from offset: Int, in bytes: [UInt8]) -> (end: Int, depth: Int)? {
    var scanner = JSONTextScanner(bytes)
    scanner.cursor = offset
    return scanner.skipValueMeasuringDepth().map { (scanner.cursor, $0) }
  }

  /// Steps over the value at the cursor; how deeply it nests arrays and objects, or `nil`
  /// when it does not end.
  private mutating func skipValueMeasuringDepth() -> Int? {
    guard cursor < bytes.count else { return nil }
    switch bytes[cursor] {
    case UInt8(ascii: "\""):
      return skipString() ? 0 : nil
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      // Containers: count brackets, stepping over strings (which may hold brackets).
      var depth = 0
      var deepest = 0
      while cursor < bytes.count {
        switch bytes[cursor] {
        case UInt8(ascii: "\""):
          guard skipString() else { return nil }
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          deepest = max(deepest, depth)
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 {
            cursor += 1
            return deepest
          }
        default:
          break
        }
        cursor += 1
      }
      return nil
    default:
      // Numbers and literals run until a delimiter.
      let start = cursor
      while cursor < bytes.count, !JSONTextScanner.isDelimiter(bytes[cursor]) { cursor += 1 }
      return cursor > start ? 0 : nil
    }
  }

  private mutating func skipString() -> Bool {
    cursor += 1
    while cursor < bytes.count {
      let from = cursor
      cursor = bytes.withUnsafeBufferPointer { StringContents.skipPlain($0, from: from) }
      guard cursor < bytes.count else { return false }
      switch bytes[cursor] {
      case UInt8(ascii: "\\"): cursor += 2
      case UInt8(ascii: "\""):
        cursor += 1
        return true
      default: cursor += 1
      }
    }
    return false
  }

  /// Reads a string literal at the cursor, decoding its escapes.
  mutating func readString() -> String? {
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
    let start = cursor + 1
    guard skipString() else { return nil }
    let raw = bytes[start..<(cursor - 1)]
    guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
    return JSONStringEscapes.decode(raw)
  }

  mutating func skipWhitespace() {
    while cursor < bytes.count, JSONTextScanner.isWhitespace(bytes[cursor]) { cursor += 1 }
  }

  /// JSON's four white-space bytes (RFC 8259 §2).
  @inline(__always)
  public static func isJSONWhitespace(_ byte: UInt8) -> Bool { isWhitespace(byte) }

  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0a || byte == 0x0d || byte == 0x09
  }

  @inline(__always)
  static func isDelimiter(_ byte: UInt8) -> Bool {
    isWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}")
      || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ":")
  }
}

/// Decoding of JSON string escapes (`\n`, `\u00e9`, surrogate pairs).
public enum JSONStringEscapes {
  /// The string the escaped bytes (without quotes) stand for; `nil` if an escape is malformed.
  public static func decode(_ raw: some Collection<UInt8>) -> String? {
    var scalars = String.UnicodeScalarView()
    var bytes: [UInt8] = []
    var iterator = raw.makeIterator()
    func flush() {
      scalars.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars)
      bytes.removeAll(keepingCapacity: true)
    }
    func hex4() -> UInt32? {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = iterator.next(), let digit = hexDigit(byte) else { return nil }
        value = value << 4 | UInt32(digit)
      }
      return value
    }
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "\\") else {
        bytes.append(byte)
        continue
      }
      guard let escape = iterator.next() else { return nil }
      switch escape {
      case UInt8(ascii: "n"): bytes.append(0x0a)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "r"): bytes.append(0x0d)
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "f"): bytes.append(0x0c)
      case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""): bytes.append(escape)
      case UInt8(ascii: "u"):
        guard var code = hex4() else { return nil }
        if (0xD800..<0xDC00).contains(code) {
          guard iterator.next() == UInt8(ascii: "\\"), iterator.next() == UInt8(ascii: "u"),
            let low = hex4(), (0xDC00..<0xE000).contains(low)
          else { return nil }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { return nil }
        flush()
        scalars.append(scalar)
      default:
        return nil
      }
    }
    flush()
    return String(scalars)
  }

  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
