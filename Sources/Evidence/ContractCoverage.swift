import JSONCore
import JSONSchema
public import Reports

/// Which things a contract lets a response do the recorded traffic did: the items of
/// ``CoverageReport``, read from the contract's ``ContractOutline`` and its
/// ``TrafficEvidence``.
///
/// The items, at every place the schema describes:
/// - each `enum` value (other than `null`);
/// - each `oneOf`/`anyOf` alternative that is not just `null`;
/// - an optional key present and absent; a nullable value `null` (an optional nullable key:
///   present with a value, absent, `null`);
/// - an array (where `type` says array) empty, unless `minItems` forbids it, and not empty;
/// - a `number` (not `integer`) written as an integer and as a real;
/// - a timestamp (`date-time`, Postgres timestamp formats) with and without fraction digits,
///   and, where the format has an offset, with `Z` and with a numeric offset.
///
/// Places without a `type` get no array or number items: any value is allowed there, and
/// counting every type everywhere would measure the schema's silence, not the traffic.
public enum ContractCoverage {
  /// The coverage of one contract (of the places in `only`, when given).
  ///
  /// - Parameter lines: whether items never seen say the line of their schema; finding one
  ///   rescans the schema file's text, so only a report asks.
  public static func contract(
    id: String, schema: String?, outline: ContractOutline?, evidence: TrafficEvidence, responses: Int,
    only: Set<String>? = nil, lines: Bool = true
  ) -> CoverageReport.Contract {
    var contract = CoverageReport.Contract(
      id: id, schema: schema, responses: responses, samples: evidence.samples, items: [], shapes: [], note: nil)
    guard let outline, !outline.isEmpty else {
      contract.note = "no schema: nothing to cover"
      return contract
    }
    if !outline.isComplete {
      contract.note =
        "the schema describes more than \(ContractOutline.eagerPlaceLimit) places: deeper places are counted where the traffic reached them"
    }
    for position in outline.documentOrder
    where !outline.listed[position].isWriteOnly && only?.contains(outline.listed[position].folded) ?? true {
      // The places not asked for are passed over by position, not copied: fuzzing asks for a
      // few places of every mutant it weighs.
      let place = outline.listed[position]
      let values = evidence.values[place.folded] ?? PlaceValues()
      var builder = ItemBuilder(place: place, values: values, lines: lines)
      builder.memberStates(outline: outline, evidence: evidence)
      builder.enumValues()
      builder.alternatives()
      builder.arrays()
      builder.numbers()
      builder.timestamps()
      contract.items += builder.items
      // Only nulls recorded here: no timestamp has a shape to show.
      if place.facts.isTimestamp, values.count > values.nulls {
        contract.shapes.append(
          CoverageReport.Shapes(
            pointer: place.folded,
            format: place.facts.formats.first { InstanceFacts.timestampFormats.contains($0) } ?? "",
            fractionDigits: Dictionary(uniqueKeysWithValues: values.fractionDigits.map { ("\($0.key)", $0.value) }),
            offsets: Dictionary(uniqueKeysWithValues: values.offsets.map { ($0.key.rawValue, $0.value) }),
            dateOnly: values.dateOnly, notTimestamps: values.notTimestamps))
      }
    }
    return contract
  }

  /// The items of one place.
  private struct ItemBuilder {
    let place: ContractOutline.Place
    let values: PlaceValues
    let lines: Bool
    var items: [CoverageReport.Item] = []
    /// The schema's line, once found (for the first item never seen).
    var line: Int?? = nil

    private var facts: InstanceFacts { place.facts }
    /// The types `type` allows here, `nil` where nothing constrains the type.
    private var declaredTypes: Set<SchemaType>? {
      facts.types.subtracting([.null]) == SchemaType.any.subtracting([.null]) ? nil : facts.types
    }

    /// Adds an item; `schema` is where it is written when that is not the place's first
    /// schema (an enum value one `oneOf` branch lists).
    private mutating func add(
      _ kind: CoverageReport.Kind, _ seen: Int, value: String? = nil, first: PlaceValues.Observation? = nil,
      schema: SchemaLocation? = nil
    ) {
      var schemaLine: Int? = nil
      if seen == 0, lines {
        if let schema {
          schemaLine = schema.sourceLocation?.line
        } else {
          if line == nil { line = .some(facts.schemas.first?.sourceLocation?.line) }
          schemaLine = line ?? nil
        }
      }
      items.append(
        CoverageReport.Item(
          pointer: place.folded, kind: kind, value: value, seen: seen,
          firstSeen: seen > 0 ? first.flatMap { values.first[$0]?.description } : nil,
          schemaPointer: (schema ?? facts.schemas.first)?.pointer.description, schemaLine: schemaLine))
    }

