/// The manifest's `severity` map: a finding kind, or a kind and cause, set to another severity
/// or turned off, as a linter's rule configuration does.
///
/// ```json
/// "severity": { "roundtrip-loss.null-became-absent": "note", "parser-disagreement": "error",
///               "model-drift.reads-another-key": "off" }
/// ```
///
/// A finding's cause is what tells findings of one kind apart: the round trip's difference
/// (`key-dropped`, `null-became-absent`, `date-precision-lost`, …), the reflection check's
/// (`never-decoded`, `reads-another-key`), the probe's operator (`drop-optional`, …). A rule
/// for the kind and cause wins over one for the kind.
public struct SeverityRules: Sendable, Hashable {
  public enum Level: String, Sendable, Hashable {
    case note, warning, error
    /// Not reported at all.
    case off

    var severity: Finding.Severity? { Finding.Severity(rawValue: rawValue) }
  }

  /// By `kind` or `kind.cause`.
  public var levels: [String: Level] = [:]

  public init(levels: [String: Level] = [:]) { self.levels = levels }

  public var isEmpty: Bool { levels.isEmpty }

  /// The finding with its severity as the rules set it, `nil` when they turn it off.
  public func apply(to finding: Finding) -> Finding? {
    let kind = finding.kind.rawValue
    let rule = finding.cause.flatMap { levels["\(kind).\($0)"] } ?? levels[kind]
    guard let rule else { return finding }
    guard let severity = rule.severity else { return nil }
    var changed = finding
    changed.severity = severity
    return changed
  }
}

extension Finding {
  /// What tells findings of one kind apart, for the `severity` map: the evidence's `cause`,
  /// round-trip `difference` or probe `operator`.
  public var cause: String? { evidence["cause"] ?? evidence["difference"] ?? evidence["operator"] }
}
