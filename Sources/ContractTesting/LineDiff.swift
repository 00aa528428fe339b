/// A unified-style diff of two texts by lines, for test failure messages.
///
/// Lines come from a longest common subsequence, so one changed line shows as one `-` and one
/// `+`, not as everything after it. The table is quadratic: past `limit` cells (large
/// snapshots that differ everywhere) the diff shows the first differing line instead.
/// Whitespace that a reader cannot see is made visible: a trailing space as `·`, a missing
/// final newline as a note.
func lineDiff(from old: String, to new: String, context: Int = 2, limit: Int = 4_000_000) -> String {
  let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard a.count * b.count <= limit else {
    let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    return
      "@@ line \(first + 1) @@\n- \(visible(first < a.count ? a[first] : "(end)"))\n+ \(visible(first < b.count ? b[first] : "(end)"))"
  }
  // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
  var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  enum Edit { case same(String), removed(String), added(String) }
  var edits: [Edit] = []
  var i = 0, j = 0
  while i < a.count || j < b.count {
    if i < a.count, j < b.count, a[i] == b[j] {
      edits.append(.same(a[i]))
      i += 1
      j += 1
    } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
      // Removals first, so a changed line reads `-` old, then `+` new.
      edits.append(.removed(a[i]))
      i += 1
    } else {
      edits.append(.added(b[j]))
      j += 1
    }
  }
  // Keep changed lines and `context` unchanged lines around each; elide the rest.
  var keep = [Bool](repeating: false, count: edits.count)
  for (index, edit) in edits.enumerated() {
    if case .same = edit { continue }
    for nearby in max(0, index - context)...min(edits.count - 1, index + context) { keep[nearby] = true }
  }
  var lines: [String] = []
  var line = 1
  var elided = false
  for (index, edit) in edits.enumerated() {
    if keep[index] {
      if elided || lines.isEmpty { lines.append("@@ line \(line) @@") }
      elided = false
      switch edit {
      case .same(let text): lines.append("  " + visible(text))
      case .removed(let text): lines.append("- " + visible(text))
      case .added(let text): lines.append("+ " + visible(text))
      }
    } else {
      elided = true
    }
    if case .added = edit {} else { line += 1 }
  }
  if old.hasSuffix("\n") != new.hasSuffix("\n") {
    lines.append(new.hasSuffix("\n") ? "(the snapshot has no final newline)" : "(no final newline now)")
  }
  return lines.joined(separator: "\n")
}

/// Trailing spaces and tabs as `·` and `→`, so a diff of whitespace shows what differs.
private func visible(_ line: String) -> String {
  var trailing = ""
  var body = Substring(line)
  while let last = body.last, last == " " || last == "\t" {
    trailing = (last == " " ? "·" : "→") + trailing
    body = body.dropLast()
  }
  return String(body) + trailing
}
