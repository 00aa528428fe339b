public import JSONCore
import JSONSchema

/// What the recorded traffic of one contract shows, place by place: how often each object
/// place occurred, and how often each of its keys was there, and `null`; with the
/// contract's ``ContractOutline``, what the values at each described place were
/// (``PlaceValues``).
///
/// A contract says what a backend *may* send; the recordings say what it *does* send. Where
/// the two part (a key the contract calls optional that every recorded response carries), a
/// probe that drops the key tests the contract's looseness, not the model: the ranking rules
/// read that here (``presence(ofKeyAt:)``), as coverage (``ContractCoverage``) and inference
/// (``Inference``) do. It is the one computation of the evidence: `check`, `fuzz`,
/// `coverage` and `infer` all record through ``record(_:at:outline:source:)``. Places fold array
/// positions (`/users/*/email`), as fingerprints do, so a list of 50 users is 50 samples of
/// `/users/*`.
public struct TrafficEvidence: Sendable {
  /// How many recorded objects at a place are needed before "always present" counts as
  /// evidence. One: a contract that calls a key optional while the only recording carries it
  /// is already looser than the traffic; the count is stated beside every claim, so a reader
  /// weighs it.
  public static let minimumSample = 1

  /// How often a key was seen at one object place.
  public struct KeyCounts: Sendable, Hashable {
    /// Recorded objects at the place that had the key.
    public var present = 0
    /// Of those, the ones where its value was `null`.
    public var null = 0
  }

  /// One object place: how many recorded objects were there, and their keys.
  public struct Place: Sendable {
    public var occurrences = 0
    public var keys: [String: KeyCounts] = [:]

    mutating func count(_ object: JSONObject) {
      occurrences += 1
      for member in object {
        keys[member.key, default: KeyCounts()].present += 1
        if case .null = member.value { keys[member.key, default: KeyCounts()].null += 1 }
      }
    }
  }

  /// A recorded key the contract does not declare, at one place, with one JSON type.
  public struct UndeclaredKey: Sendable, Hashable, Comparable {
    /// The folded place of the object holding it.
    public var place: String
    public var key: String
    public var type: String
    /// The name of the schema that describes the place, when it has one: the same key is
    /// missing from that schema wherever it is used.
    public var schema: String?

    public static func < (a: UndeclaredKey, b: UndeclaredKey) -> Bool {
      (a.place, a.key, a.type) < (b.place, b.key, b.type)
    }
  }

  /// How often each recorded key the contract does not declare was recorded, where the
  /// contract lets such keys through.
  ///
  /// By JSON type, integers as numbers: the `schema-gap` notes' evidence. Closed objects'
  /// undeclared keys are violations, `contract check`'s to report; both are in ``values``.
  public var undeclared: [UndeclaredKey: Int] {
    var found: [UndeclaredKey: Int] = [:]
    for (place, values) in values where !values.isClosed {
      let described = outline?.place(place)
      for (member, count) in values.undeclared {
        let type = member.type == "integer" ? "number" : member.type
        // Under a union, the schema of the one branch whose objects carry it (a cat's key is
        // `Cat`'s to declare, not its base's).
        let branch = described?.alternative(only: values.undeclaredBranches[member.key] ?? 0)
        let schema = branch.map { ContractOutline.schemaName(of: $0.parts) } ?? values.schemaName
        found[UndeclaredKey(place: place, key: member.key, type: type, schema: schema), default: 0] += count
      }
    }
    return found
  }

  /// Object places by their folded pointer (``JSONPointer/normalized``).
  public private(set) var places: [String: Place] = [:]
  /// What the values at each place the contract describes were (``PlaceValues``), by folded
  /// pointer: recorded when a ``ContractOutline`` is given.
  public private(set) var values: [String: PlaceValues] = [:]
  /// The outline the values were recorded against, for lookups that fold as the walk did.
  private var outline: ContractOutline?
  /// How many values (bodies, or rows of an array contract) were recorded.
  public private(set) var samples = 0
  /// Object places not kept because ``placeLimit`` were already: a free-form map keyed by
  /// ids makes a place of every id, and memory must not grow with the dump.
  public private(set) var placesNotKept = 0

  /// What ``SchemaFacts/requiredKeys(at:in:)`` answered, by place and by the alternatives
  /// the values on the way to it were admitted by: the objects of one recording take the same
  /// few branches.
  private var branchAnswers: [BranchKey: Set<String>] = [:]

  /// A place and the alternatives admitting each value on the way to it.
  struct BranchKey: Hashable {
    let place: String
    let path: [UInt64]
  }
  /// The most answers kept (beyond it they are asked again).
  static let branchAnswerLimit = 10_000

