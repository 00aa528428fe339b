public import Contracts
import Evidence
public import JSONCore

/// Folds the model-drift findings made inside a place the contract leaves free-form.
///
/// A schema that says only `{"type": "object"}` (media metadata, a settings blob) allows any
/// value at every place under it, so every change a probe or mutant makes there is "allowed";
/// a model that reads a fixed shape there (`Meta.Rendition.width: Int`) then fails each of
/// them, one warning per place and type. They all say one thing, about the contract more than
/// the model: the app relies on a shape the contract never promised. So they are one
/// `schema-gap` note per contract and free-form place, naming the model, the changes and
/// where the model's assumptions are; a recorded response the model cannot read is still
/// `contract check`'s decode failure, whatever the schema says.
public enum UndescribedPlaces {
  /// The evidence key a model-drift finding carries when the place it changed is under a
  /// free-form one: the nearest place the contract describes (array positions folded).
  public static let evidenceKey = "freeForm"

  /// The nearest place at or above `pointer` that `facts` describe, when `pointer` itself is
  /// not described and the contract describes anything at all (`nil` otherwise).
  public static func freeFormAncestor(of pointer: JSONPointer, in facts: FixtureFacts) -> JSONPointer? {
    guard !facts.isEmpty, facts[pointer] == nil else { return nil }
    var place = pointer
    while facts[place] == nil, let parent = place.parent { place = parent }
    return place
  }

  /// Marks `finding` as made under the free-form `place` (a pointer into the response).
  public static func mark(_ finding: inout Finding, under place: JSONPointer) {
    finding.evidence[evidenceKey] = TrafficEvidence.folded(place)
  }

  /// `findings` with those marked (``mark(_:under:)``) folded into one note per contract and
  /// free-form place.
  static func fold(_ findings: [Finding], models: [String: String]) -> [Finding] {
    var kept: [Finding] = []
    var folded: [String: [String: [Finding]]] = [:]
    for finding in findings {
      guard finding.kind == .modelDrift, let contract = finding.contract, let place = finding.evidence[evidenceKey]
      else {
        kept.append(finding)
        continue
      }
      folded[contract, default: [:]][place, default: []].append(finding)
    }
    for contract in folded.keys.sorted() {
      for (place, group) in (folded[contract] ?? [:]).sorted(by: { $0.key < $1.key }) {
        guard let first = group.min(by: { ($0.pointer?.description ?? "") < ($1.pointer?.description ?? "") }) else {
          continue
        }
        let model = models[contract] ?? "the model"
        let changes = group.compactMap(\.pointer).map { TrafficEvidence.folded($0) }
        let unique = Array(Set(changes)).sorted()
        let shown = unique.prefix(6).joined(separator: ", ") + (unique.count > 6 ? " and \(unique.count - 6) more" : "")
        let example = first.evidence["mutation"].map { " (e.g. \($0))" } ?? ""
        kept.append(
          Finding(
            kind: .schemaGap, contract: contract, source: first.source, pointer: nil,
            message:
              "the contract leaves \(place.isEmpty ? "the body" : place) free-form, and \(model) reads a fixed shape inside it: \(group.count) change\(group.count == 1 ? "" : "s") the contract allows there fail the decode\(example), at \(shown); describe that shape in the contract, or have the model read it as free-form JSON (a note: no recorded response has shown the model wrong)",
            evidence: [
              "place": place, "model": model, "changes": "\(group.count)", "places": unique.joined(separator: ", "),
            ],
            detail: "free-form \(place)"))
      }
    }
    return kept
  }
}
