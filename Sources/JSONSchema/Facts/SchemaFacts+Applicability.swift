import JSONCore
import JSONSchemaRegex

/// Which subschemas apply at a place, and what they allow there (see ``InstanceFacts``).
///
/// Every function here runs under the facts' lock.
extension SchemaFacts {
  /// A schema the parent puts at a place: through `properties`, `items`, … .
  struct Candidate {
    let site: SchemaSite
    /// PostgREST's Swagger 2.0 rule: a property the parent does not require admits `null`.
    let nullableByRule: Bool
  }

  /// Bounds `$ref` chains that do not descend into the instance (`a → b → a`).
  static let maximumExpansionDepth = 32

  /// The keywords of `site` that count: none for a boolean schema; only `$ref` in drafts 4–7
  /// when it is there (the expansion follows it).
  func ownKeywords(_ site: SchemaSite) -> JSONObject? {
    guard case .object(let object) = site.value else { return nil }
    if site.draft.refOverridesSiblings, object["$ref"] != nil { return JSONObject() }
    return object
  }

  /// The subschema at `tokens` below `site`.
  func child(_ site: SchemaSite, _ tokens: String...) -> SchemaSite? {
    let key = FactsCache.ChildKey(site: site.key, tokens: tokens)
    if let known = cache.children[key] { return known }
    var pointer = site.pointer
    for token in tokens { pointer = pointer.appending(key: token) }
    let child = (try? resolver.site(in: site.document, at: pointer)) ?? nil
    cache.children[key] = child
    return child
  }

  /// The target of the schema's `$ref` (or `$dynamicRef`/`$recursiveRef`, statically).
  func referenceTarget(_ site: SchemaSite) -> SchemaSite? {
    guard case .object(let object) = site.value else { return nil }
    if let known = cache.references[site.key] { return known }
    var target: SchemaSite? = nil
    for keyword in ["$ref", "$dynamicRef", "$recursiveRef"] {
      guard let reference = object[keyword]?.stringValue else { continue }
      if keyword != "$ref", site.draft.refOverridesSiblings { continue }
      target = try? resolver.resolve(reference, from: site, at: [keyword])
      break
    }
    cache.references[site.key] = target
    return target
  }

  /// The keys every object valid against `site` has, whichever `anyOf`/`oneOf` branch it
  /// takes (a branch's keys count when every branch the value could take requires them), and
  /// the keys of the extension a base's discriminator names for `value`. `writeOnly` keys of
  /// an OpenAPI document are not required of responses.
  func certainRequired(_ site: SchemaSite, for value: JSONValue?) -> Set<String> {
    var known: [SiteKey: Set<String>] = [:]
    return certainRequired(site, for: value, depth: 0, known: &known)
  }

  /// Each schema once per question (`known`; across questions without an instance, the
  /// cache's): a large API's unions meet the same schemas down many branches.
  private func certainRequired(
    _ site: SchemaSite, for value: JSONValue?, depth: Int, known: inout [SiteKey: Set<String>]
  ) -> Set<String> {
    guard depth < SchemaFacts.maximumExpansionDepth, case .object = site.value else { return [] }
    if let keys = value == nil ? cache.certainRequired[site.key] : known[site.key] { return keys }
    var keys = Set<String>()
    if let target = referenceTarget(site) {
      keys.formUnion(certainRequired(target, for: value, depth: depth + 1, known: &known))
    }
    if let object = ownKeywords(site) {
      keys.formUnion(site.dialect.dialect.requiredKeys(object))
      for index in (object["allOf"]?.arrayValue ?? []).indices {
        if let member = child(site, "allOf", String(index)) {
          keys.formUnion(certainRequired(member, for: value, depth: depth + 1, known: &known))
        }
      }
      for keyword in ["anyOf", "oneOf"] {
        // Only branches an object may take say what an object has (not `{"type": "null"}`).
        let taken = branchesTaken(site, object, keyword, for: value, depth: depth).filter {
          admittedTypes($0, depth: depth + 1).contains(.object)
        }
        guard let first = taken.first else { continue }
        var common = certainRequired(first, for: value, depth: depth + 1, known: &known)
        for branch in taken.dropFirst() {
          common.formIntersection(certainRequired(branch, for: value, depth: depth + 1, known: &known))
        }
        keys.formUnion(common)
      }
      if let named = derivedSchema(of: site, object, for: value) {
        keys.formUnion(certainRequired(named, for: value, depth: depth + 1, known: &known))
      }
    }
    if value == nil { cache.certainRequired[site.key] = keys } else { known[site.key] = keys }
    return keys
  }

