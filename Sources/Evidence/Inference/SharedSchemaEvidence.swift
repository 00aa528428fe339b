import JSONCore
import JSONSchema

/// A tightening edits a schema, and a schema is often shared: an auth server's `UserSchema`
/// is a session's `user`, `GET /user`'s body and every row of `/admin/users`. Drawn from one
/// place's traffic (every session's user has confirmed its e-mail), the edit would refuse
/// another's (a user just invited has not). A tightening stands only where the traffic at
/// every place its schema applies, in every contract inferred from, allows it.
enum SharedSchemaEvidence {
  typealias Contract = (id: String, outline: ContractOutline, evidence: TrafficEvidence)

  /// `suggestions` less each tightening whose schema applies at another place whose recorded
  /// traffic contradicts it.
  static func standing(_ suggestions: [Suggestion], in contracts: [Contract]) -> [Suggestion] {
    let targets = Set(suggestions.compactMap { $0.direction == .tightening ? $0.change.map(Target.init) : nil })
    guard !targets.isEmpty else { return suggestions }
    // Each targeted schema's places, found in one pass over every outline.
    var places: [Target: [(contract: Contract, place: ContractOutline.Place)]] = [:]
    for contract in contracts {
      for place in contract.outline.places {
        for schema in place.facts.schemas {
          let target = Target(schema)
          if targets.contains(target) { places[target, default: []].append((contract, place)) }
        }
      }
    }
    return suggestions.filter { suggestion in
      guard suggestion.direction == .tightening, let change = suggestion.change else { return true }
      return (places[Target(change)] ?? []).allSatisfy { allows(change.intent, at: $0.place, of: $0.contract) }
    }
  }

  /// Whether the traffic at `place` of `contract` allows `intent`: every recorded object
  /// there carries a key to be required, no recorded value there is one to be dropped.
  private static func allows(_ intent: SchemaAmendment.Intent, at place: ContractOutline.Place, of contract: Contract)
    -> Bool
  {
    switch intent {
    case .require(let key):
      guard let (counts, objects) = contract.evidence.presence(ofKeyAt: place.pointer.appending(key: key)) else {
        return true
      }
      return counts.present == objects
    case .removeEnumValues(let values):
      let seen = contract.evidence.values[place.folded]?.enumValues ?? [:]
      return values.allSatisfy { seen[$0] == nil }
    default:
      return true
    }
  }

  /// A schema, by its document and its place in it.
  private struct Target: Hashable {
    let document: String
    let pointer: JSONPointer

    init(_ schema: SchemaLocation) {
      document = schema.documentURI
      pointer = schema.pointer
    }

    init(_ change: SchemaAmendment) {
      document = change.document.documentURI
      pointer = change.location
    }
  }
}
