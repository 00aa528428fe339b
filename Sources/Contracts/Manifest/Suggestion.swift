/// "Did you mean …?" hints for misspelt names: keys, options, type names.
public enum Suggestion {
  /// The candidate nearest to `name` by edit distance, when it is at most `maximumDistance`
  /// edits away.
  public static func closest(to name: String, among candidates: [String], maximumDistance: Int = 2) -> String? {
    let best = candidates.min { editDistance($0, name) < editDistance($1, name) }
    guard let best, editDistance(best, name) <= maximumDistance else { return nil }
    return best
  }

  /// Levenshtein distance: insertions, deletions and substitutions of characters.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
