import CJansson
import JSONCore

/// Parses JSON with jansson, the independent reference parser, into a ``JSONValue``.
///
/// jansson decides what is JSON. Around it, this bridge adds what jansson does not give or
/// gets wrong, without changing its verdict on anything else:
///
/// 1. A raw NUL byte is rejected here: jansson silently drops a NUL right after a number or a
///    literal (`123\0` parses as `123`), and NUL is never valid in JSON text.
/// 2. A pre-scan records every number token, so numbers keep their source lexeme (jansson
///    keeps only a `long long` or a `double`).
/// 3. Integers beyond Int64 and reals beyond Double make jansson reject the whole document.
///    The pre-scan finds them and overwrites each, in a copy, with a same-length `0e000…`, so
///    positions do not move; the tree gets the original lexeme back and the document reports
///    a located ``ParsedJSON/ReferenceLimitation``.
/// 4. Duplicate keys: jansson keeps one member per key, so a tree with fewer members than
///    the pre-scan counted name separators (`:`) came from text that repeats a key. That
///    check costs a count, where jansson's own (`JSON_REJECT_DUPLICATES`) costs a lookup per
///    key. Then the text scanner finds every repeated member; all but the last are blanked
///    out with spaces in a copy (positions again do not move) and parsed on their own, and
///    the copy is parsed to build the tree.
/// 5. A document over ``arenaLimit`` goes to jansson a piece at a time (``PieceReader``): its
///    large arrays and objects are cut into their elements and members, so jansson's tree,
///    larger than the value made from it, never holds the whole document. A document the
///    pieces cannot read exactly as the whole (a defect, a key repeated where it is cut) is
///    parsed whole, so its error is jansson's own.
///
/// Number lexemes are matched to the tree by order: jansson keeps object members in insertion
/// order, and with duplicates blanked out, tree order is document order.
public enum JanssonParser {
  /// jansson's own nesting limit (`JSON_PARSER_MAX_DEPTH`).
  public static let maximumDepth = 2048

  /// Documents and pieces up to this size are parsed into the thread's arena
  /// (`cj_arena_begin` in the shim).
  ///
  /// Their trees are built and released without a malloc and a free per value. A larger
  /// document is read in pieces (step 5); a larger piece that cannot be cut (one long string)
  /// or a document parsed whole uses the allocator, so that its tree can be freed subtree by
  /// subtree as it is converted.
  static let arenaLimit = 4 << 20

  /// Installs the arena-aware allocator before jansson's first allocation.
  private static let allocatorInstalled: Bool = {
    cj_use_arena_allocator()
    return true
  }()

  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> ParsedJSON {
    let scan = try NumberScan(bytes)
    var text = bytes
    for limitation in scan.unrepresentable {
      NumberScan.overwrite(&text, range: scan.tokens[limitation.token])
    }
    let path: JSONPath? = scan.unrepresentable.isEmpty ? nil : .root
    var converter = TreeConverter(source: bytes, scan: scan, freesAsItGoes: false)
    var value = JSONValue.null
    var members = 0
    if bytes.count > arenaLimit, case var pieces = PieceReader(text: text, converter: converter),
      let read = pieces.read(at: path)
    {
      // A large document goes to jansson a piece at a time, unless it must be read whole.
      value = read
      converter = pieces.converter
      members = pieces.memberCount
    } else {
      // The arena releases the whole tree at once; otherwise the converter frees it as it goes.
      let inArena = bytes.count <= arenaLimit
      converter.freesAsItGoes = !inArena
      if let failure = withTree(of: text, in: text.indices, inArena: inArena, { value = converter.convert($0, at: path) }) {
        throw JanssonParser.error(from: failure, bytes: bytes)
      }
    }
    let parsed = ParsedJSON(value: value, duplicateKeys: [], limitations: converter.limitations)
    guard converter.memberCount + members == scan.nameSeparators else {
      return try parseWithDuplicates(bytes, orElse: parsed)
    }
    return parsed
  }

