import Contracts
import JSONCore
public import Reports

/// Renders a check report for people: grouped by contract, most severe first, repeats of the
/// same finding folded into one entry with a count, and a one-line summary at the end.
public struct TextRenderer: ReportRenderer {
  public var color: Bool
  /// How many places to list under a folded finding before "and N more".
  public var placesShown = 3
  /// Failing pointers listed per resilience-matrix row (fuzz reports) before "and N more".
  public var pointersShown = 4

  public init(color: Bool) { self.color = color }

  /// - Parameter toolVersion: not shown (the text report is for the terminal); taken so every
  ///   renderer is called the same way.
  public func render(_ report: CheckReport, toolVersion: String) -> String {
    var text = ""
    let sections = report.sections
    for section in sections {
      if let summary = section.summary {
        text += header(summary)
      } else if section.groups.isEmpty {
        continue
      } else {
        text += paint(section.contractID ?? "(no contract)", .bold) + "\n"
      }
      text += body(section.groups)
    }
    if let baseline = report.baseline, !baseline.fixed.isEmpty {
      text += paint("fixed since the baseline", .bold) + "\n"
      for entry in baseline.fixed {
        text +=
          "  \(paint("fixed", .green))  \(entry.kind)  \(entry.contract ?? "-") \(entry.pointer ?? "")  \(entry.message)\n"
      }
    }
    let errors = report.count(.error), warnings = report.count(.warning)
    text += paint(report.summarySentence(listing: sections), errors > 0 ? .red : warnings > 0 ? .yellow : .green) + "\n"
    return text
  }

  private func header(_ summary: ContractSummary) -> String {
    var line = paint(summary.id, .bold) + "  \(summary.bindingDescription)"
    line += "  \(plural(summary.responses, "response"))"
    let outcome = summary.outcomeDescription
    if !outcome.isEmpty { line += " (" + outcome + ")" }
    return line + "\n"
  }

  private func body(_ groups: [FindingGroup]) -> String {
    var text = ""
    for group in groups {
      let finding = group.first
      // Repeats across rows show the pointer with indices as `*`, and how many there are.
      let pointer = group.total > 1 ? group.pointer + "  (×\(group.total))" : group.pointer
      text += "  " + severityLabel(finding.severity) + " " + finding.kind.rawValue.padding(to: 22) + pointer + "\n"
      text += "      \(group.message)\n"
      text += "      at " + group.places.prefix(placesShown).joined(separator: ", ")
      let more = group.more(than: placesShown)
      if more > 0 { text += " and \(more) more" }
      text += "\n"
    }
    return text
  }

  func severityLabel(_ severity: Finding.Severity) -> String {
    let label = severity.rawValue.padding(to: 8)
    switch severity {
    case .error: return paint(label, .red)
    case .warning: return paint(label, .yellow)
    case .note: return paint(label, .cyan)
    }
  }

  enum Style: String {
    case bold = "1", red = "31", green = "32", yellow = "33", magenta = "35", cyan = "36"
  }

  func paint(_ text: String, _ style: Style) -> String {
    color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
