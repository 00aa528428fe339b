public import Contracts
import Evidence
import JSONCore

/// Ranks model-drift probes by what the recorded traffic shows.
///
/// A contract that calls a key optional while every recorded response carries it (real specs
/// often declare no `required` at all) "allows" dropping it, renaming it, or sending `null`;
/// a model that requires the key then fails every such probe. Each of those warnings says the
/// same thing, and says it about the wrong party: the server always sends the key, the model
/// is right to expect it, and what is missing is the contract's promise. So the probes the
/// traffic contradicts are folded into one `schema-gap` note per schema that holds the keys
/// (per contract where the object has no named schema), naming the keys, their evidence
/// ("50/50": present in 50 of 50 recorded objects) and the models that require them:
/// the fix is the contract's `required`, and a note, because the traffic has never shown the
/// model wrong. A probe the traffic does not contradict keeps its warning, with the traffic's
/// counts in its evidence.
///
/// An empty string is the same gap for a value: a contract whose `type: string` allows `""`
/// where no recorded value was ever empty (a URL, an enum the contract does not list), and a
/// model that cannot read `""` there (`URL`, a Swift enum), is one note per schema too, whose
/// fix is `minLength` (or the format or enum the values follow).
public enum LooserThanTraffic {
  /// The evidence key of a fuzz finding whose mutant only emptied a string
  /// (``mark(emptied:)``).
  static let emptiedKey = "emptiedString"

  /// Marks `finding` as made by emptying the string at its place and nothing else.
  static func mark(emptied finding: inout Finding) { finding.evidence[emptiedKey] = "yes" }

  /// The probes whose allowed payloads differ from the traffic by a key's presence. Not
  /// `null-optional`: a contract that declares a value nullable says so on purpose (a model
  /// that cannot take the `null` is wrong whatever the traffic shows so far).
  static let operators: Set<String> = ["drop-optional", "key-case"]

  /// `findings` with the probes the traffic contradicts folded into a note per schema, and
  /// the keys the contracts do not declare as notes; `models` names each contract's model.
  ///
  /// What the traffic shows is each contract's ``ContractPlan/traffic`` in `plan`; a note
  /// about a recorded key is located at the fixture that first showed it.
  public static func rank(_ findings: [Finding], plan: CampaignPlan, models: [String: String]) -> [Finding] {
    let evidence = Dictionary(
      plan.contracts.map { ($0.contractID, $0.traffic) }, uniquingKeysWith: { first, _ in first })
    var sources: [String: SourceReference] = [:]
    for contract in plan.contracts {
      for fixture in contract.fixtures { sources["\(contract.contractID) \(fixture.label)"] = fixture.source }
    }
    var kept: [Finding] = []
    var folded: [Contradicted] = []
    var emptied: [Contradicted] = []
    for var finding in UndescribedPlaces.fold(findings, models: models) {
      guard finding.kind == .modelDrift, let contract = finding.contract, let traffic = evidence[contract],
        let operatorName = finding.evidence["operator"], let pointer = finding.pointer
      else {
        kept.append(finding)
        continue
      }
      let emptiedString = finding.evidence[emptiedKey] != nil
      let judgement: Judgement?
      if emptiedString {
        judgement = emptyStringContradiction(at: pointer, traffic)
      } else {
        // Only a key gone missing is a presence the traffic can vouch for: a probe that failed
        // on anything else (a value, after a stacked mutation changed it) keeps its warning.
        guard operators.contains(operatorName), let missing = finding.evidence["missingKey"] else {
          kept.append(finding)
          continue
        }
        judgement = contradiction(operatorName, at: pointer, missing: missing, traffic)
      }
      switch judgement {
      case .contradicted(let places):
        let found = places.map {
          Contradicted(contract: contract, pointer: $0.0, objects: $0.1, traffic, source: finding.source)
        }
        if emptiedString { emptied += found } else { folded += found }
      case .observed(let counts):
        finding.evidence["traffic"] = counts
        kept.append(finding)
      case nil:
        kept.append(finding)
      }
    }
    kept += undeclaredKeyNotes(evidence: evidence, sources: sources, near: findings)
    kept += notes(folded, promise: .presentKeys, evidence: evidence, models: models)
    kept += notes(emptied, promise: .nonEmptyStrings, evidence: evidence, models: models)
    return kept
  }

  /// A key the traffic always carries where a probe's model went without it, or a string it
  /// never left empty where a mutant's model could not read `""`.
  private struct Contradicted {
    let contract: String
    /// The key's pointer in the probe's payload.
    let pointer: JSONPointer
    /// How many recorded values were at its place: objects that each carried the key, or
    /// strings none of which was empty.
    let objects: Int
    /// The nearest named schema around the key (the one holding it, or the one an inline
    /// object holding it is declared in): where its `required` is written.
    let schema: String?
    /// Where that schema's object is (folded), and the key's path from there (`totp/uri`).
    let schemaPlace: String
    let member: String
    let source: SourceReference

