import JSONCore
import JSONSchema

/// A `oneOf` whose alternatives the contract gives nothing to tell apart: a value that matches
/// two of them is one of the shapes the contract describes, and the violation is the
/// contract's, not the response's.
///
/// Real documents write `oneOf` where they mean "either": `/signup` answers `oneOf: [Session,
/// User]`, two open objects that require nothing, so every response matches both and a strict
/// validator refuses them all. Told apart from a `oneOf` that means "exactly one": `oneOf:
/// [{required: [a]}, {required: [b]}]` given both keys is a response the contract forbids.
enum OverlappingAlternatives {
  /// Why the contract is at fault for `error`, a `oneOf` the value matched several
  /// alternatives of: one of them requires no key another does not, so every value of the
  /// other is one of it too. `nil` for any other error, or where each requires its own keys.
  static func reason(for error: ValidationError, facts: SchemaFacts) -> String? {
    guard let matched = error.matchedAlternatives, matched.count > 1 else { return nil }
    let union = error.absoluteKeywordLocation + "/"
    let known = facts.unionAlternatives(at: facts.facts(at: error.instanceLocation)).filter {
      $0.keyword == "oneOf" && $0.location.absoluteLocation.hasPrefix(union)
    }
    let alternatives = matched.compactMap { index in
      known.first { $0.location.absoluteLocation == union + String(index) }
    }
    guard alternatives.count == matched.count else { return nil }
    for wider in alternatives {
      for narrower in alternatives where narrower.index != wider.index {
        guard Set(wider.required).isSubset(of: narrower.required) else { continue }
        let names = alternatives.map(\.label)
        let listed = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        let asks = wider.required.isEmpty ? "requires no key" : "requires no key \(narrower.label) does not"
        return
          "the contract cannot tell \(listed) apart (\(wider.label) \(asks)), an ambiguity of the contract, not of the response: anyOf, or a key only one of them requires, would say which"
      }
    }
    return nil
  }
}
