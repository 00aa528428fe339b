public import Reports

/// A coverage report for people: per contract its share of schema items exercised, the
/// items never seen with their pointers, and the timestamp spellings recorded; then the
/// overall share.
extension TextRenderer {
  public func render(_ report: CoverageReport) -> String {
    var text = ""
    for contract in report.contracts {
      text += paint(contract.id, .bold) + "  " + (contract.schema ?? "(no schema)") + "  "
      text += "\(plural(contract.responses, "response")), \(plural(contract.samples, "value"))"
      if let percent = contract.percent {
        text += "  " + paint(CoverageReport.percentText(percent), percent >= 100 ? .green : .yellow)
        text += " (\(contract.exercised)/\(contract.items.count))\n"
      } else {
        text += "\n"
      }
      if let note = contract.note { text += "  \(note)\n" }
      let neverSeen = contract.neverSeen
      if !neverSeen.isEmpty {
        text += "  never seen:\n"
        let width = min(48, max(12, neverSeen.map(\.pointer.count).max() ?? 0) + 2)
        for entry in neverSeen {
          let pointer = entry.pointer.isEmpty ? "(root)" : entry.pointer
          text += "    " + pointer.padding(to: width) + entry.description + "\n"
        }
      }
      for shapes in contract.shapes { text += "  " + CoverageText.shapes(shapes) + "\n" }
      text += "\n"
    }
    if report.unmapped > 0 { text += "\(plural(report.unmapped, "response")) no contract claims\n" }
    for (reason, count) in report.notRecorded.sorted(by: { $0.key < $1.key }) {
      // Recorded in the dump, and left out of the coverage for this reason.
      text += "\(plural(count, "response")) not counted: \(reason)\n"
    }
    let percent = report.percent ?? 0
    return text + paint(report.summarySentence, percent >= 100 ? .green : .yellow) + "\n"
  }
}

/// Phrases every coverage format shares.
enum CoverageText {
  /// `/*/created_at (date-time): fraction digits 6 ×40, 0 ×2; offsets +hh:mm ×42`.
  static func shapes(_ shapes: CoverageReport.Shapes) -> String {
    var parts: [String] = []
    let digits = shapes.fractionDigits.sorted { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }
    if !digits.isEmpty {
      parts.append("fraction digits " + digits.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
    }
    let offsets = shapes.offsets.sorted { $0.key < $1.key }
    if !offsets.isEmpty { parts.append("offsets " + offsets.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")) }
    if shapes.dateOnly > 0 { parts.append("date only ×\(shapes.dateOnly)") }
    if shapes.notTimestamps > 0 { parts.append("not a timestamp ×\(shapes.notTimestamps)") }
    let place = shapes.pointer.isEmpty ? "(root)" : shapes.pointer
    return "timestamps at \(place) (\(shapes.format)): " + parts.joined(separator: "; ")
  }

  /// `/*/status: enum value "archived"`.
  static func item(_ item: CoverageReport.Item) -> String {
    (item.pointer.isEmpty ? "(root)" : item.pointer) + ": " + item.description
  }

  /// `/card: optional key present (and 14 more that need it)`.
  static func item(_ entry: CoverageReport.NeverSeen) -> String {
    (entry.pointer.isEmpty ? "(root)" : entry.pointer) + ": " + entry.description
  }

  /// The schema file of a contract, without the pointer in it.
  static func file(_ contract: CoverageReport.Contract) -> String? {
    contract.schema.map { String($0.split(separator: "#", maxSplits: 1).first ?? "") }
  }
}