    init(contract: String, pointer: JSONPointer, objects: Int, _ traffic: TrafficEvidence, source: SourceReference) {
      (self.contract, self.pointer, self.objects, self.source) = (contract, pointer, objects, source)
      let holder = traffic.holder(ofKeyAt: pointer)
      let tokens = pointer.tokens.dropFirst(holder?.place.tokens.count ?? 0)
      schema = holder?.schema
      schemaPlace = holder.map { TrafficEvidence.folded($0.place) } ?? ""
      member = String(TrafficEvidence.folded(JSONPointer(Array(tokens))).dropFirst())
    }
  }

  /// What the traffic promises at the contradicted places, which the contract does not.
  private enum Promise {
    /// The keys are always there: the fix is `required`.
    case presentKeys
    /// The strings are never empty: the fix is `minLength` (or a format or enum).
    case nonEmptyStrings
  }

  /// One `schema-gap` note per schema that calls optional the keys the traffic always carries,
  /// or allows `""` where it never had one, wherever the schema is used: one change to that
  /// schema (its `required`, its members' `minLength`) is the fix, so a `User` inside a
  /// session, a user list and a user response is one note, not a copy in each (a spec with no
  /// `required` at all, as many real ones are, said the same keys three times). A member of
  /// an unnamed object is its contract's own.
  private static func notes(
    _ contradicted: [Contradicted], promise: Promise, evidence: [String: TrafficEvidence], models: [String: String]
  ) -> [Finding] {
    let holders = Dictionary(grouping: contradicted) { $0.schema.map { "schema \($0)" } ?? "contract \($0.contract)" }
    return holders.keys.sorted().compactMap { holder -> Finding? in
      guard let keys = holders[holder], let first = keys.first,
        // The first source in reading order, whatever order the probes were found in (a
        // resumed fuzz run finds them in another).
        let source = keys.map(\.source).min(by: {
          ($0.file, $0.line ?? 0, $0.entry ?? 0) < ($1.file, $1.line ?? 0, $1.entry ?? 0)
        })
      else { return nil }
      // Each place once, however many probes met it.
      var seen = Set<String>()
      let unique = keys.filter { seen.insert("\($0.contract) \(TrafficEvidence.folded($0.pointer))").inserted }
      var contracts: [String] = []
      for key in unique where !contracts.contains(key.contract) { contracts.append(key.contract) }
      let modelNames = contracts.map { models[$0] ?? "the model" }.reduce(into: [String]()) {
        if !$0.contains($1) { $0.append($1) }
      }
      let pointers = Set(unique.map { TrafficEvidence.folded($0.pointer) }).sorted()
      let samples = contracts.reduce(0) { $0 + (evidence[$1]?.samples ?? 0) }
      let model = modelNames.spokenList
      let listed: [String]
      let count: Int
      let holderSaid: String
      // Whether members of inline objects inside the named schema are among them: written
      // inside it, in their own objects.
      var inline = false
      if let schema = first.schema {
        // By path from the schema, the recorded values of every place it describes added up.
        var objects: [String: Int] = [:]
        for key in unique { objects[key.member, default: 0] += key.objects }
        listed = objects.keys.sorted().map { "\($0) \(objects[$0] ?? 0)/\(objects[$0] ?? 0)" }
        count = objects.count
        var places: [String] = []
        for key in unique {
          let place =
            (key.schemaPlace.isEmpty ? "the top level" : key.schemaPlace)
            + (contracts.count > 1 ? " (\(key.contract))" : "")
          if !places.contains(place) { places.append(place) }
        }
        // Where it is used, unless that is only the top of the contract's own response.
        let shown = places.prefix(4).joined(separator: ", ") + (places.count > 4 ? " and \(places.count - 4) more" : "")
        holderSaid = places == ["the top level"] ? schema : "\(schema) (at \(shown))"
        inline = objects.keys.contains { $0.contains("/") }
      } else {
        listed = unique.map { "\(TrafficEvidence.folded($0.pointer)) \($0.objects)/\($0.objects)" }.sorted()
        count = unique.count
        holderSaid = "the contract"
      }
      let them = count == 1 ? "it" : "them"
      let cannot = modelNames.count == 1 ? "cannot" : "each cannot"
      let message: String
      let detail: String
      switch promise {
      case .presentKeys:
        let fix =
          first.schema.map { "the required of \($0)" + (inline ? " and of its inline objects" : "") }
          ?? "the schema's required"
        message =
          "the contract is looser than the traffic: \(holderSaid) calls optional \(count) key\(count == 1 ? "" : "s") that every recorded object carries (present/objects): \(listed.joined(separator: ", ")), and \(model) require\(modelNames.count == 1 ? "s" : "") \(them): add \(them) to \(fix), so the contract promises what the app needs (a note: no recorded response has shown the model wrong)"
        detail = first.schema.map { "looser-than-traffic \($0)" } ?? "looser-than-traffic"
      case .nonEmptyStrings:
        let place = first.schema.map { $0 + (inline ? " and its inline objects" : "") } ?? "the schema"
        message =
          "the contract is looser than the traffic: \(holderSaid) allows an empty string for \(count) member\(count == 1 ? "" : "s") that no recorded value left empty (non-empty/recorded): \(listed.joined(separator: ", ")), and \(model) \(cannot) read \"\" there: give \(them) \"minLength\": 1 (or the format or enum the values follow) in \(place), so the contract promises what the app needs (a note: no recorded response has shown the model wrong)"
        detail = first.schema.map { "non-empty-strings \($0)" } ?? "non-empty-strings"
      }
      var evidence = [
        promise == .presentKeys ? "keys" : "members": pointers.joined(separator: ", "), "samples": "\(samples)",
        "minimumSample": "\(TrafficEvidence.minimumSample)", "model": model,
      ]
      if let schema = first.schema { evidence["schema"] = schema }
      // A named schema's note is built without a contract, so its fingerprint is the schema's
      // wherever it is used; it is then filed under the first contract that met it.
      var note = Finding(
        kind: .schemaGap, contract: first.schema == nil ? first.contract : nil, source: source, pointer: nil,
        message: message, evidence: evidence, detail: detail)
      note.contract = contracts.first
      return note
    }
  }

