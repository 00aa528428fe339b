import JSONCore
import JSONSchema

/// A tightening edits a schema, and a schema is often shared: an auth server's `UserSchema`
/// is a session's `user`, `GET /user`'s body and every row of `/admin/users`. Drawn from one
/// place's traffic (every session's user has confirmed its e-mail), the edit would refuse
/// another's (a user just invited has not). A tightening stands only where the traffic at
/// every place its schema applies, in every contract inferred from, allows it; so does a note
/// that a key the schema declares is never sent (the sessions' users never carry
/// `phone_confirmed_at`; `GET /user`'s do).
enum SharedSchemaEvidence {
  typealias Contract = (id: String, outline: ContractOutline, evidence: TrafficEvidence)

  /// `suggestions` less each tightening, and each note that a key is never sent, whose
  /// schema applies at another place whose recorded traffic contradicts it.
  static func standing(_ suggestions: [Suggestion], in contracts: [Contract]) -> [Suggestion] {
    let claims = suggestions.map { claim(of: $0, in: contracts) }
    let targets = Set(claims.compactMap { $0?.target })
    guard !targets.isEmpty else { return suggestions }
    // Each claimed schema's places, found in one pass over every outline.
    var places: [Target: [(contract: Contract, place: ContractOutline.Place)]] = [:]
    for contract in contracts {
      for place in contract.outline.places {
        for schema in place.facts.schemas {
          let target = Target(schema)
          if targets.contains(target) { places[target, default: []].append((contract, place)) }
        }
      }
    }
    return zip(suggestions, claims).filter { _, claim in
      guard let claim else { return true }
      return (places[claim.target] ?? []).allSatisfy { allows(claim.says, at: $0.place, of: $0.contract) }
    }.map(\.0)
  }

  /// What a suggestion says of a schema every place of which must bear it out.
  private enum Says {
    case intent(SchemaAmendment.Intent)
    /// Objects never carry `key` (a note, with no change to make).
    case neverSent(String)
  }

  /// The schema a tightening edits, or the one declaring the key a note says is never sent,
  /// and what it says; `nil` for any other suggestion.
  private static func claim(of suggestion: Suggestion, in contracts: [Contract]) -> (target: Target, says: Says)? {
    if suggestion.direction == .tightening, let change = suggestion.change {
      return (Target(change), .intent(change.intent))
    }
    guard suggestion.kind == .neverPresent, let contract = contracts.first(where: { $0.id == suggestion.contract }),
      let place = contract.outline.place(suggestion.place), case .key(let key)? = place.pointer.last,
      let parentPointer = place.pointer.parent,
      let parent = contract.outline.place(contract.outline.folded(parentPointer)),
      let declaring = parent.facts.schemas.first(where: { $0.value["properties"]?[key] != nil })
    else { return nil }
    return (Target(declaring), .neverSent(key))
  }

  /// Whether the traffic at `place` of `contract` bears out what is said: every recorded
  /// object there carries a key to be required, none carries a key said never to be sent, no
  /// recorded value there is one to be dropped.
  private static func allows(_ says: Says, at place: ContractOutline.Place, of contract: Contract) -> Bool {
    switch says {
    case .intent(.require(let key)):
      guard let (counts, objects) = contract.evidence.presence(ofKeyAt: place.pointer.appending(key: key)) else {
        return true
      }
      return counts.present == objects
    case .neverSent(let key):
      return (contract.evidence.presence(ofKeyAt: place.pointer.appending(key: key))?.counts.present ?? 0) == 0
    case .intent(.removeEnumValues(let values)):
      let seen = contract.evidence.values[place.folded]?.enumValues ?? [:]
      return values.allSatisfy { seen[$0] == nil }
    case .intent:
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
