extension JSONValue {
  /// The value as compact JSON for a message, at most `limit` characters: longer text is cut
  /// to `limit - 1` characters and `…`.
  ///
  /// Written with a budget, so a megabyte array costs what its first `limit` characters
  /// cost: messages quote values for every finding and every fuzz mutant. `sortedKeys`
  /// writes object keys in byte order, for values whose key order is not the input's (an
  /// encoder's output).
  package func abbreviated(limit: Int = 80, sortedKeys: Bool = false) -> String {
    var output: [UInt8] = []
    let budget = BoundedOutput(limit: limit, sortedKeys: sortedKeys)
    budget.write(self, into: &output)
    // No more bytes than `limit`: no more characters either, and nothing to count. Written
    // JSON holds no raw control character, so ASCII text has one character per byte.
    guard output.count > limit else { return String(decoding: output, as: UTF8.self) }
    if output.allSatisfy({ $0 < 0x80 }) { return String(decoding: output.prefix(limit - 1), as: UTF8.self) + "…" }
    let text = String(decoding: output, as: UTF8.self)
    guard text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }
}

/// A writer that stops appending once `capacity` bytes are written.
private struct BoundedOutput {
  /// The characters that can show.
  let limit: Int
  /// Bytes, not characters: a character is at most 4 bytes, plus an escape's expansion.
  var capacity: Int { limit * 6 + 8 }
  let sortedKeys: Bool

  /// The members that can show, in byte order of their keys.
  ///
  /// A member takes at least four bytes (`"":0` and a comma), so no more than a quarter of
  /// `capacity` of them show: a huge object's members are selected, not all sorted.
  func firstInKeyOrder(_ members: [JSONObject.Member]) -> [JSONObject.Member] {
    func precedes(_ lhs: JSONObject.Member, _ rhs: JSONObject.Member) -> Bool {
      lhs.key.utf8.lexicographicallyPrecedes(rhs.key.utf8)
    }
    let shown = capacity / 4 + 1
    guard members.count > shown else { return members.sorted(by: precedes) }
    var first: [JSONObject.Member] = []
    first.reserveCapacity(shown + 1)
    for member in members {
      if first.count == shown, let last = first.last, !precedes(member, last) { continue }
      // Binary search for its place among those kept so far.
      var low = 0
      var high = first.count
      while low < high {
        let middle = (low + high) / 2
        if precedes(first[middle], member) { low = middle + 1 } else { high = middle }
      }
      first.insert(member, at: low)
      if first.count > shown { first.removeLast() }
    }
    return first
  }

  /// At least the first `count` characters of `text` (all of them when it has fewer).
  ///
  /// ASCII bytes are characters, but for a carriage return and line feed, which make one:
  /// then the prefix holds fewer characters than bytes, and only enough are needed. A
  /// non-ASCII byte right after the cut may combine with the byte before it, so that text
  /// is cut by characters.
  static func prefix(of text: String, characters count: Int) -> String {
    let bytes = text.utf8.prefix(count)
    let nextIsASCII = bytes.endIndex == text.utf8.endIndex || text.utf8[bytes.endIndex] < 0x80
    if nextIsASCII, bytes.allSatisfy({ $0 < 0x80 }) { return String(Substring(text.utf8[..<bytes.endIndex])) }
    return String(text.prefix(count))
  }

  func write(_ value: JSONValue, into output: inout [UInt8]) {
    guard output.count < capacity else { return }
    switch value {
    case .string(let text):
      // Only the characters that can show (the quote before them takes one): a 10 MB string
      // is not escaped whole, nor is a 10 KB one cut into a few hundred characters.
      JSONWriter.writeString(BoundedOutput.prefix(of: text, characters: limit), into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        guard output.count < capacity else { return }
        if position > 0 { output.append(UInt8(ascii: ",")) }
        write(element, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      let members = sortedKeys ? firstInKeyOrder(object.members) : object.members
      for (position, member) in members.enumerated() {
        guard output.count < capacity else { return }
        if position > 0 { output.append(UInt8(ascii: ",")) }
        JSONWriter.writeString(member.key, into: &output)
        output.append(UInt8(ascii: ":"))
        write(member.value, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    case .null, .bool, .number:
      JSONWriter().write(value, into: &output, depth: 0)
    }
  }
}
