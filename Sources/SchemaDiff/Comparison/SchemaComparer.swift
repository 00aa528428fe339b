import Foundation
public import JSONCore
public import JSONSchema
public import Reports

/// Compares two versions of a schema by meaning, place by place, from the response's side:
/// what the backend may now send that it could not before, and what it no longer sends.
///
/// Both sides are read through ``ResolvedSchema`` (references followed, `allOf` merged,
/// every spelling of nullable alike, OpenAPI 3.0 `nullable` and PostgREST's
/// not-required-means-nullable rule through ``SchemaFacts``), so a definition that moved with
/// the same shape is no change. Each place is compared once, so recursive schemas end.
public struct SchemaComparer {
  let old: SchemaFacts
  let new: SchemaFacts

  public init(old: SchemaFacts, new: SchemaFacts) {
    self.old = old
    self.new = new
  }

  /// The changes from the schema at `oldRoot` to the one at `newRoot`, in schema order.
  public func changes(from oldRoot: SchemaLocation, to newRoot: SchemaLocation) -> [SchemaChange] {
    changes(from: oldRoot, to: newRoot, comparedApart: []).changes
  }

  /// The changes from the schema at `oldRoot` to the one at `newRoot`, in schema order, not
  /// entering the schemas `comparedApart` names (the other definitions of an API document,
  /// each compared on its own): their changes are theirs, listed once, and where this schema
  /// reaches one of them is returned instead.
  ///
  /// Each definition entering every definition it reaches listed a shared schema's change
  /// under every definition above it, and compared a thousand-schema document's graph once
  /// per definition.
  public func changes(
    from oldRoot: SchemaLocation, to newRoot: SchemaLocation, comparedApart: Set<Pair>
  ) -> Comparison {
    var walk = Walk(comparer: self, apart: comparedApart)
    // Depth first along references: as deep as the longest chain of them.
    return DeepStack.run { () -> Comparison in
      walk.compare(oldRoot, newRoot, at: .root, nullable: nil)
      return (walk.changes, walk.reaches)
    }
  }

  /// A schema's changes, and where it reaches the schemas compared apart.
  public typealias Comparison = (changes: [SchemaChange], reaches: [Reach])

  /// Where a schema reaches one compared apart: the place, and the other schema's pair.
  public typealias Reach = (place: JSONPointer, pair: Pair)

  /// Two versions of one schema: where it was, where it is.
  public struct Pair: Hashable, Sendable {
    public var old: SchemaLocation
    public var new: SchemaLocation

    public init(old: SchemaLocation, new: SchemaLocation) {
      self.old = old
      self.new = new
    }
  }

  private struct Walk {
    let comparer: SchemaComparer
    /// Schemas compared on their own, not entered.
    let apart: Set<Pair>
    var changes: [SchemaChange] = []
    /// Where the walk met a schema of `apart`.
    var reaches: [Reach] = []
    private var visited = Set<Pair>()
    /// Whether the walk is past its root.
    private var entered = false

    init(comparer: SchemaComparer, apart: Set<Pair>) {
      self.comparer = comparer
      self.apart = apart
    }

