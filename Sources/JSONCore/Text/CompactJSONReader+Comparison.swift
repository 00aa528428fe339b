/// Reading the round trip's text while comparing it with the original tree.
///
/// A model's encoder writes back, almost everywhere, what the backend sent: building a second
/// tree only to find it equal costs an allocation per string, number and member. Here each
/// value of the text is checked in place against the original value at the same place, byte
/// by byte where the texts agree; a value is built only where the two differ, to show it.
extension CompactJSONReader {
  static func compare(_ original: JSONValue, withText bytes: [UInt8], walk: inout JSONDiff.Walk) throws(Failure) {
    try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
      var reader = CompactJSONReader(buffer: buffer)
      reader.skipWhitespace()
      try reader.compare(original, depth: 0, walk: &walk)
      reader.skipWhitespace()
      guard reader.cursor == buffer.count else { throw Failure(offset: reader.cursor, reason: "text after the value") }
    }
  }

  private mutating func compare(_ original: JSONValue, depth: Int, walk: inout JSONDiff.Walk) throws(Failure) {
    guard cursor < buffer.count else { throw fail("unexpected end") }
    switch (buffer[cursor], original) {
    case (UInt8(ascii: "{"), .object(let object)):
      try compareObject(object, depth: depth, walk: &walk)
    case (UInt8(ascii: "["), .array(let array)):
      try compareArray(array, depth: depth, walk: &walk)
    case (UInt8(ascii: "\""), .string(let string)):
      if !skipString(ifEqualTo: string), !skipString(ifSameUUIDAs: string) {
        let result = try readString()
        if result != string { walk.report(JSONDiff.stringChange(string, result), original, .string(result)) }
      }
    case (UInt8(ascii: "t"), .bool(let value)), (UInt8(ascii: "f"), .bool(let value)):
      let result = buffer[cursor] == UInt8(ascii: "t")
      try readLiteral(result ? "true" : "false")
      if result != value { walk.report(.valueChanged, original, .bool(result)) }
    case (UInt8(ascii: "n"), .null):
      try readLiteral("null")
    case (let byte, .number(let number)) where byte == UInt8(ascii: "-") || JSONNumber.isDigit(byte):
      if !skipNumber(ifSpelled: number.lexeme) {
        let result = try readNumber()
        if let kind = JSONDiff.numberChange(number, result) { walk.report(kind, original, .number(result)) }
      }
    default:
      walk.report(.typeChanged, original, try readValue(depth: depth))
    }
  }

  /// Compares members by key.
  ///
  /// Differences are reported in the original's member order (then
  /// added keys in the text's order), as the tree comparison reports them, whatever order
  /// the encoder wrote the keys in: Foundation's is a dictionary's.
  private mutating func compareObject(_ object: JSONObject, depth: Int, walk: inout JSONDiff.Walk) throws(Failure) {
    guard depth < CompactJSONReader.maximumDepth else { throw fail("nesting too deep") }
    cursor += 1
    var seen = MemberSet(count: object.count)
    // This object's entries in the walk's `produced`: which member (by original position;
    // added keys after the last) produced how many differences, in reading order, where one
    // did.
    let produced = walk.produced.count
    var addedKeys: [String] = []
    let first = walk.differences.count
    if !skipEmpty(closing: UInt8(ascii: "}")) {
      while true {
        skipWhitespace()
        let keyStart = cursor
        var position = memberPosition(in: object)
        // A key with escapes, or one the original lacks, is read as a string: `key` then.
        var key = ""
        if position == nil {
          cursor = keyStart
          key = try readString()
          position = object.position(of: key)
        }
        skipWhitespace()
        try expect(UInt8(ascii: ":"))
        skipWhitespace()
        let before = walk.differences.count
        let rank: Int
        if let position {
          guard seen.insert(position) else { throw fail("duplicate key") }
          rank = position
          walk.path.append(.member(position))
          try compare(object.members[position].value, depth: depth + 1, walk: &walk)
        } else {
          walk.path.append(.key(key))
          guard !addedKeys.contains(key) else { throw fail("duplicate key") }
          addedKeys.append(key)
          rank = object.count + addedKeys.count
          let value = try readValue(depth: depth + 1)
          walk.report(value.isNull ? .absentBecameNull : .keyAdded, nil, value)
        }
        walk.path.removeLast()
        if walk.differences.count > before { walk.produced.append((rank, walk.differences.count - before)) }
        guard try readSeparator(closing: UInt8(ascii: "}")) else { break }
      }
    }
    if seen.count < object.count {
      for position in object.members.indices where !seen.contains(position) {
        let value = object.members[position].value
        let before = walk.differences.count
        walk.path.append(.member(position))
        walk.report(value.isNull ? .nullBecameAbsent : .keyDropped, value, nil)
        walk.path.removeLast()
        if walk.differences.count > before { walk.produced.append((position, 1)) }
      }
    }
    walk.reorder(from: first, producedFrom: produced)
  }

  /// Reads the key at the cursor from its bytes and returns the position of the member of
  /// `object` it names, building no string; `nil` (the cursor anywhere in the key) when the
  /// key has escapes or `object` has no such member.
  private mutating func memberPosition(in object: JSONObject) -> Int? {
    guard cursor < buffer.count, buffer[cursor] == UInt8(ascii: "\"") else { return nil }
    let start = cursor + 1
    var end = start
    while end < buffer.count {
      let byte = buffer[end]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      end += 1
    }
    guard end < buffer.count, let position = object.position(ofUTF8: UnsafeBufferPointer(rebasing: buffer[start..<end]))
    else { return nil }
    cursor = end + 1
    return position
  }

  private mutating func compareArray(_ array: [JSONValue], depth: Int, walk: inout JSONDiff.Walk) throws(Failure) {
    guard depth < CompactJSONReader.maximumDepth else { throw fail("nesting too deep") }
    cursor += 1
    var index = 0
    if !skipEmpty(closing: UInt8(ascii: "]")) {
      while true {
        skipWhitespace()
        walk.path.append(.index(index))
        if index < array.count {
          try compare(array[index], depth: depth + 1, walk: &walk)
        } else {
          walk.report(.elementAdded, nil, try readValue(depth: depth + 1))
        }
        walk.path.removeLast()
        index += 1
        guard try readSeparator(closing: UInt8(ascii: "]")) else { break }
      }
    }
    while index < array.count {
      walk.path.append(.index(index))
      walk.report(.elementDropped, array[index], nil)
      walk.path.removeLast()
      index += 1
    }
  }

  /// Skips the string at the cursor if it spells `expected`, reading escapes on the way
  /// (Foundation writes `/` as `\/`); otherwise leaves the cursor where it was.
  private mutating func skipString(ifEqualTo expected: String) -> Bool {
    let start = cursor
    let matched: Bool? = expected.utf8.withContiguousStorageIfAvailable { expected in
      // Most strings are written as themselves: the same bytes, then the closing quote.
      let end = cursor + 1 + expected.count
      if end < buffer.count, buffer[end] == UInt8(ascii: "\""),
        ByteComparison.equal(expected, UnsafeBufferPointer(rebasing: buffer[(cursor + 1)..<end])),
        !ByteComparison.containsQuoteBackslashOrControl(expected)
      {
        cursor = end + 1
        return true
      }
      var position = cursor + 1
      for byte in expected {
        guard position < buffer.count else { return false }
        var actual = buffer[position]
        if actual == UInt8(ascii: "\\") {
          guard position + 1 < buffer.count else { return false }
          switch buffer[position + 1] {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): actual = buffer[position + 1]
          case UInt8(ascii: "n"): actual = 0x0a
          case UInt8(ascii: "t"): actual = 0x09
          case UInt8(ascii: "r"): actual = 0x0d
          case UInt8(ascii: "b"): actual = 0x08
          case UInt8(ascii: "f"): actual = 0x0c
          default: return false  // \u escapes: left to the full reading
          }
          position += 1
        } else if actual == UInt8(ascii: "\"") || actual < 0x20 {
          return false
        }
        guard actual == byte else { return false }
        position += 1
      }
      guard position < buffer.count, buffer[position] == UInt8(ascii: "\"") else { return false }
      cursor = position + 1
      return true
    }
    guard matched == true else {
      cursor = start
      return false
    }
    return true
  }

  /// Skips the string at the cursor if it is `expected`'s UUID in other letter case: no
  /// change to the text's meaning, and no difference to report.
  private mutating func skipString(ifSameUUIDAs expected: String) -> Bool {
    guard expected.utf8.count == 36, cursor + 38 <= buffer.count, buffer[cursor + 37] == UInt8(ascii: "\"")
    else { return false }
    let text = UnsafeBufferPointer(rebasing: buffer[(cursor + 1)..<(cursor + 37)])
    var expected = expected
    guard expected.withUTF8({ JSONDiff.isSameUUID($0, text) }) else { return false }
    cursor += 38
    return true
  }

  /// Skips the number at the cursor if its text is exactly `lexeme` (then it is the same
  /// number, of the same kind); otherwise leaves the cursor where it was.
  private mutating func skipNumber(ifSpelled lexeme: String) -> Bool {
    var lexeme = lexeme
    let spelledUpTo: Int? = lexeme.withUTF8 { lexeme in
      let end = cursor + lexeme.count
      guard end <= buffer.count, ByteComparison.equal(lexeme, UnsafeBufferPointer(rebasing: buffer[cursor..<end]))
      else { return nil }
      return end
    }
    guard let position = spelledUpTo else { return false }
    if position < buffer.count {
      let next = buffer[position]
      if JSONNumber.isDigit(next) || next == UInt8(ascii: ".") || next == UInt8(ascii: "e")
        || next == UInt8(ascii: "E") || next == UInt8(ascii: "+") || next == UInt8(ascii: "-")
      {
        return false
      }
    }
    cursor = position
    return true
  }
}

/// The members of an object met so far, by position: a bit mask, spilling into an array for
/// objects of more than 64 members.
private struct MemberSet {
  private var bits: UInt64 = 0
  private var overflow: [Bool]
  private(set) var count = 0

  init(count: Int) { overflow = count > 64 ? Array(repeating: false, count: count - 64) : [] }

  func contains(_ position: Int) -> Bool {
    position < 64 ? bits & (1 << UInt64(position)) != 0 : overflow[position - 64]
  }

  /// Adds `position`; `false` if it was there already.
  mutating func insert(_ position: Int) -> Bool {
    guard !contains(position) else { return false }
    if position < 64 { bits |= 1 << UInt64(position) } else { overflow[position - 64] = true }
    count += 1
    return true
  }
}
