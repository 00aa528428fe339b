import Foundation
import JSONCore
import Jansson
import Redaction

/// The reflection check: a decoded model read with `Mirror` beside its response, for the
/// properties a round trip cannot show wrong (``ModelReflection``).
///
/// Its findings are about the model, not the response, so a corpus run reads the first
/// ``CorpusSample/responseLimit`` responses of each contract and reports each property once
/// (``CorpusSample``), however many contracts' responses show it. It runs in the check
/// itself, on the value the decode stage decoded and the tree the parse stage built: a
/// supervised check runs it in the process a model may kill.
/// Both are `model-drift` findings: a property never decoded is an error whatever the
/// direction (the app shows nothing where the backend sent a value); a property reading a
/// sibling's key is a warning, since two keys may hold one value on purpose.
struct ReflectionCheck {
  let binding: BoundContract

  /// The mismatches of the model value `decoded` from the response of `context` (with its
  /// reference tree), each with its finding.
  ///
  /// Where the response repeats a value (two keys, one URL), a copy with those values made
  /// unique (``UniqueLeaves``) is decoded too, so a property reading a sibling's key shows
  /// whatever the recorded values: the key-mapping probe.
  func findings(decoded: Any, _ context: FindingContext) -> [Finding] {
    guard let reference = context.reference else { return [] }
    var mismatches = ModelReflection.mismatches(in: decoded, reference: reference)
    if let unique = UniqueLeaves.copy(of: reference), let model = binding.model {
      var uniqueValue: Any? = nil
      let bytes = JSONWriter().bytes(unique)
      _ = model.roundTrip(
        Data(bytes), asArray: binding.envelope.decodesArray, profile: binding.profile, inspect: { uniqueValue = $0 })
      if let uniqueValue {
        let seen = Set(mismatches.map { "\($0.type).\($0.property)" })
        for mismatch in ModelReflection.mismatches(in: uniqueValue, reference: unique)
        where mismatch.cause == .readsAnotherKey && !seen.contains("\(mismatch.type).\(mismatch.property)") {
          // Reported with the recorded value, not the copy's.
          var found = mismatch
          found.expected = mismatch.pointer.resolve(in: reference) ?? mismatch.expected
          mismatches.append(found)
        }
      }
    }
    return ReflectionCheck.pairingSwaps(mismatches).map { finding($0.mismatch, swappedWith: $0.partner, context) }
  }

  /// The mismatches, each with the one it swaps keys with: two properties of one type each
  /// reading the other's key are one `CodingKeys` mistake, reported once (at the first).
  private static func pairingSwaps(
    _ mismatches: [ModelReflection.Mismatch]
  ) -> [(mismatch: ModelReflection.Mismatch, partner: ModelReflection.Mismatch?)] {
    var paired = Set<Int>()
    var result: [(mismatch: ModelReflection.Mismatch, partner: ModelReflection.Mismatch?)] = []
    for (index, mismatch) in mismatches.enumerated() where !paired.contains(index) {
      let partner =
        mismatch.cause == .readsAnotherKey
        ? mismatches.indices.first { other in
          other != index && !paired.contains(other) && mismatches[other].cause == .readsAnotherKey
            && mismatches[other].type == mismatch.type && mismatches[other].key == mismatch.otherKey
            && mismatches[other].otherKey == mismatch.key
        } : nil
      if let partner { paired.insert(partner) }
      result.append((mismatch, partner.map { mismatches[$0] }))
    }
    return result
  }