  /// The extension `site`'s discriminator names for `value` (its own keywords `object`).
  private func derivedSchema(of site: SchemaSite, _ object: JSONObject, for value: JSONValue?) -> SchemaSite? {
    guard object["discriminator"] != nil, let members = value?.objectValue,
      let derived = resolver.derivedSchemas(of: site), let text = members[derived.propertyName]?.stringValue
    else { return nil }
    return derived.named.first { $0.value == text }?.site
  }

  /// `sites`, plus what their references, `allOf` members and admitting `anyOf`/`oneOf`
  /// branches lead to, and the extension a base's discriminator names for `value` (as the
  /// validator applies it: a cat's `huntingSkill` is declared, by `Cat`), each once; boolean
  /// schemas left out (they say nothing about shape).
  func expand(_ sites: [SchemaSite], for value: JSONValue?) -> [SchemaSite] {
    var result: [SchemaSite] = []
    var seen: Set<SiteKey> = []
    var stack = sites.reversed().map { ($0, 0) }
    while let (site, depth) = stack.popLast() {
      guard depth < SchemaFacts.maximumExpansionDepth, case .object = site.value, seen.insert(site.key).inserted
      else { continue }
      result.append(site)
      var next: [SchemaSite] = []
      if let target = referenceTarget(site) { next.append(target) }
      if let object = ownKeywords(site) {
        for (index, _) in (object["allOf"]?.arrayValue ?? []).enumerated() {
          if let member = child(site, "allOf", String(index)) { next.append(member) }
        }
        for keyword in ["anyOf", "oneOf"] {
          next += branchesTaken(site, object, keyword, for: value, depth: depth)
        }
        if let named = derivedSchema(of: site, object, for: value) { next.append(named) }
      }
      stack.append(contentsOf: next.reversed().map { ($0, depth + 1) })
    }
    return result
  }

  /// The branches of `site`'s `anyOf` or `oneOf` (`keyword`; `object` its own keywords) that
  /// `value` takes: those that admit it, and of those, for an object, the ones it fits best —
  /// the fewest of their required keys missing and of its members their properties do not
  /// admit. A dog (`kind: "dog"`, `barks`) takes `Dog`, not `Cat` (whose `kind` is `["cat"]`
  /// and which requires `meows`), so its `toy` is `Dog.toy` alone; a cat that lacks `meows`
  /// still fits `Cat` best. Without a value, every branch.
  func branchesTaken(
    _ site: SchemaSite, _ object: JSONObject, _ keyword: String, for value: JSONValue?, depth: Int
  ) -> [SchemaSite] {
    let branches = (object[keyword]?.arrayValue ?? []).indices.compactMap { child(site, keyword, String($0)) }
    guard let value else { return branches }
    let admitting = branches.filter { admits($0, value, depth: depth + 1) }
    guard admitting.count > 1, let members = value.objectValue else { return admitting }
    let misfits = admitting.map { misfit($0, members, depth: depth + 1) }
    let best = misfits.min() ?? 0
    return zip(admitting, misfits).filter { $0.1 == best }.map(\.0)
  }

  /// How many of `branch`'s certain required keys `members` lacks, plus how many of its
  /// members the properties `branch` declares (through its `$ref` and `allOf`) do not admit.
  private func misfit(_ branch: SchemaSite, _ members: JSONObject, depth: Int) -> Int {
    var count = certainRequired(branch, for: nil).count { members[$0] == nil }
    var pending = [branch]
    var visited = Set<SiteKey>()
    while let site = pending.popLast(), visited.count < SchemaFacts.maximumExpansionDepth {
      guard visited.insert(site.key).inserted else { continue }
      if let target = referenceTarget(site) { pending.append(target) }
      guard let object = ownKeywords(site) else { continue }
      pending += (object["allOf"]?.arrayValue ?? []).indices.compactMap { child(site, "allOf", String($0)) }
      guard let properties = object["properties"]?.objectValue else { continue }
      for member in members.members where properties[member.key] != nil {
        if let property = child(site, "properties", member.key), !admits(property, member.value, depth: depth + 1) {
          count += 1
        }
      }
    }
    return count
  }

