/// Punycode (RFC 3492), the encoding between U-labels and the `xn--` A-labels of IDNA.
///
/// Written from the RFC's pseudocode (sections 6.1–6.3), with its overflow checks; both
/// directions are needed because an A-label is valid only if decoding and re-encoding it
/// gives the same label back (RFC 5891 section 5.4).
enum Punycode {
  private static let base = 36
  private static let tMin = 1
  private static let tMax = 26
  private static let skew = 38
  private static let damp = 700
  private static let initialBias = 72
  private static let initialN = 0x80
  /// Large enough for any label, small enough that products cannot overflow `Int`.
  private static let maxValue = Int(Int32.max)

  /// Decodes the part after `xn--`; nil when it is not valid Punycode.
  static func decode(_ input: [UInt8]) -> [UInt32]? {
    var output: [UInt32] = []
    let delimiter = input.lastIndex(of: UInt8(ascii: "-"))
    if let delimiter {
      for byte in input[..<delimiter] {
        guard byte < 0x80 else { return nil }
        output.append(UInt32(byte))
      }
    }
    var n = initialN
    var i = 0
    var bias = initialBias
    var index = delimiter.map { $0 + 1 } ?? 0
    while index < input.count {
      let oldI = i
      var weight = 1
      var k = base
      while true {
        guard index < input.count, let digit = digitValue(input[index]) else { return nil }
        index += 1
        guard digit <= (maxValue - i) / weight else { return nil }
        i += digit * weight
        let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
        if digit < threshold { break }
        guard weight <= maxValue / (base - threshold) else { return nil }
        weight *= base - threshold
        k += base
      }
      let length = output.count + 1
      bias = adapt(i - oldI, length, first: oldI == 0)
      guard i / length <= maxValue - n else { return nil }
      n += i / length
      i %= length
      // Basic code points may not be encoded, and surrogates are not characters.
      guard n >= 0x80, n <= 0x10FFFF, !(0xD800...0xDFFF).contains(n) else { return nil }
      output.insert(UInt32(n), at: i)
      i += 1
    }
    return output
  }

  /// Encodes a label's code points; nil only on (theoretical) overflow.
  static func encode(_ input: [UInt32]) -> [UInt8]? {
    var output: [UInt8] = input.filter { $0 < 0x80 }.map { UInt8($0) }
    let basicCount = output.count
    var handled = basicCount
    if basicCount > 0 { output.append(UInt8(ascii: "-")) }
    var n = initialN
    var delta = 0
    var bias = initialBias
    while handled < input.count {
      guard let next = input.filter({ Int($0) >= n }).min() else { return nil }
      let m = Int(next)
      guard m - n <= (maxValue - delta) / (handled + 1) else { return nil }
      delta += (m - n) * (handled + 1)
      n = m
      for scalar in input {
        let value = Int(scalar)
        if value < n {
          delta += 1
          guard delta <= maxValue else { return nil }
        }
        if value == n {
          var q = delta
          var k = base
          while true {
            let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
            if q < threshold { break }
            output.append(digitCharacter(threshold + (q - threshold) % (base - threshold)))
            q = (q - threshold) / (base - threshold)
            k += base
          }
          output.append(digitCharacter(q))
          bias = adapt(delta, handled + 1, first: handled == basicCount)
          delta = 0
          handled += 1
        }
      }
      delta += 1
      n += 1
    }
    return output
  }

  private static func adapt(_ delta: Int, _ count: Int, first: Bool) -> Int {
    var delta = first ? delta / damp : delta / 2
    delta += delta / count
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + skew)
  }

  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case 0x30...0x39: Int(byte - 0x30) + 26
    case 0x41...0x5A: Int(byte - 0x41)
    case 0x61...0x7A: Int(byte - 0x61)
    default: nil
    }
  }

  private static func digitCharacter(_ digit: Int) -> UInt8 {
    digit < 26 ? UInt8(0x61 + digit) : UInt8(0x30 + digit - 26)
  }
}