    /// - Parameter nullable: the property-level answer (old, new) where the parent decides it
    ///   (PostgREST's rule); `nil` to read it from the schemas.
    mutating func compare(
      _ oldLocation: SchemaLocation, _ newLocation: SchemaLocation, at place: JSONPointer,
      nullable: (old: Bool, new: Bool)?
    ) {
      guard visited.insert(Pair(old: oldLocation, new: newLocation)).inserted else { return }
      // The walk's own schema is entered, whatever `apart` says of it.
      let isRoot = !entered
      entered = true
      let before = ResolvedSchema(oldLocation, in: comparer.old)
      let after = ResolvedSchema(newLocation, in: comparer.new)
      var report = Reporter(place: place, old: before.location, new: after.location)
      defer { changes += report.changes }

      // A `false` schema (or one whose keywords contradict) holds no value: nothing to
      // compare inside it, and "no longer null" would say the wrong thing of it.
      switch (before.types.isEmpty, after.types.isEmpty) {
      case (true, true): return
      case (false, true):
        report.add("no-value-allowed", .safe, "can no longer hold any value")
        return
      case (true, false):
        let now = SchemaComparer.typeNames(after.types)
        report.add("values-allowed", .risky, "held no value; now holds \(now)")
        return
      case (false, false): break
      }
      let wasNullable = nullable?.old ?? before.isNullable
      let isNullable = nullable?.new ?? after.isNullable
      if !wasNullable, isNullable {
        report.add("became-nullable", .breaking, "may now be null", probe: .null)
      } else if wasNullable, !isNullable {
        report.add("no-longer-nullable", .safe, "is no longer null")
      }
      // Another definition, compared on its own: whether this place may be null is this
      // schema's to say (above), the rest is that definition's.
      let content = Pair(old: before.location, new: after.location)
      if !isRoot, apart.contains(content) {
        reaches.append((place, content))
        return
      }
      compareTypes(before, after, &report)
      compareEnums(before, after, &report)
      compareFormats(before, after, &report)
      compareBounds(before, after, &report)
      compareAlternatives(before, after, &report)
      compareDerived(before, after, &report)

      // A union on either side: its alternatives were paired, and each pair is compared
      // member by member.
      if !before.alternatives.isEmpty || !after.alternatives.isEmpty {
        for (old, new) in pairedAlternatives(before, after).pairs {
          compare(old, new, at: place, nullable: (wasNullable, isNullable))
        }
        return
      }
      // Members and items: only where both sides describe them.
      compareProperties(before, after, at: place, &report)
      if let oldItems = before.items, let newItems = after.items {
        compare(oldItems, newItems, at: place.appending(key: "*"), nullable: nil)
      }
      for (index, pair) in zip(before.prefixItems, after.prefixItems).enumerated() {
        compare(pair.0, pair.1, at: place.appending(index: index), nullable: nil)
      }
      if case .schema(let oldValues) = before.additionalProperties,
        case .schema(let newValues) = after.additionalProperties
      {
        compare(oldValues, newValues, at: place.appending(key: "*"), nullable: nil)
      }
    }

    private func compareTypes(_ before: ResolvedSchema, _ after: ResolvedSchema, _ report: inout Reporter) {
      let was = before.nonNullTypes
      let now = after.nonNullTypes
      guard was != now, !was.isEmpty, !now.isEmpty else { return }
      let names = { (types: Set<SchemaType>) in SchemaComparer.typeNames(types) }
      let added = now.subtracting(was)
      let probe = added.sorted().first.flatMap { SampleValue.of(type: $0, format: after.format, besides: was) }
      if now.isSuperset(of: was) {
        report.add(
          "type-widened", .breaking, "type widened from \(names(was)) to \(names(now))",
          probe: probe.map(ProbeEdit.value))
      } else if now.isSubset(of: was) {
        report.add("type-narrowed", .safe, "type narrowed from \(names(was)) to \(names(now))")
      } else {
        report.add(
          "type-changed", .breaking, "type changed from \(names(was)) to \(names(now))",
          probe: probe.map(ProbeEdit.value))
      }
    }

    private func compareEnums(_ before: ResolvedSchema, _ after: ResolvedSchema, _ report: inout Reporter) {
      switch (before.enumValues, after.enumValues) {
      case (let was?, let now?):
        let added = now.filter { value in !was.contains(value) && !value.isNull }
        let removed = was.filter { value in !now.contains(value) && !value.isNull }
        if !added.isEmpty {
          report.add(
            "enum-value-added", .risky, "enum value \(SchemaComparer.list(added)) added", probe: .value(added[0]))
        }
        if !removed.isEmpty {
          report.add("enum-value-removed", .safe, "enum value \(SchemaComparer.list(removed)) removed")
        }
      case (let was?, nil):
        let sample = SampleValue.outside(was, types: after.nonNullTypes)
        report.add(
          "enum-removed", .risky, "no longer limited to \(SchemaComparer.list(was))", probe: sample.map(ProbeEdit.value)
        )
      case (nil, let now?):
        report.add("enum-added", .safe, "now limited to \(SchemaComparer.list(now))")
      case (nil, nil):
        break
      }
    }

