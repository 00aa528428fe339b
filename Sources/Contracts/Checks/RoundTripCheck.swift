import Foundation
public import JSONCore
import Jansson

/// The round-trip stage: the model's encoding of what it decoded, compared with the reference
/// tree by meaning.
///
/// The encoder's text is compared as it is read (no second tree); jansson re-parses it should
/// that strict reading refuse it. The full path (`findings`) reports every difference as a
/// `roundtrip-loss` (same-meaning rewrites as notes); the cheap path (``losses(in:of:under:)``)
/// keeps only the data-losing differences at and under the places a mutation touched, which is
/// all the fuzzer's oracle needs.
public enum RoundTripCheck {
  /// Every difference between the reference tree and the encoder's `encoded` text: the full
  /// path's input. Those whose `roundtrip-loss` fingerprint is in `listedEnough` (the report
  /// lists no more of them) come back as fingerprints only, found but never built: a dump
  /// repeats the same few differences in every row.
  ///
  /// Throws when the encoder wrote JSON the reference parser rejects.
  static func differences(
    from original: JSONValue, toEncoded encoded: [UInt8], contract: String?, members: MapMembers?,
    listedEnough: Set<UInt64>
  ) throws -> (listed: [JSONDifference], counted: [UInt64]) {
    var counted: [UInt64] = []
    let read = try? JSONDiff.differences(from: original, toEncoded: encoded) { kind, path in
      guard !listedEnough.isEmpty else { return true }
      let fingerprint = Fingerprint.hash(
        .roundtripLoss, contract: contract, tokens: path, detail: kind.rawValue, members: members)
      guard listedEnough.contains(fingerprint) else { return true }
      counted.append(fingerprint)
      return false
    }
    if let read { return (read, counted) }
    // Not the text an encoder writes: the reference parses it and the trees are compared, every
    // difference listed (what was counted on the way is dropped with the reading).
    let tree = try JanssonParser.parse(encoded).value
    return (JSONDiff.differences(from: original, to: tree).filter(\.changesText), [])
  }

  /// The data-losing differences under `touched` after a decode that produced `encoded`; a
  /// failure when the encoder's text cannot be read.
  ///
  /// - Parameters:
  ///   - original: the payload's tree, asked for only when it is needed.
  ///   - encoded: the encoder's text.
  ///   - touched: the places a mutation changed.
  public static func losses(
    original: () -> JSONValue?, encoded: [UInt8], under touched: [JSONPointer]
  ) -> Result<[Loss], RoundTripFailure> {
    guard !touched.isEmpty else { return .success([]) }
    if let tree = original(), let differences = try? JSONDiff.differences(from: tree, toEncoded: encoded) {
      return .success(losses(in: differences, of: tree, under: touched))
    }
    guard let roundTrip = try? JanssonParser.parse(encoded).value else { return .failure(.encodedUnreadable) }
    guard let tree = original() else { return .failure(.payloadUnreadable) }
    return .success(losses(from: tree, to: roundTrip, under: touched))
  }

  /// Why the cheap path could not compare.
  public enum RoundTripFailure: Error {
    case encodedUnreadable
    case payloadUnreadable
  }

  /// The data-losing differences between `original` and `roundTrip` at and under each of
  /// `places`, each once.
  ///
  /// A place absent on one side is a key dropped or added there.
  public static func losses(from original: JSONValue, to roundTrip: JSONValue, under places: [JSONPointer]) -> [Loss] {
    var list = LossList()
    for place in places { list.add(at: place, from: place.resolve(in: original), to: place.resolve(in: roundTrip)) }
    return list.losses
  }