  /// A shallow test of whether `site` could accept `value`, to pick branches.
  ///
  /// Not validation: `type`, `enum`, `const` and OpenAPI 3.0 `nullable` (Swagger's
  /// `x-nullable`), through `$ref`,
  /// `allOf`, `anyOf` and `oneOf`.
  func admits(_ site: SchemaSite, _ value: JSONValue, depth: Int) -> Bool {
    guard depth < SchemaFacts.maximumExpansionDepth else { return true }
    guard case .object(let raw) = site.value else { return site.value.boolValue ?? true }
    if value.isNull, site.dialect.dialect.marksNullable(raw) { return true }
    if let target = referenceTarget(site), !admits(target, value, depth: depth + 1) { return false }
    guard let object = ownKeywords(site) else { return true }
    if let types = object["type"].flatMap(SchemaType.named(by:)), types.isDisjoint(with: SchemaType.of(value)) {
      return false
    }
    if let values = object["enum"]?.arrayValue, !values.contains(value) { return false }
    if site.draft >= .draft6, let constant = object["const"], constant != value { return false }
    for (index, _) in (object["allOf"]?.arrayValue ?? []).enumerated() {
      if let member = child(site, "allOf", String(index)), !admits(member, value, depth: depth + 1) { return false }
    }
    for keyword in ["anyOf", "oneOf"] {
      let branches = (object[keyword]?.arrayValue ?? []).indices.compactMap { child(site, keyword, String($0)) }
      if !branches.isEmpty, !branches.contains(where: { admits($0, value, depth: depth + 1) }) { return false }
    }
    return true
  }

  /// The types `site` accepts (cached): its `type`, narrowed by `enum`/`const`, `$ref`,
  /// `allOf` (each), `anyOf` and `oneOf` (some branch); OpenAPI 3.0 `nullable` adds `null`.
  func admittedTypes(_ site: SchemaSite, depth: Int) -> Set<SchemaType> {
    if let known = cache.admitted[site.key] { return known }
    guard depth < SchemaFacts.maximumExpansionDepth else { return SchemaType.any }
    guard case .object(let raw) = site.value else { return site.value.boolValue == false ? [] : SchemaType.any }
    var types = SchemaType.any
    if let target = referenceTarget(site) { types.formIntersection(admittedTypes(target, depth: depth + 1)) }
    if let object = ownKeywords(site) {
      if let named = object["type"].flatMap(SchemaType.named(by:)) { types.formIntersection(named) }
      if let values = object["enum"]?.arrayValue {
        types.formIntersection(values.reduce(into: Set()) { $0.formUnion(SchemaType.of($1)) })
      }
      if site.draft >= .draft6, let constant = object["const"] { types.formIntersection(SchemaType.of(constant)) }
      for (index, _) in (object["allOf"]?.arrayValue ?? []).enumerated() {
        if let member = child(site, "allOf", String(index)) {
          types.formIntersection(admittedTypes(member, depth: depth + 1))
        }
      }
      for keyword in ["anyOf", "oneOf"] {
        let branches = (object[keyword]?.arrayValue ?? []).indices.compactMap { child(site, keyword, String($0)) }
        guard !branches.isEmpty else { continue }
        types.formIntersection(branches.reduce(into: Set()) { $0.formUnion(admittedTypes($1, depth: depth + 1)) })
      }
    }
    if site.dialect.dialect.marksNullable(raw) { types.insert(.null) }
    cache.admitted[site.key] = types
    return types
  }

  /// The schemas `applicable` (a place's expanded schemas) put at its member or item `token`.
  ///
  /// - Parameter parent: the value at the place, when known: an index token on an object is
  ///   read as a key, a numeric key on an array as an index.
  func children(of applicable: [SchemaSite], token: JSONPointer.Token, parent: JSONValue?) -> [Candidate] {
    let key = token.text
    let index: Int? =
      switch (token, parent) {
      case (.index(let index), _): index
      case (.key, .object?): nil
      case (.key(let text), _): JSONPointer.arrayIndex(.key(text))
      }
    let readsKey: Bool =
      switch parent {
      case .array?: false
      default: true
      }
    var result: [Candidate] = []
    for site in applicable {
      guard let object = ownKeywords(site) else { continue }
      if readsKey, let found = memberSchemas(site, object, key: key) { result += found }
      if let index, parent?.objectValue == nil, let item = itemSchema(site, object, index: index) {
        result.append(Candidate(site: item, nullableByRule: false))
      }
    }
    return result
  }

  /// The schemas for the member `key` of an object valid against `site`: its `properties`
  /// entry, else the matching `patternProperties`, else an `additionalProperties` schema;
  /// `nil` when the schema says nothing about objects' members.
  private func memberSchemas(_ site: SchemaSite, _ object: JSONObject, key: String) -> [Candidate]? {
    if object["properties"]?.objectValue?[key] != nil, let property = child(site, "properties", key) {
      let required = site.dialect.dialect.requires(key, in: object)
      return [Candidate(site: property, nullableByRule: site.dialect.dialect == .swagger2_0 && !required)]
    }
    var found: [Candidate] = []
    for member in object["patternProperties"]?.objectValue ?? JSONObject() {
      guard regex(member.key)?.firstMatch(in: key) == true, let schema = child(site, "patternProperties", member.key)
      else { continue }
      found.append(Candidate(site: schema, nullableByRule: false))
    }
    if found.isEmpty, object["additionalProperties"]?.objectValue != nil,
      let additional = child(site, "additionalProperties")
    {
      found.append(Candidate(site: additional, nullableByRule: false))
    }
    return found
  }

