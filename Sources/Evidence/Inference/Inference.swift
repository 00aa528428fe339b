import JSONCore
import JSONSchema

/// What the traffic of one contract implies that its schema does not say: the
/// ``Suggestion``s, read from the contract's ``ContractOutline`` and ``TrafficEvidence``.
///
/// Loosening suggestions come from what a recorded response did that the schema forbids at
/// a place: each one, applied, lets every recorded value at that place through for that
/// reason. Tightening suggestions and notes need `minimumSample` recorded values (or objects)
/// at the place before the traffic counts as evidence; the count is stated in each.
public struct Inference {
  public let contract: String
  public let outline: ContractOutline
  public let evidence: TrafficEvidence
  /// Recorded values (or objects) a place needs before tightening or a note is suggested.
  public let minimumSample: Int

  /// The default ``minimumSample``: a handful of responses is a sample, one is an anecdote.
  public static let defaultMinimumSample = 5

  public init(contract: String, outline: ContractOutline, evidence: TrafficEvidence, minimumSample: Int) {
    self.contract = contract
    self.outline = outline
    self.evidence = evidence
    self.minimumSample = minimumSample
  }

  /// Every suggestion, loosening first, then by place.
  public func suggestions() -> [Suggestion] {
    var found: [Suggestion] = []
    for place in outline.places where !place.isWriteOnly {
      let values = evidence.values[place.folded] ?? PlaceValues()
      found += loosening(place, values)
      found += tightening(place, values)
    }
    return found.enumerated().sorted { ($0.element.direction, $0.offset) < ($1.element.direction, $1.offset) }.map(
      \.element)
  }

  // MARK: - Loosening

  private func loosening(_ place: ContractOutline.Place, _ values: PlaceValues) -> [Suggestion] {
    var found: [Suggestion] = []
    let facts = place.facts
    if values.nulls > 0, !facts.isNullable {
      var suggestion = make(
        .loosening, .null, place, "allow null", "null in \(values.nulls) of \(values.count) recorded values",
        values.first[.type("null")])
      if let own = facts.schemas.first { attach(&suggestion, own, .allowNull) }
      found.append(suggestion)
    }
    if let allowed = facts.enumValues {
      // Under a union whose one alternative lists the values, a value is evidence against that
      // list only if it is of that alternative's type and no other alternative takes it.
      let union = facts.schemas.first { $0.value["enum"] != nil || $0.value["const"] != nil }.flatMap {
        alternative(holding: $0, at: place)
      }
      let outside = values.enumValues.keys.filter { value in
        !value.isNull && !allowed.contains(value)
          && union.map { $0.own.admitsType(of: value) && !$0.others.contains { $0.admits(value) } } ?? true
      }.sorted { $0.description < $1.description }
      if !outside.isEmpty {
        let count = outside.reduce(0) { $0 + (values.enumValues[$1] ?? 0) }
        var suggestion = make(
          .loosening, .enumValues, place, "add \(list(outside)) to the enum",
          "\(count) of \(values.count) recorded values outside the enum",
          outside.first.flatMap { values.first[.value($0)] })
        let pinning = facts.valueListings
        if pinning.count > 1 {
          // A union's alternatives each pin their own (`kind: cat`, `kind: dog`): a new value is
          // a new kind, not one more value of the first alternative's.
          suggestion.unchanged = "\(pinning.count) schemas here pin values of their own (a union's alternatives)"
        } else if let location = pinning.first, location.value["enum"] != nil {
          attach(&suggestion, location, .addEnumValues(outside))
        } else {
          suggestion.unchanged = "the allowed values come from `const`"
        }
        found.append(suggestion)
      }
    }
    let outsideTypes = values.types.keys.filter { $0 != "null" && !admits(facts.types, $0) }.sorted()
    if !outsideTypes.isEmpty, let location = facts.schemas.first(where: { $0.value["type"] != nil }) {
      let count = outsideTypes.reduce(0) { $0 + (values.types[$1] ?? 0) }
      var suggestion = make(
        .loosening, .types, place, "allow type \(outsideTypes.joined(separator: ", "))",
        "\(count) of \(values.count) recorded values of another type", values.first[.type(outsideTypes[0])])
      attach(&suggestion, location, .addTypes(outsideTypes))
      found.append(suggestion)
    }
    for (key, count) in values.missingRequired.sorted(by: { $0.key < $1.key }) {
      var suggestion = make(
        .loosening, .notRequired, place, "make '\(key)' optional",
        "absent from \(count) of \(values.types["object"] ?? values.count) recorded objects",
        values.first[.missing(key)])
      if let location = locationListing(key, in: place) { attach(&suggestion, location, .unrequire(key)) }
      found.append(suggestion)
    }
    found += undeclared(place, values)
    if facts.isTimestamp, values.notTimestamps + values.dateOnly > 0,
      let location = facts.schemas.first(where: { $0.value["format"] != nil }),
      !stringsOfSeveralAlternatives(location, at: place)
    {
      let count = values.notTimestamps + values.dateOnly
      var suggestion = make(
        .loosening, .format, place, "drop format '\(location.value["format"]?.stringValue ?? "")'",
        "\(count) of \(values.count) recorded values are no timestamp (\(values.dateOnly) a date only)",
        values.first[.notTimestamp] ?? values.first[.dateOnly])
      attach(&suggestion, location, .removeFormat)
      found.append(suggestion)
    }
    return found
  }