  /// The same losses as ``losses(from:to:under:)``, from the differences of the whole round
  /// trip (`JSONDiff.differences(from:toEncoded:)`) instead of the round trip's tree.
  ///
  /// A difference at a place or above it holds the round trip's value there, so the place is
  /// resolved within it; with none, the path to the place is intact on both sides and the
  /// differences under it are the comparison of the two values there.
  public static func losses(in differences: [JSONDifference], of original: JSONValue, under places: [JSONPointer])
    -> [Loss]
  {
    // Tokens compare as text: a parsed pointer spells an array index as a key ("0").
    func isPrefix(_ prefix: JSONPointer, of pointer: JSONPointer) -> Bool {
      pointer.tokens.count >= prefix.tokens.count
        && zip(prefix.tokens, pointer.tokens).allSatisfy { $0.text == $1.text }
    }
    var list = LossList()
    for place in places {
      if let above = differences.first(where: { isPrefix($0.pointer, of: place) }) {
        let within = JSONPointer(Array(place.tokens.dropFirst(above.pointer.tokens.count)))
        list.add(at: place, from: place.resolve(in: original), to: above.result.flatMap { within.resolve(in: $0) })
      } else {
        for difference in differences where difference.losesData && isPrefix(place, of: difference.pointer) {
          // The place as given, then the path below it: the pointer the tree comparison makes.
          let below = JSONPointer(Array(difference.pointer.tokens.dropFirst(place.tokens.count)))
          list.add(difference.kind, place.appending(below))
        }
      }
    }
    return list.losses
  }

  /// Losses in the order found, each once.
  private struct LossList {
    private(set) var losses: [Loss] = []
    private var seen = Set<String>()

    mutating func add(_ kind: JSONDifference.Kind, _ pointer: JSONPointer) {
      if seen.insert("\(kind.rawValue) \(pointer)").inserted { losses.append(Loss(kind: kind, pointer: pointer)) }
    }

    /// The losses at `place`, whose value was `before` and is `after` the round trip; a place
    /// absent on one side is a key dropped or added there.
    mutating func add(at place: JSONPointer, from before: JSONValue?, to after: JSONValue?) {
      switch (before, after) {
      case (nil, nil):
        return
      case (nil, let after?):
        add(after.isNull ? .absentBecameNull : .keyAdded, place)
      case (let before?, nil):
        add(before.isNull ? .nullBecameAbsent : .keyDropped, place)
      case (let before?, let after?):
        for difference in JSONDiff.differences(from: before, to: after) where difference.losesData {
          add(difference.kind, place.appending(difference.pointer))
        }
      }
    }
  }
}

/// A difference the round trip made that loses data, where it is in the payload.
public struct Loss: Sendable, Hashable, Codable {
  public var kind: JSONDifference.Kind
  public var pointer: JSONPointer

  public init(kind: JSONDifference.Kind, pointer: JSONPointer) {
    self.kind = kind
    self.pointer = pointer
  }

  /// The loss's kind and place, array positions as written: what tells a fixture's own loss
  /// from one a mutation caused.
  public var place: String { "\(kind.rawValue) \(pointer.normalized)" }
}

