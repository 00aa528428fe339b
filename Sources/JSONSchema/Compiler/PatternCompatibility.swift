/// Leniency for `pattern` values written for ECMA-262 without the `u` flag.
///
/// The regex engine parses the strict Unicode-mode grammar, where `\&`, `\%` or `\'` (an
/// identity escape of a character that needs no escaping) is an error. Schemas in the wild
/// are full of them (`"^\/[^\*\?\&\%]*$"` in KrakenD's schema), and every non-Unicode
/// ECMA-262 engine (Annex B) reads them as the character itself. When a pattern fails to
/// parse, the compiler retries with those escapes rewritten as `\xHH`, which means the same
/// character in both grammars; anything else still fails with the engine's error.
enum PatternCompatibility {
  /// `pattern` with identity escapes of ASCII punctuation rewritten, or `nil` when there are
  /// none to rewrite.
  static func rewritingIdentityEscapes(_ pattern: String) -> String? {
    // Characters Unicode mode already lets you escape, and escapes with a meaning of their own.
    let syntax: Set<Unicode.Scalar> = ["^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/"]
    var result = String.UnicodeScalarView()
    var changed = false
    var iterator = pattern.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      guard scalar == "\\" else {
        result.append(scalar)
        continue
      }
      guard let next = iterator.next() else {
        result.append(scalar)
        break
      }
      let isPunctuation =
        next.isASCII && !next.properties.isAlphabetic && !("0"..."9").contains(next)
        && next.value > 0x20 && next.value < 0x7F
      if isPunctuation, !syntax.contains(next) {
        result.append(contentsOf: "\\x".unicodeScalars)
        let hex = String(next.value, radix: 16, uppercase: true)
        result.append(contentsOf: (hex.count < 2 ? "0" + hex : hex).unicodeScalars)
        changed = true
      } else {
        result.append(scalar)
        result.append(next)
      }
    }
    return changed ? String(result) : nil
  }
}
