import Foundation
import JSONCore
import Jansson

/// Known findings, committed so that a run reports only what is new.
///
/// A baseline stores fingerprints (with kind, contract, pointer and message for people who
/// read the diff). Applying it hides findings whose fingerprint it holds, and lists the
/// fingerprints it holds that the run no longer produced: those were fixed.
public struct Baseline: Sendable {
  public struct Entry: Sendable, Hashable, Codable {
    public var fingerprint: String
    public var kind: String
    public var contract: String?
    public var pointer: String?
    public var message: String

    public init(fingerprint: String, kind: String, contract: String?, pointer: String?, message: String) {
      self.fingerprint = fingerprint
      self.kind = kind
      self.contract = contract
      self.pointer = pointer
      self.message = message
    }
  }

  public var entries: [Entry]

  public init(findings: [Finding]) {
    var seen = Set<String>()
    entries = findings.compactMap { finding in
      guard seen.insert(finding.fingerprint).inserted else { return nil }
      return Entry(
        fingerprint: finding.fingerprint, kind: finding.kind.rawValue, contract: finding.contract,
        pointer: finding.pointer?.normalized, message: finding.message)
    }.sorted {
      ($0.contract ?? "", $0.kind, $0.pointer ?? "", $0.fingerprint) < (
        $1.contract ?? "", $1.kind, $1.pointer ?? "", $1.fingerprint
      )
    }
  }

  public static func load(path: String) throws(ConfigurationError) -> Baseline {
    Baseline(entries: try ToolFile.decode(File.self, path: path, kind: "contract baseline").findings)
  }

  private init(entries: [Entry]) { self.entries = entries }

  /// The baseline as JSON text, one entry per line, stable for diffs.
  public func serialized() throws -> String {
    try LinePerEntryJSON.serialize(version: 1, key: "findings", entries: entries)
  }

  /// Whether the baseline knows `finding` (by fingerprint).
  public func knows(_ finding: Finding) -> Bool { fingerprints.contains(finding.fingerprint) }

  private var fingerprints: Set<String> { Set(entries.map(\.fingerprint)) }

  private struct File: Codable {
    var version: Int
    var findings: [Entry]
  }
}
