public import Reports

/// A coverage report as GitHub-flavoured Markdown: a table of contracts with their share,
/// then per contract the items never seen; cut at GitHub's limit like a check's report.
extension MarkdownRenderer {
  public func render(_ report: CoverageReport) -> String {
    var text = "## contract coverage\n\n\(escape(report.summarySentence))\n\n"
    text += "| Contract | Responses | Values | Exercised | Coverage |\n| --- | ---: | ---: | ---: | ---: |\n"
    for contract in report.contracts {
      let cells = [
        code(contract.id, inTable: true), "\(contract.responses)", "\(contract.samples)",
        "\(contract.exercised) / \(contract.items.count)", CoverageReport.percentText(contract.percent),
      ]
      text += "| " + cells.joined(separator: " | ") + " |\n"
    }
    for contract in report.contracts where !contract.unexercised.isEmpty || !contract.shapes.isEmpty {
      text += "\n### " + code(contract.id, inTable: false) + "\n\n"
      if !contract.unexercised.isEmpty {
        text += "Never seen:\n\n| Pointer | Item |\n| --- | --- |\n"
        for entry in contract.neverSeen {
          text += "| " + code(entry.pointer.isEmpty ? "(root)" : entry.pointer, inTable: true) + " | "
          text += escape(entry.description) + " |\n"
        }
      }
      for shapes in contract.shapes { text += "\n- " + escape(CoverageText.shapes(shapes)) }
      if !contract.shapes.isEmpty { text += "\n" }
    }
    return fitted(text, toolVersion: report.tool)
  }
}
