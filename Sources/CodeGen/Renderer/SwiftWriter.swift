/// Lines of Swift with indentation: the only place text is put together.
struct SwiftWriter {
  private(set) var lines: [String] = []
  private var depth = 0

  mutating func line(_ text: String = "") {
    lines.append(text.isEmpty ? "" : String(repeating: "  ", count: depth) + text)
  }

  /// `header {`, the body one level in, `}`.
  mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
    line(header + " {")
    depth += 1
    body(&self)
    depth -= 1
    line("}")
  }

  /// `///` lines, with a blank `///` line between paragraphs.
  mutating func documentation(_ paragraphs: [[String]]) {
    let present = paragraphs.filter { !$0.isEmpty }
    for (index, paragraph) in present.enumerated() {
      if index > 0 { line("///") }
      for text in paragraph { line(text.isEmpty ? "///" : "/// " + text) }
    }
  }

  /// A blank line, unless the last one is blank or opens a block.
  mutating func separator() {
    guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
    line()
  }

  var text: String { lines.joined(separator: "\n") + "\n" }
}
