/// Lines of Swift with indentation: the only place text is put together.
///
/// It writes what `swift format` (the repository's `.swift-format`, 120 columns) would: `case`
/// labels at the `switch`'s indentation, `} else {` on one line, long parameter lists packed
/// onto continuation lines, doc comments wrapped at the line length.
struct SwiftWriter {
  static let lineLength = 120

  private(set) var lines: [String] = []
  private var depth = 0

  private var indentation: String { String(repeating: "  ", count: depth) }

  mutating func line(_ text: String = "") {
    lines.append(text.isEmpty ? "" : indentation + text)
  }

  /// `header {`, the body one level in, `}`.
  mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
    line(header + " {")
    depth += 1
    body(&self)
    depth -= 1
    line("}")
  }

  /// The body one level in, then `}`: the rest of a block whose header ``wrapped(_:_:_:)`` wrote.
  mutating func indented(_ body: (inout SwiftWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
    line("}")
  }

  /// `switch subject {` with the `case` lines the body writes at the same indentation.
  mutating func switchBlock(_ subject: String, _ body: (inout SwiftWriter) -> Void) {
    line("switch \(subject) {")
    body(&self)
    line("}")
  }

  /// `if a {` … `} else if b {` … `} else {` … `}`: each branch's header (`if a`, `else`).
  mutating func chain(_ branches: [(header: String, body: (inout SwiftWriter) -> Void)]) {
    for (index, branch) in branches.enumerated() {
      line((index == 0 ? "" : "} ") + branch.header + " {")
      depth += 1
      branch.body(&self)
      depth -= 1
    }
    line("}")
  }

  /// `head(items) tail`, on one line when it fits, else with the items packed onto lines one
  /// level in and the closing `)` on a line of its own (as `swift format` wraps arguments).
  mutating func wrapped(_ head: String, _ items: [String], _ tail: String) {
    let single = head + "(" + items.joined(separator: ", ") + ")" + tail
    guard indentation.count + single.count > SwiftWriter.lineLength, !items.isEmpty else {
      line(single)
      return
    }
    line(head + "(")
    depth += 1
    let width = SwiftWriter.lineLength - indentation.count
    var current = ""
    for (index, item) in items.enumerated() {
      let piece = item + (index == items.count - 1 ? "" : ",")
      if current.isEmpty {
        current = piece
      } else if current.count + 1 + piece.count <= width {
        current += " " + piece
      } else {
        line(current)
        current = piece
      }
    }
    line(current)
    depth -= 1
    line(")" + tail)
  }

  /// `///` lines, wrapped at the line length, with a blank `///` line between paragraphs.
  mutating func documentation(_ paragraphs: [[String]]) {
    // A description's own blank lines at its ends (YAML's `>` keeps a final newline) are not
    // paragraphs of their own.
    let present = paragraphs.map { lines -> [String] in
      let blank = { (text: String) in text.allSatisfy(\.isWhitespace) }
      guard let first = lines.firstIndex(where: { !blank($0) }), let last = lines.lastIndex(where: { !blank($0) }) else {
        return []
      }
      return Array(lines[first...last])
    }.filter { !$0.isEmpty }
    let width = SwiftWriter.lineLength - indentation.count - 4
    for (index, paragraph) in present.enumerated() {
      if index > 0 { line("///") }
      for text in paragraph {
        guard !text.isEmpty else {
          line("///")
          continue
        }
        var current = ""
        for word in text.split(separator: " ") {
          if current.isEmpty {
            current = String(word)
          } else if current.count + 1 + word.count <= width {
            current += " " + word
          } else {
            line("/// " + current)
            current = String(word)
          }
        }
        line("/// " + current)
      }
    }
  }

  /// A blank line, unless the last one is blank or opens a block.
  mutating func separator() {
    guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
    line()
  }

  var text: String { lines.joined(separator: "\n") + "\n" }
}