  /// The most object places kept (``places``).
  public static let placeLimit = 10_000

  public init() {}

  /// Records one value as found at `prefix` of a payload (`/0` for a row of an array
  /// contract, so its places read as the payload's: `/*/id`).
  ///
  /// - Parameters:
  ///   - outline: what the contract says at each place, built with the same prefix: with
  ///     it, the values at described places (``values``) and the keys the contract does
  ///     not declare (``undeclared``) are recorded too.
  ///   - source: where the value was recorded (a file and line), for the first-seen
  ///     locations of ``PlaceValues``.
  public mutating func record(
    _ value: JSONValue, at prefix: JSONPointer = .root, outline: ContractOutline? = nil, source: String = ""
  ) {
    samples += 1
    guard let outline, !outline.isEmpty else {
      var walker = Walker(places: [], index: [:], source: source, tokens: prefix.tokens)
      return walker.walk(value, prefix.normalized, into: &self)
    }
    // The latest: an outline grows as traffic reaches places it had not listed (and only so:
    // the same count is the same outline, not copied again for every response).
    if outline.listed.count != self.outline?.listed.count { self.outline = outline }
    var walker = Walker(places: outline.listed, index: outline.index, source: source, tokens: prefix.tokens)
    walker.described = (value, outline.schema, prefix.tokens.count)
    swap(&walker.branchAnswers, &branchAnswers)
    walker.walk(value, outline.folded(prefix), into: &self)
    swap(&walker.branchAnswers, &branchAnswers)
  }

  /// The recursive walk of one value, with the path (unfolded) it is at: first-seen
  /// locations need the real pointer, built only when one is kept.
  private struct Walker {
    /// The outline's places and their index (empty without one): the two parts the walk
    /// reads, rather than a copy of the whole outline per recorded value.
    let places: [ContractOutline.Place]
    let index: [String: Int]
    let source: String
    var tokens: [JSONPointer.Token]
    /// The value the outline's schema describes, the schema, and how many of `tokens` lead to
    /// the value: for asking whether a key a branch requires is required of one object.
    var described: (value: JSONValue, schema: SchemaFacts, depth: Int)?
    /// The evidence's ``TrafficEvidence/branchAnswers``, held for the walk.
    var branchAnswers: [BranchKey: Set<String>] = [:]
    /// The alternatives the last observed value was admitted by: a bit per position in its
    /// place's (the 64th and later share the last).
    var admitted: UInt64 = 0
    /// For each place on the way here that has alternatives, those its value was admitted by:
    /// the branches the values below are in.
    var branchPath: [UInt64] = []

    func firstSeen() -> PlaceValues.FirstSeen {
      PlaceValues.FirstSeen(source: source, pointer: JSONPointer(tokens).description)
    }

    mutating func walk(_ value: JSONValue, _ place: String, into evidence: inout TrafficEvidence) {
      // The outline's place is read where it is, not copied out: this runs for every value
      // of every recorded response.
      let described = index[place]
      var choosesBranches = false
      if let described {
        observe(value, at: places[described], into: &evidence.values[place, default: PlaceValues()])
        choosesBranches = !places[described].alternatives.isEmpty
      }
      // What lies below takes this place's branches: the alternatives that admit the value.
      if choosesBranches { branchPath.append(admitted) }
      defer { if choosesBranches { branchPath.removeLast() } }
      switch value {
      case .object(let object):
        // Counted in place: a copy of the place's key table taken out and written back would
        // be copied whole on its first change.
        if evidence.places[place] != nil || evidence.places.count < TrafficEvidence.placeLimit {
          evidence.places[place, default: Place()].count(object)
        } else {
          evidence.placesNotKept += 1
        }
        // A map's entries are one place (``ContractOutline/Place/mapKeys``).
        let mapKeys = described.flatMap { places[$0].mapKeys }
        for member in object {
          tokens.append(.key(member.key))
          let entry = mapKeys.map { !$0.contains(member.key) } ?? false
          walk(member.value, entry ? place + "/*" : place + "/" + JSONPointer.escape(member.key), into: &evidence)
          tokens.removeLast()
        }
      case .array(let elements):
        for (index, element) in elements.enumerated() {
          tokens.append(.index(index))
          walk(element, place + "/*", into: &evidence)
          tokens.removeLast()
        }
      default:
        break
      }
    }

