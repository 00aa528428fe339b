public import Contracts
import JSONCore

/// Renders a check report for people: grouped by contract, most severe first, repeats of the
/// same finding folded into one entry with a count, and a one-line summary at the end.
public struct TextRenderer: Sendable {
  public var color: Bool
  /// How many places to list under a folded finding before "and N more".
  public var placesShown = 3

  public init(color: Bool) { self.color = color }

  public func render(_ report: CheckReport) -> String {
    var text = ""
    let byContract = Dictionary(grouping: report.findings) { $0.contract ?? "" }
    for summary in report.contracts {
      text += header(summary)
      text += body(byContract[summary.id] ?? [], occurrences: report.occurrences)
    }
    if let unmapped = byContract[""], !unmapped.isEmpty {
      text += paint("(no contract)", .bold) + "\n" + body(unmapped, occurrences: report.occurrences)
    }
    if let baseline = report.baseline, !baseline.fixed.isEmpty {
      text += paint("fixed since the baseline", .bold) + "\n"
      for entry in baseline.fixed {
        text +=
          "  \(paint("fixed", .green))  \(entry.kind)  \(entry.contract ?? "-") \(entry.pointer ?? "")  \(entry.message)\n"
      }
    }
    text += summaryLine(report) + "\n"
    return text
  }

  private func header(_ summary: ContractSummary) -> String {
    var line = paint(summary.id, .bold) + "  \(summary.schema) → \(summary.type ?? "(no type)") [\(summary.profile)]"
    line += "  \(summary.responses) response\(summary.responses == 1 ? "" : "s")"
    var parts: [String] = []
    if summary.schemaSkipped {
      parts.append("schema validation skipped: no schema")
    } else if summary.responses > 0 {
      parts.append("\(summary.schemaValid) valid, \(summary.schemaInvalid) invalid")
    }
    if summary.decodeSkipped {
      parts.append("decoding skipped: no type")
    } else if summary.responses > 0 {
      parts.append("\(summary.decoded) decoded, \(summary.decodeFailed) failed")
    }
    if !parts.isEmpty { line += " (" + parts.joined(separator: "; ") + ")" }
    return line + "\n"
  }

  private func body(_ findings: [Finding], occurrences: [String: Int]) -> String {
    var groups: [(first: Finding, all: [Finding])] = []
    var index: [String: Int] = [:]
    for finding in findings {
      if let position = index[finding.fingerprint] {
        groups[position].all.append(finding)
      } else {
        index[finding.fingerprint] = groups.count
        groups.append((finding, [finding]))
      }
    }
    groups.sort { a, b in
      if a.first.severity != b.first.severity { return a.first.severity > b.first.severity }
      if a.first.kind != b.first.kind { return a.first.kind < b.first.kind }
      return (a.first.pointer ?? .root) < (b.first.pointer ?? .root)
    }
    var text = ""
    for group in groups {
      let finding = group.first
      // Repeats across rows show the pointer with indices as `*`, and how many there are.
      var pointer = finding.pointer.map { $0.isRoot ? "(root)" : $0.description } ?? ""
      let total = max(group.all.count, occurrences[finding.fingerprint] ?? 0)
      if total > 1, let normalized = finding.pointer?.normalized, !normalized.isEmpty {
        pointer = normalized + "  (×\(total))"
      }
      text += "  " + severityLabel(finding.severity) + " " + finding.kind.rawValue.padding(to: 22) + pointer + "\n"
      text += "      \(finding.message)\n"
      var places: [String] = []
      for place in group.all.map(\.source.description) where !places.contains(place) { places.append(place) }
      text += "      at " + places.prefix(placesShown).joined(separator: ", ")
      let more = max(places.count, total) - min(places.count, placesShown)
      if more > 0 { text += " and \(more) more" }
      text += "\n"
    }
    return text
  }

  private func summaryLine(_ report: CheckReport) -> String {
    let errors = report.count(.error), warnings = report.count(.warning), notes = report.count(.note)
    var line = "\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(notes, "note"))"
    line += " in \(plural(report.responses, "response")) across \(plural(report.contracts.count, "contract"))"
    var extras: [String] = []
    if report.unmapped > 0 { extras.append("\(report.unmapped) unmapped") }
    if report.skippedNonJSON > 0 { extras.append("\(report.skippedNonJSON) non-JSON HAR entries not checked") }
    if let baseline = report.baseline {
      extras.append("baseline: \(baseline.known) known, \(baseline.fixed.count) fixed")
    }
    if !report.configurationErrors.isEmpty {
      extras.append(plural(report.configurationErrors.count, "configuration error"))
    }
    if !extras.isEmpty { line += " (" + extras.joined(separator: "; ") + ")" }
    let color: Style = errors > 0 ? .red : warnings > 0 ? .yellow : .green
    return paint(line, color)
  }

  private func severityLabel(_ severity: Finding.Severity) -> String {
    let label = severity.rawValue.padding(to: 8)
    switch severity {
    case .error: return paint(label, .red)
    case .warning: return paint(label, .yellow)
    case .note: return paint(label, .cyan)
    }
  }

  enum Style: String {
    case bold = "1", red = "31", green = "32", yellow = "33", cyan = "36"
  }

  private func paint(_ text: String, _ style: Style) -> String {
    color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}

func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
