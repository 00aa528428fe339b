extension String {
  /// The text with `0`s in front up to `width` characters (unchanged when already as wide):
  /// for hex digests, timestamps' fields and percent-escapes.
  package func zeroPadded(toWidth width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

extension BinaryInteger {
  /// The decimal digits zero-padded to `width`, the sign in front (`-7` at width 3 is `-007`).
  package func zeroPadded(toWidth width: Int) -> String {
    let digits = String(self.magnitude).zeroPadded(toWidth: width)
    return self < 0 ? "-" + digits : digits
  }
}
