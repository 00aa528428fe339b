import JSONCore

/// JSON equality as JSON Schema defines it, for `const`, `enum` and `uniqueItems`: numbers
/// by value (`1 == 1.0`), strings by code points.
///
/// `JSONValue`'s own `==` compares strings the Swift way, by canonical equivalence, so
/// `"é"` (one code point) equals `"e\u{301}"` (two); JSON Schema says they differ.
enum ExactEquality {
  static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.string(let x), .string(let y)): return equalStrings(x, y)
    case (.array(let x), .array(let y)):
      guard x.count == y.count else { return false }
      for index in x.indices where !equal(x[index], y[index]) { return false }
      return true
    case (.object(let x), .object(let y)):
      guard x.count == y.count else { return false }
      for member in x.members {
        guard let other = y.members.first(where: { equalStrings($0.key, member.key) }),
          equal(member.value, other.value)
        else { return false }
      }
      return true
    default:
      return a == b
    }
  }

  @inline(__always)
  static func equalStrings(_ x: String, _ y: String) -> Bool {
    x.utf8.count == y.utf8.count && x.utf8.elementsEqual(y.utf8)
  }
}

/// A JSON value hashed like `JSONValue` but compared by ``ExactEquality``: values equal by
/// code points are canonically equivalent too, so the hashes stay consistent.
struct ExactJSON: Hashable, @unchecked Sendable {
  let value: JSONValue

  static func == (lhs: ExactJSON, rhs: ExactJSON) -> Bool { ExactEquality.equal(lhs.value, rhs.value) }

  func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
