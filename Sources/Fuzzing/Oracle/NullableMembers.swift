public import Contracts
import JSONCore

/// Members of one object the contract allows `null` in and the model requires, as one
/// finding.
///
/// Real specs mark many members nullable (a payment API's card: `brand`, `funding`, `last4`),
/// and a model that declares them non-optional fails each `null-optional` probe the same way.
/// The fix is one edit of one type, so the probes of one object are one warning naming the
/// members (`members` in its evidence), with the first probe's mutation and reproducer; an
/// object with one such member keeps its finding as it is.
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
    for indices in groups.values where indices.count > 1 {
      let first = findings[indices[0]]
      guard let contract = first.contract, let object = first.pointer?.parent else { continue }
      // In name order: shards meet the members in other orders.
      let members = indices.compactMap { findings[$0].pointer?.last?.text }.sorted()
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
      replacement[indices[0]] = merged
      folded.formUnion(indices.dropFirst())
    }
    return findings.indices.compactMap { index in
      folded.contains(index) ? nil : replacement[index] ?? findings[index]
    }
  }

  /// The contract and object of a probe that set a member to `null` and failed on exactly
  /// that: the model requires the value.
  private static func groupKey(_ finding: Finding) -> String? {
    guard finding.kind == .modelDrift, finding.evidence["operator"] == "null-optional",
      finding.evidence["refusesNull"] != nil,
      let contract = finding.contract, let object = finding.pointer?.parent
    else { return nil }
    return "\(contract) \(object)"
  }
}