    /// Counts what `value` shows at a place the contract describes.
    ///
    /// Each count is bumped with one lookup, and an observation's first place is noted only
    /// when its count becomes one: this runs for every described value of every response.
    private mutating func observe(_ value: JSONValue, at place: ContractOutline.Place, into values: inout PlaceValues) {
      values.count += 1
      let type = PlaceValues.typeName(
        value, integerByLexeme: place.facts.schemas.first?.dialect == .jsonSchema(.draft4))
      if values.types.bump(type) { note(.type(type), &values) }
      let facts = place.facts
      if facts.enumValues != nil, !value.isNull,
        values.enumValues.count < PlaceValues.distinctLimit || values.enumValues[value] != nil,
        values.enumValues.bump(value)
      {
        note(.value(value), &values)
      }
      admitted = 0
      for (position, alternative) in place.alternatives.enumerated() where alternative.admits(value) {
        admitted |= 1 << min(position, 63)
      }
      // Under a union an object takes the alternatives it is closest to, and what it carries
      // is theirs: an open `User` that requires nothing admits a session too, and is not
      // exercised by one.
      var taken = admitted
      if place.alternatives.count > 1, case .object(let object) = value { taken = closestAdmitting(object, at: place) }
      for (position, alternative) in place.alternatives.enumerated() where taken & (1 << min(position, 63)) != 0 {
        guard position < 63 || alternative.admits(value) else { continue }
        if values.alternatives.bump(position) { note(.alternative(position), &values) }
      }
      if case .string(let text) = value, text.isEmpty { values.emptyStrings += 1 }
      switch value {
      case .array(let elements):
        if elements.isEmpty {
          values.emptyArrays += 1
          if values.emptyArrays == 1 { note(.emptyArray, &values) }
        } else {
          values.nonEmptyArrays += 1
          if values.nonEmptyArrays == 1 { note(.nonEmptyArray, &values) }
        }
      case .string(let text) where facts.isTimestamp:
        if let shape = DateShape(text) {
          if values.fractionDigits.bump(shape.fractionDigits) { note(.fraction(shape.fractionDigits), &values) }
          if values.offsets.bump(shape.offset) { note(.offset(shape.offset), &values) }
        } else if DateShape.isDateOnly(text) {
          values.dateOnly += 1
          if values.dateOnly == 1 { note(.dateOnly, &values) }
        } else {
          values.notTimestamps += 1
          if values.notTimestamps == 1 { note(.notTimestamp, &values) }
        }
      case .object(let object):
        if taken & place.branchesCounted != 0 {
          for (key, optionalIn) in place.branchMembers where taken & optionalIn != 0 {
            values.branchMembers[key, default: PlaceValues.BranchMemberCounts()].count(object[key])
          }
        }
        let byBranch = facts.requiredByBranch
        for key in facts.requiredKeys where object[key] == nil && (byBranch.isEmpty || !byBranch.contains(key)) {
          if values.missingRequired.bump(key) { note(.missing(key), &values) }
        }
        if !byBranch.isEmpty {
          for key in missingBranchKeys(object, at: place) {
            if values.missingRequired.bump(key) { note(.missing(key), &values) }
          }
        }
        guard let declared = place.declaredKeys else { break }
        if values.schemaName == nil {
          values.isClosed = !facts.allowsAdditionalKeys
          values.schemaName = place.schemaName
        }
        let derived = place.derivedKeys?.declared(in: object) ?? []
        for member in object where !declared.contains(member.key) && !derived.contains(member.key) {
          let undeclared = PlaceValues.UndeclaredMember(key: member.key, type: PlaceValues.typeName(member.value))
          guard values.undeclared.count < PlaceValues.distinctLimit || values.undeclared[undeclared] != nil else {
            continue
          }
          if values.undeclared.bump(undeclared) { note(.undeclared(member.key), &values) }
          if taken != 0 { values.undeclaredBranches[member.key, default: 0] |= taken }
        }
      default:
        break
      }
    }

    /// Of the alternatives that admit `object` (``admitted``), those declaring the most of its
    /// keys: an open `Customer` admits a deleted customer (`{id, object, deleted}`), which
    /// `DeletedCustomer` describes, and is no customer without an `email`.
    private func closestAdmitting(_ object: JSONObject, at place: ContractOutline.Place) -> UInt64 {
      guard admitted.nonzeroBitCount > 1 else { return admitted }
      var closest: UInt64 = 0
      var fewest = Int.max
      for (position, alternative) in place.alternatives.enumerated() where admitted & (1 << min(position, 63)) != 0 {
        let undeclared = object.reduce(0) { $0 + (alternative.declared.contains($1.key) ? 0 : 1) }
        if undeclared < fewest { (closest, fewest) = (0, undeclared) }
        if undeclared == fewest { closest |= 1 << min(position, 63) }
      }
      return closest
    }