    /// Present, absent and `null` for an optional member; `null` for any nullable value.
    mutating func memberStates(outline: ContractOutline, evidence: TrafficEvidence) {
      guard place.isMember, case .key(let key)? = place.pointer.last, let parent = place.pointer.parent else {
        if facts.isNullable { add(.null, values.nulls, first: .type("null")) }
        return
      }
      let parentPlace = outline.place(TrafficEvidence.folded(parent))
      // Over the objects of the branches that leave it optional, for a key only some of a
      // union's branches have (``TrafficEvidence/presence(ofKeyAt:)``).
      let presence = evidence.presence(ofKeyAt: place.pointer)
      let counts = presence?.counts ?? TrafficEvidence.KeyCounts()
      let optional: Bool
      if let optionalIn = parentPlace?.branchMembers[key] {
        // 0: every branch that has it requires it (a cat's `meows`).
        optional = optionalIn != 0
      } else {
        // Required by the branch some objects here take (a cat's toy's `mouse`), and not
        // counted by branch: its absence is no optional state either.
        optional = !(parentPlace.map { $0.facts.isRequired(key) || $0.facts.requiredByBranch.contains(key) } ?? false)
      }
      if optional {
        // With `null` counted apart, "present" is present with a value, and says so: a key
        // always sent as `null` was present, and its item is still unexercised.
        let present = facts.isNullable ? counts.present - counts.null : counts.present
        add(
          .present, present, value: facts.isNullable ? "with a value" : nil,
          first: .type(values.types.keys.sorted().first { $0 != "null" } ?? ""))
        add(.absent, (presence?.of ?? 0) - counts.present)
      }
      if facts.isNullable { add(.null, counts.null, first: .type("null")) }
    }

    mutating func enumValues() {
      // Where several schemas here list values (each `oneOf` branch its `kind`), each value's.
      let listing = facts.valueListings
      for value in facts.enumValues ?? [] where !value.isNull {
        let schema =
          listing.count > 1
          ? listing.first { $0.value["enum"]?.arrayValue?.contains(value) ?? ($0.value["const"] == value) } : nil
        add(.enumValue, values.enumValues[value] ?? 0, value: value.description, first: .value(value), schema: schema)
      }
    }

    mutating func alternatives() {
      for (position, alternative) in place.alternatives.enumerated() {
        add(
          .alternative, values.alternatives[position] ?? 0, value: "\(alternative.keyword) \(alternative.label)",
          first: .alternative(position))
      }
    }

    mutating func arrays() {
      guard let types = declaredTypes, types.contains(.array) else { return }
      if place.minItems == 0 { add(.emptyArray, values.emptyArrays, first: .emptyArray) }
      add(.nonEmptyArray, values.nonEmptyArrays, first: .nonEmptyArray)
    }

    mutating func numbers() {
      guard let types = declaredTypes, types.contains(.number) else { return }
      add(.integer, values.types["integer"] ?? 0, first: .type("integer"))
      add(.real, values.types["number"] ?? 0, first: .type("number"))
    }

    mutating func timestamps() {
      guard facts.isTimestamp, declaredTypes?.contains(.string) ?? true else { return }
      let fractions = values.fractionDigits.filter { $0.key > 0 }
      add(.fraction, fractions.values.reduce(0, +), first: fractions.keys.min().map { .fraction($0) })
      add(.noFraction, values.fractionDigits[0] ?? 0, first: .fraction(0))
      // A timestamp without time zone has no offset to spell.
      guard !facts.formats.contains(where: { ["timestamp without time zone", "timestamp"].contains($0) }) else {
        return
      }
      add(.zuluOffset, values.offsets[.zulu] ?? 0, first: .offset(.zulu))
      let numeric: [DateShape.Offset] = [.colon, .compact, .hours, .seconds]
      let seen = numeric.filter { values.offsets[$0] != nil }
      add(.numericOffset, seen.reduce(0) { $0 + (values.offsets[$1] ?? 0) }, first: seen.first.map { .offset($0) })
    }
  }
}
