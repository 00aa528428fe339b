extension String {
  /// The text with `0`s in front up to `width` characters (unchanged when already as wide):
  /// for hex digests, timestamps' fields and percent-escapes.
  package func zeroPadded(toWidth width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

extension Int64 {
  /// The decimal digits zero-padded to `width`, the sign in front (`-7` at width 3 is `-007`).
  ///
  /// Written digit by digit into the string's own storage: every date a model encodes with
  /// a profile's formatter goes through here seven times.
  package func zeroPadded(toWidth width: Int) -> String {
    var magnitude = self.magnitude
    var digits = 1
    var rest = magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let sign = self < 0 ? 1 : 0
    let length = sign + Swift.max(width, digits)
    return String(unsafeUninitializedCapacity: length) { buffer in
      var position = length
      for _ in 0..<Swift.max(width, digits) {
        position -= 1
        buffer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      }
      if sign == 1 { buffer[0] = UInt8(ascii: "-") }
      return length
    }
  }
}