extension Finding {
  ///
  /// `reference` is the response the difference was found in: a key that comes back holding
  /// the value a sibling key was sent with is a model that reads the other key (swapped
  /// `CodingKeys`), which the message says instead of "a default or computed value".
  static func roundTripLoss(
    _ difference: JSONDifference, model: String, profile: Profile, _ context: FindingContext,
    reference: JSONValue? = nil, fingerprint: UInt64? = nil
  ) -> Finding {
    let before = difference.original.map { $0.abbreviated() } ?? "(absent)"
    let after = difference.result.map { $0.abbreviated(sortedKeys: true) } ?? "(absent)"
    var evidence = ["original": before, "roundTrip": after, "difference": difference.kind.rawValue]
    // Rewrites that keep the meaning are notes; losses are the kind's default (warning).
    var severity: Severity? = difference.losesData ? nil : .note
    var detail = difference.kind.rawValue
    let message: String
    if let reference, let (variant, sent) = caseVariant(of: difference, in: reference) {
      evidence["otherKey"] = variant
      if sent == difference.result {
        // A decoder that converts key case read a drifted key, and the encoder wrote it in
        // the contract's spelling: the value is kept, under the key the backend documents.
        (severity, detail) = (.note, "key-case-normalized")
        evidence["cause"] = detail
        evidence["difference"] = nil
        message =
          "\(model) reads '\(variant)' as this key and writes it back in the contract's spelling (its decoder converts key case): same value, nothing lost"
      } else {
        // The same read, written back with another value: the change is the value's (a `URL`
        // percent-encoding what it was sent), not a field the model made up.
        detail = JSONDifference.Kind.valueChanged.rawValue
        evidence["difference"] = detail
        evidence["original"] = sent.abbreviated()
        message =
          "\(model) reads '\(variant)' as this key (its decoder converts key case) and writes back another value: \(sent.abbreviated()) → \(after)"
      }
    } else if let reference, let sibling = siblingHolding(difference, in: reference) {
      evidence["cause"] = "reads-another-key"
      evidence["otherKey"] = sibling
      message =
        "\(model) writes here the value '\(sibling)' was sent with: it reads another key (check its CodingKeys): \(before) → \(after)"
    } else {
      message = Self.roundTripMessage(difference.kind, model: model, profile: profile, before: before, after: after)
    }
    // The caller's hash is of the difference's kind; a cause found above changes the detail,
    // and so the fingerprint.
    let hashed = detail == difference.kind.rawValue ? fingerprint : nil
    return Finding(
      kind: .roundtripLoss, severity: severity, contract: context.contract,
      source: context.source(at: difference.pointer), pointer: difference.pointer, message: message,
      evidence: evidence,
      fingerprint: hashed
        ?? Fingerprint.hash(
          .roundtripLoss, contract: context.contract, pointer: difference.pointer, detail: detail,
          members: context.members))
  }

  /// What a round trip's change of `kind` is, in words.
  private static func roundTripMessage(
    _ kind: JSONDifference.Kind, model: String, profile: Profile, before: String, after: String
  ) -> String {
    switch kind {
    case .keyDropped: "\(model) does not keep this field: it is gone after decode and encode"
    case .keyAdded: "\(model) adds this field on encode (a default or computed value): \(after)"
    case .nullBecameAbsent: "null became an absent key after the round trip (Optional encodes nil as absent)"
    case .absentBecameNull: "an absent key came back as null"
    case .elementDropped: "array element dropped by the round trip"
    case .elementAdded: "array element added by the round trip: \(after)"
    case .typeChanged: "type changed by the round trip: \(before) → \(after)"
    case .valueChanged: "value changed by the round trip: \(before) → \(after)"
    case .numberRounded: "number rounded through Double: \(before) → \(after)"
    case .datePrecisionLost:
      "fractional seconds lost: \(before) → \(after) (the '\(profile.name)' profile writes fewer digits than the backend sends)"
    case .dateOffsetLost:
      "the offset is gone: \(before) → \(after) (a time without an offset is read in each reader's own zone: the instant moves)"
    case .dateRewritten:
      "same instant, written differently: \(before) → \(after) (nothing lost; a client comparing text sees a change)"
    case .numberKindChanged:
      "same number, other kind: \(before) → \(after) (nothing lost; a strict reader may refuse it)"
    case .uuidRewritten: "same UUID, other letter case: \(before) → \(after)"
    case .urlEncoded:
      "same URL, its characters a URL cannot hold percent-encoded: \(before) → \(after) (nothing lost; a client comparing text sees a change)"
    }
  }

