extension Array where Element == String {
  /// The names as a finding's sentence lists them: "A", "A and B", "A, B and C".
  public var spokenList: String {
    guard count > 1, let last else { return first ?? "" }
    return dropLast().joined(separator: ", ") + " and " + last
  }
}
