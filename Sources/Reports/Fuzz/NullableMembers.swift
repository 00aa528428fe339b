public import Contracts
import JSONCore

/// Members of one object the contract allows `null` in and the model requires, as one
/// finding.
///
/// Real specs mark many members nullable (a payment API's card: `brand`, `funding`, `last4`),
/// and a model that declares them non-optional fails each `null-optional` probe the same way.
/// The fix is one edit of one type, so the probes of one object are one warning naming the
/// members (`members` in its evidence), with the first probe's mutation and reproducer; an
/// object with one such member keeps its finding as it is. Folding again joins what was
/// folded apart: `report merge` gives the shards' findings back here, so a member only one
/// shard met is still named.
public enum NullableMembers {
  /// `findings` with the `null-optional` model-drift findings of each contract's object
  /// folded into one; `models` names each contract's model.
  public static func fold(_ findings: [Finding], models: [String: String]) -> [Finding] {
    var groups: [String: [Int]] = [:]
    for (index, finding) in findings.enumerated() {
      guard let key = groupKey(finding) else { continue }
      groups[key, default: []].append(index)
    }
    var folded = Set<Int>()
    var replacement: [Int: Finding] = [:]
    for indices in groups.values {
      let members = Set(indices.flatMap { names(in: findings[$0]) }).sorted()
      guard members.count > 1 else { continue }
      // The earliest mutant's probe speaks for the group, whichever shard met it.
      let position = indices.min { earlier(findings[$0], than: findings[$1]) } ?? indices[0]
      let first = findings[position]
      guard let contract = first.contract, let object = object(of: first) else { continue }
      let model = models[contract] ?? "the model"
      var evidence = first.evidence
      evidence["members"] = members.joined(separator: ", ")
      evidence.removeValue(forKey: "decodeFailure")
      var merged = Finding(
        kind: .modelDrift, contract: contract, source: first.source, pointer: object,
        message:
          "the contract allows null in \(members.count) members here (\(members.map { "'\($0)'" }.joined(separator: ", "))), and \(model) requires each of them: null in any fails the whole response (declare them Optional, or the backend must never send null)",
        evidence: evidence, detail: "null-optional members")
      merged.severity = first.severity
      let kept = indices.min() ?? position
      replacement[kept] = merged
      folded.formUnion(indices.filter { $0 != kept })
    }
    return findings.indices.compactMap { index in
      folded.contains(index) ? nil : replacement[index] ?? findings[index]
    }
  }

  /// A finding this fold made: it names its members and points at their object.
  private static func isFolded(_ finding: Finding) -> Bool {
    finding.kind == .modelDrift && finding.evidence["operator"] == "null-optional" && finding.evidence["members"] != nil
  }

  /// The object a probe's member, or a folded finding, is in.
  private static func object(of finding: Finding) -> JSONPointer? {
    isFolded(finding) ? finding.pointer : finding.pointer?.parent
  }

  /// The members a probe set to `null` (one) or a folded finding names.
  private static func names(in finding: Finding) -> [String] {
    if isFolded(finding) {
      return finding.evidence["members"]?.components(separatedBy: ", ") ?? []
    }
    return finding.pointer?.last.map { [$0.text] } ?? []
  }

  private static func earlier(_ a: Finding, than b: Finding) -> Bool {
    guard let mine = a.mutantID, let theirs = b.mutantID else { return false }
    return mine < theirs
  }

  /// The contract and object of a probe that set a member to `null` and failed on exactly
  /// that (the model requires the value), or of a finding this fold made.
  private static func groupKey(_ finding: Finding) -> String? {
    guard finding.kind == .modelDrift, finding.evidence["operator"] == "null-optional",
      finding.evidence["refusesNull"] != nil || isFolded(finding),
      let contract = finding.contract, let object = object(of: finding)
    else { return nil }
    return "\(contract) \(object)"
  }
}