  /// The finding of one mismatch: one per property (its fingerprint names the property, not
  /// the place nor the contract).
  private func finding(
    _ mismatch: ModelReflection.Mismatch, swappedWith partner: ModelReflection.Mismatch?, _ context: FindingContext
  ) -> Finding {
    var property = "\(mismatch.type).\(mismatch.property)"
    let value = mismatch.expected.abbreviated()
    var evidence = ["cause": mismatch.cause.rawValue, "property": property, "key": mismatch.key, "original": value]
    let message: String
    switch mismatch.cause {
    case .neverDecoded:
      let held = mismatch.held.map { "holds \($0.abbreviated()), its default," } ?? "stays empty"
      if let held = mismatch.held { evidence["held"] = held.abbreviated() }
      message =
        "declared but never decoded: \(property) \(held) while the response has '\(mismatch.key)': \(value) (\(why(mismatch)))"
    case .readsAnotherKey:
      let other = mismatch.otherKey ?? ""
      evidence["otherKey"] = other
      if let partner {
        // Named in one order whichever property the walk met first: one fingerprint.
        let pair = [mismatch, partner].sorted { $0.property < $1.property }
        property = pair.map { "\($0.type).\($0.property)" }.joined(separator: " & ")
        evidence["property"] = property
        message =
          "swapped keys: \(mismatch.type)'s CodingKeys swap '\(pair[0].key)' and '\(pair[1].key)' (\(pair[0].property) reads '\(pair[1].key)', \(pair[1].property) reads '\(pair[0].key)')"
      } else {
        message =
          "reads another key: \(property) holds the value of '\(other)', not of '\(mismatch.key)' (\(value)): swapped CodingKeys?"
      }
    }
    var finding = Finding(
      kind: .modelDrift, severity: mismatch.cause == .neverDecoded ? .error : .warning, contract: binding.id,
      source: context.source(at: mismatch.pointer), pointer: mismatch.pointer, message: message, evidence: evidence)
    // One finding per property, wherever in the responses its type appears, of this contract
    // or another: one `CodingKeys` fix (an `Issue` in the issue and the issue-list responses
    // is one bug, listed once, in the first contract that met it).
    finding.fingerprint = Finding.fingerprint(
      .modelDrift, contract: nil, pointer: nil, detail: "\(mismatch.cause.rawValue) \(property)")
    return finding
  }

  /// Why a property never got its key's value, said only as far as it is known: a value its
  /// type cannot decode (an error some `try?` or default hid), else the key mapping.
  private func why(_ mismatch: ModelReflection.Mismatch) -> String {
    if let failure = decodeFailure(of: mismatch.expected, as: mismatch.valueType) {
      // The decoder's words may repeat the value unquoted, where the redactor would not see
      // it: left out under a credential-named key.
      let said = Redactor.isCredential(mismatch.pointer) ? "" : " (\(failure))"
      return
        "the value does not decode as \(spelled(mismatch.valueType)) with this profile's decoder\(said), and the model hides the error: a `try?` or a default?"
    }
    let converted = ModelReflection.camelCase(mismatch.key)
    guard binding.profile.convertsSnakeCase, mismatch.key.contains("_") else { return "CodingKeys has no case for it?" }
    // Say something true: the conversion names the property only when the two differ.
    return converted == mismatch.property
      ? "the decoder converts '\(mismatch.key)' to '\(converted)', so a CodingKeys case must not spell it '\(mismatch.key)'"
      : "the decoder converts '\(mismatch.key)' to '\(converted)', not '\(mismatch.property)'"
  }

  /// `Optional<Date>` as it is written, `Date?`.
  private func spelled(_ type: Any.Type?) -> String {
    let name = type.map { ModelReflection.typeName($0) } ?? "its type"
    guard name.hasPrefix("Optional<"), name.hasSuffix(">") else { return name }
    return name.dropFirst("Optional<".count).dropLast() + "?"
  }

  /// What the profile's decoder says of `value` decoded alone as `type`, `nil` when it reads it
  /// (or the type is not `Decodable`).
  private func decodeFailure(of value: JSONValue, as type: Any.Type?) -> String? {
    guard let decodable = type as? any Decodable.Type else { return nil }
    func attempt<T: Decodable>(_: T.Type) -> String? {
      do {
        _ = try binding.profile.makeDecoder().decode([T].self, from: Data(JSONWriter().bytes(.array([value]))))
        return nil
      } catch let DecodingError.dataCorrupted(context) {
        return context.debugDescription
      } catch let DecodingError.typeMismatch(_, context) {
        return context.debugDescription
      } catch {
        return "\(error)"
      }
    }
    return attempt(decodable)
  }
}
