import JSONSchemaRegex
import Testing

@testable import JSONSchema

/// No checker may trap, whatever the string: random and adversarial inputs through all.
@Suite struct FormatRobustnessTests {
  static let alphabet: [Unicode.Scalar] = Array(
    ("aZ09-._~:/?#[]@!$&'()*+,;=%{}\\\" <>|^`\u{0}\n\tTtZz+PYMWDHS"
      + "xn--é日\u{302E}\u{200C}\u{200D}\u{5D0}\u{627}\u{660}\u{6F0}\u{B7}\u{375}\u{30FB}\u{301}\u{10FFFF}\u{FFFF}")
      .unicodeScalars)

  @Test func randomStringsNeverTrap() {
    var generator = SplitMix64(seed: 0x5EED)
    let checkers =
      FormatRegistry.knownFormats.compactMap(FormatRegistry.checker(for:))
      + [
        "timestamp with time zone", "timestamp without time zone", "date", "time with time zone",
        "time",
      ]
      .compactMap(FormatRegistry.postgresChecker(for:))
    for _ in 0..<3000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int(generator.next() % 40) {
        text.append(Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))])
      }
      let string = String(text)
      for checker in checkers { _ = checker(string) }
      _ = try? ECMARegex(string).test(string)
    }
  }

  @Test func longInputsStayCheap() {
    let long = String(repeating: "a", count: 100_000)
    for name in FormatRegistry.knownFormats {
      _ = FormatRegistry.checker(for: name)?(long)
      _ = FormatRegistry.checker(for: name)?(long + "." + long)
    }
    _ = Punycode.decode(Array(("xn--" + String(repeating: "9", count: 10_000)).utf8))
  }
}

/// A small deterministic generator, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