  /// The schema for item `index` of an array valid against `site`.
  private func itemSchema(_ site: SchemaSite, _ object: JSONObject, index: Int) -> SchemaSite? {
    if site.draft >= .draft2020_12 {
      if let prefix = object["prefixItems"]?.arrayValue, index < prefix.count {
        return child(site, "prefixItems", String(index))
      }
      return object["items"].flatMap { $0.arrayValue == nil ? child(site, "items") : nil }
    }
    if let tuple = object["items"]?.arrayValue {
      if index < tuple.count { return child(site, "items", String(index)) }
      return object["additionalItems"] != nil ? child(site, "additionalItems") : nil
    }
    return object["items"] != nil ? child(site, "items") : nil
  }

  /// `const`, from draft 6 on.
  func constant(_ site: SchemaSite, _ object: JSONObject) -> JSONValue? {
    site.draft >= .draft6 ? object["const"] : nil
  }

  private func regex(_ pattern: String) -> ECMARegex? {
    if let known = cache.patterns[pattern] { return known }
    let compiled = try? ECMARegex(pattern)
    cache.patterns[pattern] = compiled
    return compiled
  }

  /// The merged facts of the place `candidates` describe.
  func merge(_ candidates: [Candidate], at pointer: JSONPointer, value: JSONValue?) -> InstanceFacts {
    let applicable = expand(candidates.map(\.site), for: value)
    var types = SchemaType.any
    for candidate in candidates { types.formIntersection(admittedTypes(candidate.site, depth: 0)) }
    // Candidates that agree on no type are alternatives (a member two `oneOf` branches give
    // different types), not a place no value fits.
    if types.isEmpty, candidates.count > 1 {
      for candidate in candidates { types.formUnion(admittedTypes(candidate.site, depth: 0)) }
    }
    let certainByCandidate = candidates.map { certainRequired($0.site, for: value) }
    let certain = certainByCandidate.reduce(into: Set<String>()) { $0.formUnion($1) }
    var byBranch = certain.subtracting(
      certainByCandidate.dropFirst().reduce(certainByCandidate.first ?? []) { $0.intersection($1) })
    let nullable =
      !candidates.isEmpty
      && candidates.allSatisfy { $0.nullableByRule || admittedTypes($0.site, depth: 0).contains(.null) }
    if nullable { types.insert(.null) }
    var required: [String] = []
    var properties: [String] = []
    var formats: [String] = []
    var enumValues: [JSONValue]?
    var allowsAdditional = true
    for site in applicable {
      guard let object = ownKeywords(site) else { continue }
      for key in site.dialect.dialect.requiredKeys(object) {
        if !certain.contains(key) {
          byBranch.insert(key)
        } else if !required.contains(key) {
          required.append(key)
        }
      }
      for member in object["properties"]?.objectValue ?? JSONObject() where !properties.contains(member.key) {
        properties.append(member.key)
      }
      if let format = object["format"]?.stringValue, !formats.contains(format) { formats.append(format) }
      // Several schemas here with values of their own are alternatives' (a `kind` each `oneOf`
      // branch pins): any of them.
      if let values = object["enum"]?.arrayValue ?? constant(site, object).map({ [$0] }) {
        enumValues = (enumValues ?? []) + values.filter { !(enumValues ?? []).contains($0) }
      }
      if object["additionalProperties"]?.boolValue == false || object["unevaluatedProperties"]?.boolValue == false {
        allowsAdditional = false
      }
      // Without an instance, the keys a base's extensions require are some kinds' (a cat's
      // `huntingSkill`); with one, the extension its value names is among `applicable`.
      if value == nil, object["discriminator"] != nil, let derived = resolver.derivedSchemas(of: site) {
        for named in derived.named { byBranch.formUnion(certainRequired(named.site, for: nil).subtracting(certain)) }
      }
    }
    return InstanceFacts(
      instanceLocation: pointer, schemas: applicable.map(SchemaLocation.init),
      types: candidates.isEmpty ? SchemaType.any : types,
      isNullable: nullable, enumValues: enumValues, formats: formats, requiredKeys: required,
      requiredByBranch: byBranch,
      propertyOrder: properties, allowsAdditionalKeys: allowsAdditional)
  }
}