    private func compareFormats(_ before: ResolvedSchema, _ after: ResolvedSchema, _ report: inout Reporter) {
      guard before.format != after.format else { return }
      let probe = after.format.flatMap { SampleValue.formatted($0) }.map(ProbeEdit.value)
      switch (before.format, after.format) {
      case (nil, let now?): report.add("format-added", .risky, "format '\(now)' added", probe: probe)
      case (let was?, nil): report.add("format-removed", .risky, "format '\(was)' removed")
      case (let was?, let now?):
        report.add("format-changed", .risky, "format changed from '\(was)' to '\(now)'", probe: probe)
      case (nil, nil): break
      }
    }

    private func compareBounds(_ before: ResolvedSchema, _ after: ResolvedSchema, _ report: inout Reporter) {
      for keyword in ResolvedSchema.boundKeywords {
        let was = before.bounds[keyword]
        let now = after.bounds[keyword]
        guard was != now else { continue }
        let widens = BoundChange.widens(keyword, from: was, to: now)
        let text =
          "\(keyword) \(was.map { JSONWriter().string($0) } ?? "absent") → \(now.map { JSONWriter().string($0) } ?? "absent")"
        let probe = widens ? BoundChange.probe(keyword, from: was, to: now).map(ProbeEdit.value) : nil
        report.add(widens ? "\(keyword)-widened" : "\(keyword)-narrowed", widens ? .risky : .safe, text, probe: probe)
      }
    }

    /// The alternatives of each side; a side that is no union is its one alternative.
    private func alternatives(_ before: ResolvedSchema, _ after: ResolvedSchema) -> ([SchemaLocation], [SchemaLocation])
    {
      (
        before.alternatives.isEmpty ? [before.location] : before.alternatives,
        after.alternatives.isEmpty ? [after.location] : after.alternatives
      )
    }

    /// The alternatives of two unions paired.
    ///
    /// By shape, then by place in the document, then a lone pair of the same types; what pairs
    /// with nothing was added or removed.
    private func pairedAlternatives(
      _ before: ResolvedSchema, _ after: ResolvedSchema
    ) -> (pairs: [(SchemaLocation, SchemaLocation)], added: [SchemaLocation], removed: [SchemaLocation]) {
      var (was, now) = alternatives(before, after)
      was = was.map { ResolvedSchema.content(of: $0, in: comparer.old) }
      now = now.map { ResolvedSchema.content(of: $0, in: comparer.new) }
      var pairs: [(SchemaLocation, SchemaLocation)] = []
      for old in was {
        let key = StructuralKey(old, in: comparer.old)
        if let index = now.firstIndex(where: { StructuralKey($0, in: comparer.new) == key }) {
          pairs.append((old, now.remove(at: index)))
        }
      }
      was.removeAll { old in pairs.contains { $0.0 == old } }
      // A definition that kept its name (`#/definitions/MatchScore`) and changed inside.
      for old in was {
        if let index = now.firstIndex(where: { $0.pointer == old.pointer }) {
          pairs.append((old, now.remove(at: index)))
        }
      }
      was.removeAll { old in pairs.contains { $0.0 == old } }
      let typed = { (location: SchemaLocation, facts: SchemaFacts) in
        facts.admittedTypes(at: location).subtracting([.null])
      }
      for old in was {
        let candidates = now.indices.filter { typed(now[$0], comparer.new) == typed(old, comparer.old) }
        if candidates.count == 1 { pairs.append((old, now.remove(at: candidates[0]))) }
      }
      was.removeAll { old in pairs.contains { $0.0 == old } }
      return (pairs, now, was)
    }