  /// One `schema-gap` note per schema for the recorded keys it does not declare (where it lets
  /// them through): a response shape the contract does not document. No probe was built on
  /// them (``FixtureFacts/isOptionalMember(_:)``).
  ///
  /// A key missing from a named schema (`Account`) is counted wherever that schema is used
  /// (`/*/account`, `/*/reblog/account`, another contract's `/*/account`): one change to the
  /// schema documents it everywhere, and the keys it lacks are one note, not one each (a
  /// server a release ahead of its document adds several at once). A place with no named
  /// schema is its contract's own. The fingerprint names the keys: a key added later is news.
  ///
  /// `sources` gives the response of each fixture (`"contract label"`), where the key first
  /// seen was recorded.
  static func undeclaredKeyNotes(
    evidence: [String: TrafficEvidence], sources: [String: SourceReference], near findings: [Finding]
  ) -> [Finding] {
    struct Seen {
      let key: TrafficEvidence.UndeclaredKey
      var places: [(place: String, contract: String)] = []
      var present = 0
      var objects = 0
      var said: String { "'\(key.key)' (\(key.type), \(present) of \(objects))" }
    }
    // Each key (and JSON type) once per holder: the named schema, or the contract's place.
    var holders: [String: [String: Seen]] = [:]
    var order: [String] = []
    for contract in evidence.keys.sorted() {
      guard let traffic = evidence[contract] else { continue }
      for (key, count) in traffic.undeclared.sorted(by: { $0.key < $1.key }) {
        let holder = key.schema ?? "\(contract) \(key.place)"
        if holders[holder] == nil { order.append(holder) }
        var seen = holders[holder]?["\(key.key) \(key.type)"] ?? Seen(key: key)
        seen.present += count
        seen.objects += traffic.places[key.place]?.occurrences ?? count
        seen.places.append((key.place.isEmpty ? "the top level" : key.place, contract))
        holders[holder, default: [:]]["\(key.key) \(key.type)"] = seen
      }
    }
    return order.compactMap { holder -> Finding? in
      let keys = (holders[holder] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
      guard let first = keys.first, let contract = first.places.first?.contract else { return nil }
      let schema = first.key.schema
      // Where the first key was first recorded: the response that shows the gap.
      let firstSeen = evidence[contract]?.values[first.key.place]?.first[.undeclared(first.key.key)]?.source
      let source =
        firstSeen.flatMap { sources["\(contract) \($0)"] }
        ?? findings.first { $0.contract == contract }?.source ?? SourceReference(file: contract)
      var seenPlaces: [(place: String, contract: String)] = []
      for place in keys.flatMap(\.places)
      where !seenPlaces.contains(where: { $0.place == place.place && $0.contract == place.contract }) {
        seenPlaces.append(place)
      }
      // A place is named with its contract when the note is about several.
      let several = seenPlaces.contains { $0.contract != contract }
      let places = seenPlaces.map { several ? "\($0.place) (\($0.contract))" : $0.place }
      let shown = places.prefix(4).joined(separator: ", ") + (places.count > 4 ? " and \(places.count - 4) more" : "")
      var noteEvidence = ["places": places.joined(separator: ", ")]
      if let schema { noteEvidence["schema"] = schema }
      let said: String
      if keys.count == 1 {
        let key = first.key
        said =
          schema.map {
            "the traffic carries '\(key.key)' (\(key.type)) in \($0), which does not declare it (at \(shown)): present in \(first.present) of \(first.objects) recorded objects; document it in \($0)'s properties"
          }
          ?? "the traffic carries '\(key.key)' (\(key.type)) at \(shown), which the contract does not declare: present in \(first.present) of \(first.objects) recorded objects; document it in the schema's properties"
        noteEvidence.merge(
          [
            "key": key.key, "type": key.type, "place": key.place, "present": "\(first.present)",
            "objects": "\(first.objects)",
          ]
        ) { first, _ in first }
      } else {
        let listed = keys.map(\.said).joined(separator: ", ")
        said =
          schema.map {
            "the traffic carries \(keys.count) keys \($0) does not declare (at \(shown)), each with the recorded objects it was in: \(listed); document them in \($0)'s properties"
          }
          ?? "the traffic carries \(keys.count) keys at \(shown) that the contract does not declare, each with the recorded objects it was in: \(listed); document them in the schema's properties"
        noteEvidence["undeclared"] = keys.map { "\($0.key.key) (\($0.key.type)) \($0.present)/\($0.objects)" }
          .joined(separator: ", ")
      }
      let named = keys.map { "\($0.key.key) \($0.key.type)" }.joined(separator: ", ")
      // Built without a contract, so the fingerprint is the schema's wherever it is used; the
      // note is then filed under the first contract that met it.
      var note = Finding(
        kind: .schemaGap, contract: schema == nil ? contract : nil, source: source, pointer: nil, message: said,
        evidence: noteEvidence,
        detail: schema.map { "undeclared \($0).\(named)" } ?? "undeclared \(first.key.place)/\(named)")
      note.contract = contract
      return note
    }
  }

  private enum Judgement {
    /// The traffic contradicts the probe: the keys it drops or renames, each with the number
    /// of recorded objects at its place (every one of them carried it).
    case contradicted([(JSONPointer, Int)])
    /// The traffic does not contradict it: what it shows, for the finding's evidence.
    case observed(String)
  }

  /// Whether the traffic contradicts a mutant that emptied the string at `pointer`: it does
  /// when recorded strings were there and none was empty.
  private static func emptyStringContradiction(at pointer: JSONPointer, _ traffic: TrafficEvidence) -> Judgement? {
    guard let values = traffic.values[traffic.folded(pointer)], let strings = values.types["string"], strings > 0
    else { return nil }
    guard strings >= TrafficEvidence.minimumSample, values.emptyStrings == 0 else {
      return .observed("\(values.emptyStrings) of \(strings) recorded strings empty")
    }
    return .contradicted([(pointer, strings)])
  }

  /// Whether the traffic contradicts the probe at `pointer` that left the model without the key
  /// `missing` (spelled as its coding path has it).
  private static func contradiction(
    _ operatorName: String, at pointer: JSONPointer, missing: String, _ traffic: TrafficEvidence
  ) -> Judgement? {
    // A key dropped or renamed alone: the model went without that very key.
    if case .key(let key)? = pointer.last, KeySpelling.folded(key) == KeySpelling.folded(missing) {
      guard let (counts, of) = traffic.presence(ofKeyAt: pointer) else { return nil }
      guard of >= TrafficEvidence.minimumSample, counts.present == of else {
        return .observed("present in \(counts.present) of \(of) recorded objects")
      }
      return .contradicted([(pointer, of)])
    }
    // A whole object renamed (key-case on an object): the recorded key the model went without.
    guard operatorName == KeyCase().name, let place = traffic.place(at: pointer), place.occurrences > 0 else {
      return nil
    }
    guard let key = place.keys.keys.sorted().first(where: { KeySpelling.folded($0) == KeySpelling.folded(missing) }),
      let counts = place.keys[key]
    else { return .observed("no recorded key at this place is spelled like '\(missing)'") }
    guard place.occurrences >= TrafficEvidence.minimumSample, counts.present == place.occurrences else {
      return .observed("'\(key)' present in \(counts.present) of \(place.occurrences) recorded objects")
    }
    return .contradicted([(pointer.appending(key: key), place.occurrences)])
  }
}
