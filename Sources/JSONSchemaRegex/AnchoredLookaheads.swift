extension RegexNode {
  /// `^(?=A)(?!B)…C` as the patterns `^A`, `^B`, …, `^C`, each with whether it must match
  /// (`(?!B)`: must not), when that is what it means; else `nil`.
  ///
  /// Real-world schemas state several conditions on a whole string with lookaheads at its
  /// start (cspell's `^(?=[^!*,;{}[\]~\n]+$)(?=(.*\w)).+$`). Anchored at the start of input
  /// (JSON Schema patterns have no multiline flag), each lookahead is tried at position 0 only,
  /// and a lookahead is atomic and, without backreferences, leaves nothing the rest can see: the
  /// string matches exactly when every part matches (or, negated, does not) at its start. Each part then runs on an
  /// automaton, in linear time, instead of the whole on the backtracker. Parts that still need
  /// backtracking (a backreference, a longer lookaround inside) leave the pattern as it is.
  var anchoredLookaheadParts: [(node: RegexNode, matches: Bool)]? {
    guard case .sequence(let items) = self, items.count >= 2, case .assertion(.start) = items[0] else {
      return nil
    }
    var parts: [(node: RegexNode, matches: Bool)] = []
    var index = 1
    while index < items.count, case .look(let body, ahead: true, let negative) = items[index] {
      parts.append((.sequence([.assertion(.start), body]), !negative))
      index += 1
    }
    guard !parts.isEmpty else { return nil }
    parts.append((.sequence([.assertion(.start)] + items[index...]), true))
    return parts.contains(where: \.node.needsBacktracking) ? nil : parts
  }
}
