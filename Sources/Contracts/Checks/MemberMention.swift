import Foundation

/// Whether a body's text may hold a member of one of a few names, read from its bytes before
/// its tree is walked: most responses of a contract that marks a `writeOnly` member (a
/// password) never mention it, and a search of the text is a tenth of a walk of the tree.
///
/// A name counts when it appears in quotes; any `\u` escape counts too, since it could spell
/// one (`"pass\u0077ord"`).
enum MemberMention {
  static func mayMention(_ names: Set<String>, in text: [UInt8]) -> Bool {
    text.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return false }
      // A backslash is rare in JSON text, a quote every few bytes: each is found by the byte
      // after it.
      if occurs(Array(#"\u"#.utf8), finding: 0, in: base, count: bytes.count) { return true }
      return names.contains { occurs(Array("\"\($0)\"".utf8), finding: 1, in: base, count: bytes.count) }
    }
  }

  /// Whether `needle` occurs in the `count` bytes at `base`, found by its byte at `pivot`,
  /// which `memchr` looks for a word at a time.
  private static func occurs(_ needle: [UInt8], finding pivot: Int, in base: UnsafePointer<UInt8>, count: Int)
    -> Bool
  {
    guard needle.indices.contains(pivot), needle.count <= count else { return false }
    var offset = pivot
    let last = count - needle.count + pivot
    while offset <= last {
      guard let found = memchr(base + offset, Int32(needle[pivot]), last - offset + 1) else { return false }
      let start = UnsafeRawPointer(found) - UnsafeRawPointer(base) - pivot
      if memcmp(base + start, needle, needle.count) == 0 { return true }
      offset = start + pivot + 1
    }
    return false
  }
}