  /// Keys recorded in objects that do not declare them: loosening where the object is
  /// closed (they break it), tightening where it is open (declaring a key's type narrows
  /// what any value there may be).
  private func undeclared(_ place: ContractOutline.Place, _ values: PlaceValues) -> [Suggestion] {
    let byKey = Dictionary(grouping: values.undeclared, by: { $0.key.key })
    return byKey.keys.sorted().compactMap { key in
      let entries = byKey[key] ?? []
      let types = Set(entries.map(\.key.type))
      let count = entries.reduce(0) { $0 + $1.value }
      let direction: Suggestion.Direction = values.isClosed ? .loosening : .tightening
      let objects = values.types["object"] ?? values.count
      if direction == .tightening, objects < minimumSample { return nil }
      var suggestion = make(
        direction, .undeclaredKey, place, "declare '\(key)' (\(types.sorted().joined(separator: ", ")))",
        "present in \(count) of \(objects) recorded objects"
          + (values.isClosed ? ", which admit no undeclared key" : ""),
        values.first[.undeclared(key)])
      let declares = { (location: SchemaLocation) in location.value["properties"] != nil }
      var location = place.facts.schemas.first(where: declares) ?? place.facts.schemas.first
      // Under a union, in the branch whose objects carry it (a user's `is_anonymous` is
      // `User`'s, not the first branch's).
      if place.alternatives.count > 1 {
        let carriers = values.undeclaredBranches[key] ?? 0
        if let alternative = place.alternative(only: carriers) {
          location = alternative.parts.first(where: declares) ?? alternative.location
          suggestion.message += " in \(alternative.label)"
        } else {
          let names = place.alternatives.indices.filter { carriers & (1 << min($0, 63)) != 0 }.map {
            place.alternatives[$0].label
          }
          suggestion.unchanged =
            names.isEmpty
            ? "no alternative of the union here takes the objects that carry it"
            : "objects of \(names.count) alternatives of the union here carry it (\(names.joined(separator: ", "))): it is each one's to declare"
          return suggestion
        }
      }
      if let location {
        attach(&suggestion, location, .declare(key, SchemaEditor.declaration(ofTypes: types, in: outline.dialect)))
      }
      return suggestion
    }
  }

  // MARK: - Tightening and notes

  private func tightening(_ place: ContractOutline.Place, _ values: PlaceValues) -> [Suggestion] {
    var found: [Suggestion] = []
    let facts = place.facts
    if case .key(let key)? = place.pointer.last, place.isMember, let parent = parentPlace(place),
      !parent.facts.isRequired(key), let declaring = declaring(key, of: parent),
      let (counts, objects) = evidence.presence(ofKeyAt: place.pointer), objects >= minimumSample
    {
      let branch = declaring.branch.map { " in \($0)" } ?? ""
      let recorded = "recorded objects" + (declaring.branch.map { " that take \($0)" } ?? "")
      if counts.present == objects {
        var suggestion = make(
          .tightening, .alwaysPresent, place, "make '\(key)' required" + branch,
          "present in \(objects) of \(objects) \(recorded) (minimum sample \(minimumSample))", nil)
        if let location = declaring.schema { attach(&suggestion, location, .require(key)) }
        found.append(suggestion)
      } else if counts.present == 0 {
        found.append(
          make(
            .note, .neverPresent, place, "'\(key)' is declared\(branch) and never sent",
            "absent from \(objects) of \(objects) \(recorded) (minimum sample \(minimumSample))", nil))
      }
    }
    let nonNull = values.count - values.nulls
    // Values several schemas here pin are alternatives' (each `oneOf` branch's `kind`):
    // dropping one no recorded value has would leave its branch nothing to match.
    let pinning = facts.valueListings
    let listing = facts.schemas.first { $0.value["enum"] != nil }
    if let allowed = facts.enumValues, nonNull >= minimumSample, pinning.count <= 1,
      listing.flatMap({ alternative(holding: $0, at: place) }) == nil
    {
      let unused = allowed.filter { !$0.isNull && values.enumValues[$0] == nil }
      if !unused.isEmpty, unused.count < allowed.filter({ !$0.isNull }).count {
        var suggestion = make(
          .tightening, .unusedEnumValues, place, "drop \(list(unused)) from the enum",
          "none of \(nonNull) recorded values (minimum sample \(minimumSample))", nil)
        if let location = facts.schemas.first(where: { $0.value["enum"] != nil }) {
          attach(&suggestion, location, .removeEnumValues(unused))
        }
        found.append(suggestion)
      }
    }
    if facts.isTimestamp, nonNull >= minimumSample, values.fractionDigits.count == 1, values.offsets.count == 1,
      !(facts.schemas.first { $0.value["format"] != nil }.map { stringsOfSeveralAlternatives($0, at: place) } ?? false),
      let digits = values.fractionDigits.keys.first, let offset = values.offsets.keys.first
    {
      found.append(
        make(
          .note, .narrowerShape, place,
          "every recorded timestamp has \(digits) fraction digit\(digits == 1 ? "" : "s") and offset \(offset.rawValue); the format admits others",
          "\(nonNull) of \(nonNull) recorded values (minimum sample \(minimumSample))", nil))
    }
    if facts.types.subtracting([.null]) == [.number, .integer], nonNull >= minimumSample,
      values.types["number"] == nil, (values.types["integer"] ?? 0) > 0
    {
      found.append(
        make(
          .note, .narrowerShape, place, "every recorded value is an integer; the schema says number",
          "\(nonNull) of \(nonNull) recorded values (minimum sample \(minimumSample))", nil))
    }
    return found
  }

