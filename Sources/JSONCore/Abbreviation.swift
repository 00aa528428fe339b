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
    // Bytes, not characters: a character is at most 4 bytes, plus an escape's expansion.
    let budget = BoundedOutput(capacity: limit * 6 + 8, sortedKeys: sortedKeys)
    budget.write(self, into: &output)
    let text = String(decoding: output, as: UTF8.self)
    return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
  }
}

/// A writer that stops appending once `capacity` bytes are written.
private struct BoundedOutput {
  let capacity: Int
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

  init(capacity: Int, sortedKeys: Bool) {
    self.capacity = capacity
    self.sortedKeys = sortedKeys
  }

  func write(_ value: JSONValue, into output: inout [UInt8]) {
    guard output.count < capacity else { return }
    switch value {
    case .string(let text):
      // Only the part that can show: a 10 MB string is not escaped whole.
      JSONWriter.writeString(String(text.prefix(capacity - output.count)), into: &output)
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