  /// Calls `body` with jansson's tree of `text[range]`, one JSON value, and frees it after;
  /// jansson's error when it rejects the text. The tree is built in the arena when `inArena`.
  ///
  /// The arena's state lives in static variables of the C shim's inline functions, of which
  /// each object file gets its own copy: every use of the arena is in this function, which is
  /// neither generic nor inlined, so that the allocator installed and the arena begun are the
  /// same one.
  @inline(never)
  static func withTree(
    of text: [UInt8], in range: Range<Int>, inArena: Bool, _ body: (UnsafeMutablePointer<json_t>) -> Void
  ) -> json_error_t? {
    let inArena = allocatorInstalled && inArena
    if inArena { cj_arena_begin() }
    var failure = json_error_t()
    let root = text.withUnsafeBufferPointer { buffer in
      json_loadb(
        buffer.baseAddress.map { UnsafeRawPointer($0 + range.lowerBound).assumingMemoryBound(to: CChar.self) },
        range.count, Int(JSON_DECODE_ANY | JSON_ALLOW_NUL), &failure)
    }
    defer { if inArena { cj_arena_end() } else if let root { cj_decref(root) } }
    guard let root else { return failure }
    body(root)
    return nil
  }

  /// Whether jansson accepts `bytes`, without building a value: the bare reference parse,
  /// which benchmarks use as the floor a checker's parse cannot go below.
  public static func accepts(_ bytes: [UInt8]) -> Bool {
    var failure = json_error_t()
    let root = bytes.withUnsafeBufferPointer { buffer in
      json_loadb(
        buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
        buffer.count, Int(JSON_DECODE_ANY | JSON_ALLOW_NUL), &failure)
    }
    guard let root else { return false }
    cj_decref(root)
    return true
  }

  /// The slow path for documents with repeated keys (see the type's documentation, step 4).
  ///
  /// `asRead` is the tree as jansson read it: what stands should the scanner find no
  /// repeated key after all.
  private static func parseWithDuplicates(
    _ bytes: [UInt8], orElse asRead: ParsedJSON
  ) throws(JSONParseError) -> ParsedJSON {
    let duplicates = JSONTextScanner.duplicateKeys(in: bytes)
    guard !duplicates.isEmpty else { return asRead }
    var blanked = bytes
    for duplicate in duplicates {
      for range in duplicate.memberRanges.dropLast() {
        // The member, and the comma after it: a repeated key is never an object's last
        // member, so a comma always follows.
        var end = range.upperBound
        while end < blanked.count, blanked[end] != UInt8(ascii: ",") { end += 1 }
        let blankEnd = min(end + 1, blanked.count)
        for position in range.lowerBound..<blankEnd { blanked[position] = UInt8(ascii: " ") }
      }
    }
    // The blanked copy may still hold repeated keys inside shadowed values only; those are
    // gone with their members, so this parse takes the fast path.
    var parsed = try parse(blanked)
    var found: [ParsedJSON.DuplicateKey] = []
    let lines = LineIndex(bytes)
    for duplicate in duplicates {
      var values: [JSONValue] = []
      for range in duplicate.valueRanges.dropLast() {
        let shadowed = try parse(Array(bytes[range]))
        values.append(shadowed.value)
      }
      if let last = duplicate.pointer.resolve(in: parsed.value) { values.append(last) }
      found.append(
        .init(
          pointer: duplicate.pointer,
          location: lines.location(ofOffset: duplicate.memberRanges[1].lowerBound),
          values: values))
    }
    parsed.duplicateKeys = found
    return parsed
  }

  private static func error(from failure: json_error_t, bytes: [UInt8]) -> JSONParseError {
    let text = withUnsafeBytes(of: failure.text) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    // The token jansson quotes may be a credential cut short: see ErrorSnippet.
    let message = ErrorSnippet.masked(text)
    let offset = max(0, min(Int(failure.position), bytes.count))
    let location = SourceLocation(
      line: max(1, Int(failure.line)), column: max(1, Int(failure.column)), offset: offset)
    let kind: JSONParseError.Kind =
      if message.contains("maximum parsing depth") {
        .tooDeep
      } else if message.contains("unable to decode byte") {
        .invalidUTF8
      } else {
        .syntax
      }
    return JSONParseError(kind: kind, location: location, message: message)
  }
}