  // MARK: - Helpers

  /// The alternative of the union at `place` whose schemas include `location`, and the
  /// others: `nil` when the place is no union, or `location` is the place's own and holds for
  /// every alternative.
  private func alternative(holding location: SchemaLocation, at place: ContractOutline.Place) -> (
    own: UnionAlternative, others: [UnionAlternative]
  )? {
    guard place.alternatives.count > 1,
      let index = place.alternatives.firstIndex(where: { $0.parts.contains(location) })
    else { return nil }
    var others = place.alternatives
    let own = others.remove(at: index)
    return (own, others)
  }

  /// Whether `location` (a `format`) is one alternative's at a union where another alternative
  /// takes strings too: which recorded strings were meant as its timestamps, the traffic does
  /// not say.
  private func stringsOfSeveralAlternatives(_ location: SchemaLocation, at place: ContractOutline.Place) -> Bool {
    alternative(holding: location, at: place)?.others.contains { $0.admitsType(of: .string("")) } ?? false
  }

  /// The schema that declares the optional `key` at `parent`, which tightening edits, and the
  /// union branch it is in when only that branch leaves it optional (a dog's `toy`: its
  /// evidence is the dogs', ``TrafficEvidence/presence(ofKeyAt:)``). `nil` when how often
  /// objects carry the key is no one schema's evidence: several branches leave it optional, or
  /// a branch on the way requires it (a cat's toy's `mouse`).
  private func declaring(_ key: String, of parent: ContractOutline.Place) -> (schema: SchemaLocation?, branch: String?)?
  {
    let declares = { (location: SchemaLocation) in location.value["properties"]?[key] != nil }
    if let optionalIn = parent.branchMembers[key] {
      guard let alternative = parent.alternative(only: optionalIn) else { return nil }
      return (alternative.parts.first(where: declares), alternative.label)
    }
    guard !parent.facts.requiredByBranch.contains(key) else { return nil }
    return (parent.facts.schemas.first(where: declares), nil)
  }

  private func make(
    _ direction: Suggestion.Direction, _ kind: Suggestion.Kind, _ place: ContractOutline.Place, _ message: String,
    _ evidence: String, _ first: PlaceValues.FirstSeen?
  ) -> Suggestion {
    Suggestion(
      direction: direction, kind: kind, contract: contract, place: place.folded, message: message, evidence: evidence,
      firstSeen: first?.description, change: nil, unchanged: nil)
  }

  /// Attaches the change, in the document `location` is in, when that is a file (not a
  /// registered or meta-schema document, which no overlay edits).
  private func attach(_ suggestion: inout Suggestion, _ location: SchemaLocation, _ intent: SchemaAmendment.Intent) {
    guard location.file != nil, let document = outline.schema.location(.root, besides: location) else {
      suggestion.unchanged = "the schema is not in a file: \(location.description)"
      return
    }
    suggestion.change = SchemaAmendment(document: document, location: location.pointer, intent: intent)
  }

  private func parentPlace(_ place: ContractOutline.Place) -> ContractOutline.Place? {
    place.pointer.parent.flatMap { outline.place(TrafficEvidence.folded($0)) }
  }

  /// The schema at an object place whose `required` lists `key`.
  private func locationListing(_ key: String, in place: ContractOutline.Place) -> SchemaLocation? {
    let lists = { (location: SchemaLocation) in location.value["required"]?.arrayValue?.contains(.string(key)) == true }
    if let own = place.facts.schemas.first(where: lists) { return own }
    // A key one kind requires (a base's extension, `Cat` extends `Pet` with `allOf`): where
    // that kind lists it, when only one does (the evidence does not say which kind's objects
    // lacked it).
    let listing = place.alternatives.compactMap { $0.parts.first(where: lists) }
    return listing.count == 1 ? listing[0] : nil
  }

  private func admits(_ types: Set<SchemaType>, _ name: String) -> Bool {
    guard let type = SchemaType(rawValue: name) else { return true }
    return types.contains(type)
  }

  private func list(_ values: [JSONValue]) -> String {
    let shown = values.prefix(5).map(\.description).joined(separator: ", ")
    return values.count > 5 ? shown + " and \(values.count - 5) more" : shown
  }
}