  /// The key beside an added key that spells it in another case (`redirectUrl` for
  /// `redirect_url`, as key-case drift sends it), with the value it was sent with: the key a
  /// key-converting decoder read and the encoder wrote back in the contract's spelling.
  static func caseVariant(of difference: JSONDifference, in reference: JSONValue) -> (String, JSONValue)? {
    guard difference.kind == .keyAdded, case .key(let key)? = difference.pointer.last,
      let siblings = difference.pointer.parent.flatMap({ $0.resolve(in: reference)?.objectValue })
    else { return nil }
    let variants = siblings.members.filter { $0.key != key && KeySpelling.folded($0.key) == KeySpelling.folded(key) }
    // The one holding the value written back, if one does.
    guard let variant = variants.first(where: { $0.value == difference.result }) ?? variants.first else { return nil }
    return (variant.key, variant.value)
  }

  /// The key beside `difference`'s place whose recorded value the round trip wrote there,
  /// when the value says something (a string of a few characters, a number other than 0 or
  /// 1): equal booleans or small numbers are a coincidence, not evidence.
  static func siblingHolding(_ difference: JSONDifference, in reference: JSONValue) -> String? {
    guard difference.kind == .keyAdded || difference.kind == .valueChanged, let result = difference.result,
      case .key(let key)? = difference.pointer.last, let parent = difference.pointer.parent,
      let siblings = parent.resolve(in: reference)?.objectValue
    else { return nil }
    switch result {
    case .string(let text) where text.count >= 3: break
    case .number(let number) where number.double != 0 && number.double != 1: break
    default: return nil
    }
    // The same key in another case (`redirectUrl` for `redirect_url`, as key-case drift sends
    // it) is not another key.
    return siblings.members.first { KeySpelling.folded($0.key) != KeySpelling.folded(key) && $0.value == result }?.key
  }

  /// The note that a contract's round trip is not checked: its model is `Decodable` only.
  ///
  /// Once per contract and run, located at the contract's `type` in the manifest, so the gap is
  /// never silent; one fingerprint and one message for all of `all` (every contract of the run
  /// with such a model): an app whose models only read is one fact, listed once.
  package static func roundTripSkipped(_ binding: BoundContract, among all: [BoundContract], manifestPath: String)
    -> Finding
  {
    let location = binding.contract.memberLocations["type"] ?? binding.contract.location
    // Those read through a profile with no encoder, by profile; the rest are `Decodable` only.
    var models: [String] = []
    var byProfile: [(profile: String, models: [String])] = []
    for bound in all {
      let model = bound.model?.name ?? bound.contract.typeName ?? "the model"
      if bound.profile.encodes {
        if !models.contains(model) { models.append(model) }
      } else if let index = byProfile.firstIndex(where: { $0.profile == bound.profile.name }) {
        if !byProfile[index].models.contains(model) { byProfile[index].models.append(model) }
      } else {
        byProfile.append((bound.profile.name, [model]))
      }
    }
    var parts: [String] = []
    if !models.isEmpty {
      parts.append(
        models.count == 1
          ? "\(models[0]) is Decodable only (the app reads it and never encodes it)"
          : "\(models.spokenList) are Decodable only (the app reads them and never encodes them)")
    }
    for (profile, models) in byProfile {
      parts.append(
        "\(models.spokenList) \(models.count == 1 ? "is" : "are") read with the \(profile) profile, which has no encoder"
      )
    }
    let named = parts.joined(separator: "; ")
    var finding = Finding(
      kind: .roundtripLoss, severity: .note, contract: binding.id,
      source: SourceReference(file: manifestPath, line: location.line, column: location.column), pointer: nil,
      message: "round trip not checked: \(named); parse, schema, decode, reflection and probes ran",
      detail: "roundtrip-skipped")
    finding.fingerprint = Finding.fingerprint(.roundtripLoss, contract: nil, pointer: nil, detail: "roundtrip-skipped")
    return finding
  }

  static func encodeFailure(_ message: String, model: String, _ context: FindingContext) -> Finding {
    Finding(
      kind: .roundtripLoss, contract: context.contract, source: context.source(at: nil), pointer: .root,
      message: "\(model) decoded the response but could not encode it again: \(message)", detail: "encode-failed")
  }
}
