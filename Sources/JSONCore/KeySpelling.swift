/// A key's spellings compared: `amount_captured`, `amountCaptured`, `AmountCaptured` and
/// `amount-captured` are one key to a backend that drifted in case, or to a decoder that
/// converts snake_case.
package enum KeySpelling {
  /// The key without letter case, `_` or `-`.
  package static func folded(_ key: String) -> String { String(key.lowercased().filter { $0 != "_" && $0 != "-" }) }
}
