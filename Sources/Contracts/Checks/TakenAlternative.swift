import JSONCore
import JSONSchema

/// The `oneOf`/`anyOf` alternative a failing value takes, named in its decode failure.
///
/// An id-or-object field (`"customer": "cus_1"`, the customer, or a deleted customer) fails to
/// decode on its third shape with "missing key 'balance'", which reads like a model bug about
/// one key; the cause is a whole alternative the model does not read. When the nearest union
/// above the failure has two or more alternatives of the value's type and the value could take
/// exactly one of them, the failure says which, and, for a missing key the taken alternative
/// does not declare, which alternatives declare it: the shape the model reads instead.
extension DecodeFailure {
  mutating func nameAlternative(facts: SchemaFacts, in reference: JSONValue) {
    var place: JSONPointer? = pointer
    while let current = place, current.resolve(in: reference) == nil { place = current.parent }
    while let current = place, let value = current.resolve(in: reference) {
      let alternatives = facts.unionAlternatives(at: facts.facts(at: current, in: reference))
      guard alternatives.isEmpty else {
        describe(value, at: current, among: alternatives)
        return
      }
      place = current.parent
    }
  }

  private mutating func describe(_ value: JSONValue, at place: JSONPointer, among alternatives: [UnionAlternative]) {
    let sameType = alternatives.filter { $0.admitsType(of: value) }
    let taken = sameType.filter { $0.admits(value) }
    guard sameType.count >= 2, taken.count == 1, let alternative = taken.first else { return }
    let whereText = place.isRoot ? "the response" : "the value at \(place)"
    message += "; \(whereText) is the contract's \(alternative.keyword) alternative '\(alternative.label)'"
    evidence["alternative"] = "\(alternative.keyword) \(alternative.label)"
    guard cause == .missingKey, pointer.parent == place, case .key(let key)? = pointer.last,
      !alternative.declared.contains(key)
    else { return }
    let declaring = sameType.filter { $0.declared.contains(key) }.map { "'\($0.label)'" }
    guard !declaring.isEmpty else { return }
    message += ", which has no '\(key)': the model reads it as \(declaring.joined(separator: " or "))"
  }
}