    private func compareAlternatives(_ before: ResolvedSchema, _ after: ResolvedSchema, _ report: inout Reporter) {
      guard !before.alternatives.isEmpty || !after.alternatives.isEmpty else { return }
      let (_, added, removed) = pairedAlternatives(before, after)
      if !added.isEmpty {
        report.add(
          "alternative-added", .breaking, "anyOf/oneOf alternative\(Self.named(added, in: comparer.new)) added")
      }
      if !removed.isEmpty {
        report.add(
          "alternative-removed", .safe, "anyOf/oneOf alternative\(Self.named(removed, in: comparer.old)) removed")
      }
    }

    /// ` Error` or `s Error, #2 (string)`: each alternative by its schema's name, or an inline
    /// one by its position and types.
    private static func named(_ alternatives: [SchemaLocation], in facts: SchemaFacts) -> String {
      let names = alternatives.map { location -> String in
        let tokens = location.pointer.tokens
        guard let last = tokens.last?.text else { return "(root)" }
        let inline = tokens.count >= 2 && ["oneOf", "anyOf"].contains(tokens[tokens.count - 2].text)
        guard inline else { return last }
        let types = facts.admittedTypes(at: location).subtracting([.null])
        let said =
          types.count == SchemaType.any.count - 1
          ? "" : " (" + types.sorted().map(\.rawValue).joined(separator: ", ") + ")"
        return "#\(last)" + said
      }
      return (names.count == 1 ? " " : "s ") + names.joined(separator: ", ")
    }

    /// A base schema's discriminator that names a new extension (`Bird` now extends `Pet`):
    /// the backend may send a kind the models have not seen, probed with a sample of it.
    private func compareDerived(_ before: ResolvedSchema, _ after: ResolvedSchema, _ report: inout Reporter) {
      guard let now = after.derived else { return }
      let was = Set(before.derived?.cases.map(\.value) ?? [])
      // One per schema: a `mapping` entry and the schema's own name may both name it.
      var added: [(value: String, location: SchemaLocation)] = []
      for named in now.cases
      where !was.contains(named.value) && !added.contains(where: { $0.location == named.location }) {
        added.append(named)
      }
      guard let first = added.first else { return }
      let sample = SchemaSample(facts: comparer.new, complete: true).instance(
        ofKind: first, discriminator: now.propertyName)
      let values = added.map { "'\($0.value)'" }.joined(separator: ", ")
      let schemas = added.map { $0.location.pointer.tokens.last?.text ?? $0.value }.joined(separator: ", ")
      let one = added.count == 1
      report.add(
        "discriminator-value-added", .risky,
        "\(now.propertyName) \(values) now \(one ? "names" : "name") \(schemas), which \(one ? "extends" : "extend") this schema: a model that reads it by \(now.propertyName) meets \(one ? "a kind" : "kinds") it has not seen",
        probe: .value(sample))
    }

