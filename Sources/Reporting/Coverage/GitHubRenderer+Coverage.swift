public import Reports

/// A coverage report as GitHub Actions workflow commands: a notice per entry of
/// ``CoverageReport/Contract/neverSeen`` at the schema line that allows it, then the summary as
/// a plain log line.
extension GitHubRenderer {
  public func render(_ report: CoverageReport) -> String {
    var text = ""
    for contract in report.contracts {
      let file = CoverageText.file(contract) ?? contract.id
      for entry in contract.neverSeen {
        var properties = ["file=" + GitHubRenderer.escapeProperty(file)]
        if let line = entry.item.schemaLine { properties.append("line=\(line)") }
        properties.append("title=" + GitHubRenderer.escapeProperty("never seen in the traffic"))
        let message = "[\(contract.id)] " + CoverageText.item(entry)
        text += "::notice " + properties.joined(separator: ",") + "::" + GitHubRenderer.escapeData(message) + "\n"
      }
    }
    return text + "contract coverage: " + report.summarySentence + "\n"
  }
}
