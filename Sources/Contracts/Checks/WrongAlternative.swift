import JSONCore
import JSONSchema

/// A value decoded as another alternative of a union: the sign-up response (a session, or a
/// user awaiting confirmation, both all-optional) read as the wrong one keeps none of what was
/// sent. Per key, that is a dozen notes ("does not model 'access_token'") about one cause;
/// here it is one warning, whatever the direction.
///
/// The rule: an object whose round trip drops more than half of its members, where the
/// contract's schema puts a union (`oneOf`/`anyOf`, more than one applicable schema) and
/// declares the dropped keys. The dropped keys' own findings are then left out.
struct WrongAlternative {
  let facts: SchemaFacts
  let reference: JSONValue

  /// The objects decoded as another alternative, with the dropped differences of each.
  func objects(in differences: [JSONDifference]) -> [(pointer: JSONPointer, dropped: [JSONDifference])] {
    var byParent: [JSONPointer: [JSONDifference]] = [:]
    for difference in differences where difference.kind == .keyDropped {
      if let parent = difference.pointer.parent { byParent[parent, default: []].append(difference) }
    }
    return byParent.sorted { $0.key < $1.key }.compactMap { parent, dropped in
      guard let object = parent.resolve(in: reference)?.objectValue, dropped.count * 2 > object.count else {
        return nil
      }
      let place = facts.facts(at: parent, in: reference)
      let declared = Set(place.propertyOrder)
      let keys = dropped.compactMap { difference -> String? in
        if case .key(let key)? = difference.pointer.last { return key }
        return nil
      }
      guard place.schemas.count > 1, keys.allSatisfy(declared.contains) else { return nil }
      return (parent, dropped)
    }
  }
}

extension Finding {
  static func decodedAsAnotherAlternative(
    _ pointer: JSONPointer, dropped: [JSONDifference], members: Int, model: String, _ context: FindingContext
  ) -> Finding {
    let keys = dropped.compactMap { difference -> String? in
      if case .key(let key)? = difference.pointer.last { return key }
      return nil
    }
    return Finding(
      kind: .roundtripLoss, contract: context.contract, source: context.source(at: pointer), pointer: pointer,
      message:
        "decoded as another alternative: \(model) keeps \(members - keys.count) of the \(members) members the contract's union declares here (dropped: \(keys.joined(separator: ", ")))",
      evidence: ["difference": "decoded-as-another-alternative", "dropped": keys.joined(separator: ", ")],
      detail: "decoded-as-another-alternative", members: context.members)
  }
}