    private mutating func compareProperties(
      _ before: ResolvedSchema, _ after: ResolvedSchema, at place: JSONPointer, _ report: inout Reporter
    ) {
      // A property whose schema holds no value (`"name": false`) is absent, whatever it is
      // declared as: becoming `false` removes it, ceasing to be `false` adds it.
      let oldProperties = before.properties.filter { !comparer.old.admitsNothing(at: $0.schema) }
      let newProperties = after.properties.filter { !comparer.new.admitsNothing(at: $0.schema) }
      for property in oldProperties {
        let child = place.appending(key: property.name)
        guard let counterpart = newProperties.first(where: { $0.name == property.name }) else {
          var removal = Reporter(place: child, old: property.schema, new: nil)
          if property.isRequired {
            removal.add(
              "property-removed-required", .breaking, "required property '\(property.name)' removed", probe: .drop)
          } else {
            removal.add(
              "property-removed-optional", .risky, "optional property '\(property.name)' removed", probe: .drop)
          }
          changes += removal.changes
          continue
        }
        // An OpenAPI `writeOnly` property "SHOULD NOT be sent as part of the response": one
        // that becomes so leaves the responses (its `required` is the request's alone).
        let becameWriteOnly =
          SchemaFacts.marksWriteOnly(counterpart.schema) && !SchemaFacts.marksWriteOnly(property.schema)
        let writeOnly = "'\(property.name)' is now writeOnly: responses no longer carry it"
        if property.isRequired, !counterpart.isRequired {
          var became = Reporter(place: child, old: property.schema, new: counterpart.schema)
          became.add(
            "became-optional", .breaking, becameWriteOnly ? writeOnly : "'\(property.name)' is no longer required",
            probe: .drop)
          changes += became.changes
        } else if becameWriteOnly {
          var became = Reporter(place: child, old: property.schema, new: counterpart.schema)
          became.add("became-write-only", .risky, writeOnly + ", and a model that reads it gets nothing", probe: .drop)
          changes += became.changes
        } else if !property.isRequired, counterpart.isRequired {
          var became = Reporter(place: child, old: property.schema, new: counterpart.schema)
          became.add("became-required", .safe, "'\(property.name)' is now required")
          changes += became.changes
        }
        compare(property.schema, counterpart.schema, at: child, nullable: (property.isNullable, counterpart.isNullable))
      }
      for property in newProperties where !oldProperties.contains(where: { $0.name == property.name }) {
        var addition = Reporter(place: place.appending(key: property.name), old: nil, new: property.schema)
        if property.isRequired {
          addition.add("property-added-required", .safe, "required property '\(property.name)' added")
        } else {
          addition.add("property-added-optional", .safe, "optional property '\(property.name)' added")
        }
        changes += addition.changes
      }
      switch (before.additionalProperties, after.additionalProperties) {
      case (.forbidden, .allowed), (.forbidden, .schema):
        report.add("additional-properties-allowed", .safe, "other keys now allowed")
      case (.allowed, .forbidden), (.schema, .forbidden):
        report.add("additional-properties-forbidden", .safe, "other keys no longer allowed")
      default:
        break
      }
    }
  }

  /// Collects the changes at one place.
  private struct Reporter {
    let place: JSONPointer
    let old: SchemaLocation?
    let new: SchemaLocation?
    var changes: [SchemaChange] = []

    mutating func add(_ id: String, _ level: SchemaChange.Level, _ message: String, probe: ProbeEdit? = nil) {
      var change = SchemaChange(
        id: id, level: level, place: place, oldLocation: old.map(SchemaComparer.display),
        newLocation: new.map(SchemaComparer.display),
        message: message, probe: probe)
      change.oldSource = old.flatMap(SchemaComparer.source)
      change.newSource = new.flatMap(SchemaComparer.source)
      changes.append(change)
    }
  }

  /// A location as reports show it: the file relative to the working directory.
  /// `openapi.yaml:14:9`: the file, line and column a schema is written at.
  static func source(_ location: SchemaLocation) -> String? {
    guard let file = location.file, let at = location.sourceLocation else { return nil }
    let directory = FileManager.default.currentDirectoryPath + "/"
    let shown = file.hasPrefix(directory) ? String(file.dropFirst(directory.count)) : file
    return "\(shown):\(at.line):\(at.column)"
  }

  static func display(_ location: SchemaLocation) -> String {
    let directory = FileManager.default.currentDirectoryPath + "/"
    let text = location.description
    return text.hasPrefix(directory) ? String(text.dropFirst(directory.count)) : text
  }

  static func typeNames(_ types: Set<SchemaType>) -> String {
    // `number` includes `integer`: name it alone.
    let shown = types.contains(.number) ? types.subtracting([.integer]) : types
    return shown.sorted().map(\.rawValue).joined(separator: " or ")
  }

  static func list(_ values: [JSONValue]) -> String {
    values.map { JSONWriter().string($0) }.joined(separator: ", ")
  }
}