    /// The keys only some alternatives at `place` require (``InstanceFacts/requiredByBranch``)
    /// that `object` lacks although the branch it takes requires them (a cat's `meows`, not a
    /// dog's; a cat's toy's `mouse`). An object that one of the place's own alternatives
    /// admits has all that alternative requires; otherwise the instance's facts say, asked
    /// only when such a key is missing.
    private mutating func missingBranchKeys(_ object: JSONObject, at place: ContractOutline.Place) -> [String] {
      guard admitted == 0, let described else { return [] }
      let missing = place.facts.requiredByBranch.filter { object[$0] == nil }.sorted()
      guard !missing.isEmpty else { return [] }
      let pointer = JSONPointer(Array(tokens.dropFirst(described.depth)))
      let ask = { described.schema.requiredKeys(at: pointer, in: described.value) }
      // The same branches on the way give the same answer. A value no alternative admits
      // (this one, or one on the way) takes the closest, which is asked each time.
      guard place.alternatives.isEmpty, !branchPath.contains(0) else { return missing.filter(ask().contains) }
      let key = BranchKey(place: place.folded, path: branchPath)
      let required: Set<String>
      if let known = branchAnswers[key] {
        required = known
      } else {
        required = ask()
        if branchAnswers.count < TrafficEvidence.branchAnswerLimit { branchAnswers[key] = required }
      }
      return missing.filter(required.contains)
    }

    private func note(_ observation: PlaceValues.Observation, _ values: inout PlaceValues) {
      if values.first[observation] == nil { values.first[observation] = firstSeen() }
    }
  }

  /// How often the key `pointer` names was present in the recorded objects around it:
  /// `nil` when no recorded object was at its parent place.
  ///
  /// A key only some of a union's branches leave optional (``ContractOutline/Place/branchMembers``)
  /// is counted over the objects closest to those branches: a cat, which never carries a dog's
  /// optional `toy`, says nothing of it.
  public func presence(ofKeyAt pointer: JSONPointer) -> (counts: KeyCounts, of: Int)? {
    guard case .key(let key)? = pointer.last, let parent = pointer.parent else { return nil }
    let parentPlace = folded(parent)
    if let optionalIn = outline?.place(parentPlace)?.branchMembers[key], optionalIn != 0 {
      guard let branch = values[parentPlace]?.branchMembers[key], branch.objects > 0 else { return nil }
      return (KeyCounts(present: branch.present, null: branch.null), branch.objects)
    }
    guard let place = places[parentPlace], place.occurrences > 0 else { return nil }
    return (place.keys[key] ?? KeyCounts(), place.occurrences)
  }

  /// The nearest named schema that declares the key `pointer` names, where its `required`
  /// is written, and the place of that schema's object: the schema of the object holding the
  /// key, or of the one an inline object holding it is declared in. Under a union, the one
  /// branch that declares the member on the way (a customer's `email`, or its inline
  /// `address`'s `city`, is `Customer`'s); none where several do, as its branches are no one
  /// schema.
  public func holder(ofKeyAt pointer: JSONPointer) -> (schema: String, place: JSONPointer)? {
    guard case .key? = pointer.last else { return nil }
    var member = pointer
    while let place = member.parent {
      let folded = folded(place)
      let described = outline?.place(folded)
      if let described, !described.alternatives.isEmpty {
        let key = member.last.flatMap { if case .key(let key) = $0 { key } else { nil } }
        let declaring = described.alternatives.filter { alternative in key.map(alternative.declared.contains) ?? false }
        guard declaring.count == 1, let name = ContractOutline.schemaName(of: declaring[0].parts) else {
          return values[folded]?.schemaName.map { ($0, place) }
        }
        return (name, place)
      }
      if let name = values[folded]?.schemaName { return (name, place) }
      member = place
    }
    return nil
  }

  /// The object place `pointer` names, when recorded objects were there.
  public func place(at pointer: JSONPointer) -> Place? { places[folded(pointer)] }

  /// `pointer`'s place as this evidence recorded it: a map's entries folded too, when it was
  /// recorded against an outline.
  public func folded(_ pointer: JSONPointer) -> String { outline?.folded(pointer) ?? Self.folded(pointer) }

  /// `pointer` with its array positions folded, whether they are index tokens or, in a
  /// pointer read back from text (a checkpoint), decimal keys.
  public static func folded(_ pointer: JSONPointer) -> String {
    JSONPointer(pointer.tokens.map { JSONPointer.arrayIndex($0).map { _ in .index(0) } ?? $0 }).normalized
  }
}

extension Dictionary where Value == Int {
  /// Adds one to `key`'s count, with one lookup; whether it is the first.
  fileprivate mutating func bump(_ key: Key) -> Bool {
    var first = false
    self[key, default: 0].bump(&first)
    return first
  }
}

extension Int {
  fileprivate mutating func bump(_ first: inout Bool) {
    self += 1
    first = self == 1
  }
}
