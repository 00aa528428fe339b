/// A unified diff (`diff -u` format) of two texts by lines, for `generate --check`.
///
/// The edit script comes from Myers' O(ND) algorithm: time and memory grow with the file
/// size times the number of changed lines, not with the product of the two sizes, so a
/// one-line hand edit in a large generated file costs little.
enum UnifiedDiff {
  static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
    let a = lines(old)
    let b = lines(new)
    let script = edits(a, b)
    var output = "--- \(oldName)\n+++ \(newName)\n"
    // Group changes with `context` lines around them into hunks.
    var index = 0
    while index < script.count {
      guard script[index].kind != .same else {
        index += 1
        continue
      }
      var start = index
      var steps = 0
      while start > 0, script[start - 1].kind == .same, steps < context {
        start -= 1
        steps += 1
      }
      // Extend past changes until more than twice the context of unchanged lines follows,
      // then keep `context` of those.
      var end = index
      var sameRun = 0
      while end < script.count, sameRun <= 2 * context {
        sameRun = script[end].kind == .same ? sameRun + 1 : 0
        end += 1
      }
      end -= max(0, sameRun - context)
      let hunk = script[start..<end]
      let oldStart = hunk.first?.oldLine ?? 0
      let newStart = hunk.first?.newLine ?? 0
      let oldCount = hunk.filter { $0.kind != .added }.count
      let newCount = hunk.filter { $0.kind != .removed }.count
      output +=
        "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
      for edit in hunk {
        switch edit.kind {
        case .same: output += " " + a[edit.oldLine] + "\n"
        case .removed: output += "-" + a[edit.oldLine] + "\n"
        case .added: output += "+" + b[edit.newLine] + "\n"
        }
      }
      index = end
    }
    return output
  }

  struct Edit {
    enum Kind { case same, removed, added }
    var kind: Kind
    /// The 0-based line in the old text (for `added`: the old line it comes before).
    var oldLine: Int
    var newLine: Int
  }

  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Myers' greedy forward search, keeping each round's furthest points to walk back.
  static func edits(_ a: [String], _ b: [String]) -> [Edit] {
    let n = a.count
    let m = b.count
    let maximum = n + m
    var furthest = [Int](repeating: 0, count: 2 * maximum + 2)
    var trace: [[Int]] = []
    search: for d in 0...max(maximum, 0) {
      trace.append(furthest)
      for k in stride(from: -d, through: d, by: 2) {
        let down = k == -d || (k != d && furthest[k - 1 + maximum] < furthest[k + 1 + maximum])
        var x = down ? furthest[k + 1 + maximum] : furthest[k - 1 + maximum] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        furthest[k + maximum] = x
        if x >= n, y >= m { break search }
      }
    }
    // Walk back through the rounds.
    var script: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let row = trace[d]
      let k = x - y
      let down = k == -d || (k != d && row[k - 1 + maximum] < row[k + 1 + maximum])
      let previousK = down ? k + 1 : k - 1
      let previousX = row[previousK + maximum]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        script.append(Edit(kind: .same, oldLine: x, newLine: y))
      }
      if d > 0 {
        if down {
          y -= 1
          script.append(Edit(kind: .added, oldLine: x, newLine: y))
        } else {
          x -= 1
          script.append(Edit(kind: .removed, oldLine: x, newLine: y))
        }
      }
    }
    return script.reversed()
  }
}
