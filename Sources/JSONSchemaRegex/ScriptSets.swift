import Foundation

/// `\p{Script=…}` and `\p{Script_Extensions=…}` sets, read from ICU's script data.
///
/// The standard library has no Script property, but Foundation's `NSRegularExpression` is
/// ICU and knows it. It is used here only to *derive a table*, never to match input: one
/// search with `\p{Script=X}+` over a string holding every scalar once (about 20 ms, cached)
/// gives the ranges. ICU matches property values loosely (`greek` works), while ECMA-262
/// wants the exact value names of PropertyValueAliases.txt, which all start with an
/// uppercase letter (`Greek`, `Grek`, `Old_Italic`); that shape is required first.
enum ScriptSets {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var cache: [String: ScalarSet] = [:]

  static func set(named name: String, extensions: Bool) -> ScalarSet? {
    guard let first = name.unicodeScalars.first, (0x41...0x5A).contains(first.value),
      name.unicodeScalars.allSatisfy({ $0.isASCIILetter || $0.asciiDigitValue != nil || $0 == "_" })
    else { return nil }
    let key = (extensions ? "scx=" : "sc=") + name
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache[key] { return cached }
    guard let expression = try? NSRegularExpression(pattern: "\\p{\(key)}+") else { return nil }
    let text = everyScalar
    let matches = expression.matches(
      in: text, range: NSRange(location: 0, length: (text as NSString).length))
    var ranges: [(UInt32, UInt32)] = []
    for match in matches where match.range.length > 0 {
      let low = scalar(atUTF16Offset: match.range.location)
      let high = scalar(atUTF16Offset: match.range.location + match.range.length) - 1
      ranges.append((low, high))
    }
    let set = ScalarSet(ranges: ranges)
    cache[key] = set
    return set
  }

  /// Every Unicode scalar in order, so UTF-16 offsets map back to scalar values.
  private static let everyScalar: String = {
    var scalars = String.UnicodeScalarView()
    for value in UInt32(0)...ScalarSet.maxScalar {
      if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
    }
    return String(scalars)
  }()

  /// Inverts the layout of `everyScalar`: the BMP minus surrogates one unit each, then
  /// two units per supplementary scalar.
  private static func scalar(atUTF16Offset offset: Int) -> UInt32 {
    let surrogateCount = 0x800
    if offset < 0xD800 { return UInt32(offset) }
    if offset < 0x10000 - surrogateCount { return UInt32(offset + surrogateCount) }
    return UInt32(0x10000 + (offset - (0x10000 - surrogateCount)) / 2)
  }
}
