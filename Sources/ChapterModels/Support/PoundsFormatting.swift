/// Formats whole pounds the way the app shows fees and salaries: `£9,535`, `£38,000`.
///
/// Written by hand rather than with `NumberFormatter` so the output does not depend on the
/// device locale (a fee is always in pounds, whatever region the phone is set to).
enum PoundsFormatting {
  /// `£` followed by the amount with comma thousands separators; negative amounts keep the sign.
  static func pounds(_ amount: Int) -> String {
    let digits = String(amount.magnitude)
    var grouped = ""
    for (offset, character) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(character)
    }
    return (amount < 0 ? "-£" : "£") + grouped
  }

  /// Rounds to whole pounds first: `pounds(182.5)` is `£183`.
  static func pounds(_ amount: Double) -> String {
    pounds(Int(amount.rounded()))
  }
}
