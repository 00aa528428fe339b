import JSONCore

/// The schemas an API document's `discriminator` names on a base that other named schemas
/// extend with `allOf` (the specification's `Pet`, which `Cat` and `Dog` extend; Swagger
/// 2.0's only form, `"discriminator": "petType"`), with no `oneOf`/`anyOf` beside it.
struct DerivedSchemas {
  /// The discriminating property.
  let propertyName: String
  /// Each value that names a schema other than the base, with that schema, in this order:
  /// the `mapping`'s entries, then the extensions by their keys (Swagger 2.0: by
  /// `x-ms-discriminator-value` where they say one), nearest first.
  let named: [(value: String, site: SchemaSite)]
  /// Extensions whose value an earlier one already has (two `x-ms-discriminator-value`s alike,
  /// a `mapping` entry that takes a schema's name for another): never applied.
  let shadowed: [(value: String, site: SchemaSite, by: SchemaSite)]
}

extension Resolver {
  /// What `base`'s `discriminator` names, when it is on a base schema of an API document and
  /// names anything; `nil` otherwise (a JSON Schema's `discriminator` is an unknown keyword,
  /// and beside `oneOf`/`anyOf` it picks an alternative: `Discriminator`).
  func derivedSchemas(of base: SchemaSite) -> DerivedSchemas? {
    // Asked for every object the schema facts meet at such a base: read once.
    if let known = derivedSchemaCache[base.key] { return known }
    let derived = readDerivedSchemas(of: base)
    derivedSchemaCache[base.key] = .some(derived)
    return derived
  }

  private func readDerivedSchemas(of base: SchemaSite) -> DerivedSchemas? {
    let dialect = base.dialect.dialect
    guard dialect.namedSchemas != nil, case .object(let object) = base.value, object["oneOf"] == nil,
      object["anyOf"] == nil
    else { return nil }
    let propertyName: String
    let mapping: JSONObject
    switch object["discriminator"] {
    case .string(let name)? where dialect == .swagger2_0:
      propertyName = name
      mapping = JSONObject()
    case .object(let discriminator)?:
      guard let name = discriminator["propertyName"]?.stringValue else { return nil }
      propertyName = name
      mapping = discriminator["mapping"]?.objectValue ?? JSONObject()
    default:
      return nil
    }
    var named: [(value: String, site: SchemaSite)] = []
    for entry in mapping {
      // A mapping that names nothing decides nothing (`generate` warns about it).
      guard let reference = entry.value.stringValue, !named.contains(where: { $0.value == entry.key }),
        let site = try? resolve(reference, from: base, at: [])
      else { continue }
      named.append((entry.key, site))
    }
    var shadowed: [(value: String, site: SchemaSite, by: SchemaSite)] = []
    for derived in extensions(of: base) {
      let value =
        dialect == .swagger2_0
        ? derived.site.value["x-ms-discriminator-value"]?.stringValue ?? derived.name : derived.name
      if let earlier = named.first(where: { $0.value == value }) {
        // Named by the mapping under its own name too, or by nothing else: not shadowed.
        if earlier.site.key != derived.site.key, !named.contains(where: { $0.site.key == derived.site.key }) {
          shadowed.append((value, derived.site, earlier.site))
        }
        continue
      }
      named.append((value, derived.site))
    }
    // The base itself adds nothing to what its own keywords say.
    named.removeAll { entry in
      switch entry.site.value {
      case .object, .bool: entry.site.key == base.key
      default: true
      }
    }
    return named.isEmpty ? nil : DerivedSchemas(propertyName: propertyName, named: named, shadowed: shadowed)
  }

  /// The named schemas of `base`'s document that extend it: those whose `allOf` holds a
  /// `$ref` to it, and those that extend these (`Lion` extends `Cat`: a lion is a pet too),
  /// nearest first.
  private func extensions(of base: SchemaSite) -> [(name: String, site: SchemaSite)] {
    let document = ObjectIdentifier(base.document)
    if derivedSchemaIndex[document] == nil { derivedSchemaIndex[document] = indexExtensions(in: base.document) }
    let index = derivedSchemaIndex[document] ?? [:]
    var found: [(name: String, site: SchemaSite)] = []
    var seen: Set<JSONPointer> = [base.pointer]
    var pending = index[base.pointer] ?? []
    var next = 0
    // Breadth first, each schema once (a loop of `allOf`s is the cycle check's to refuse).
    while next < pending.count {
      let derived = pending[next]
      next += 1
      guard seen.insert(derived.site.pointer).inserted else { continue }
      found.append(derived)
      pending += index[derived.site.pointer] ?? []
    }
    return found
  }

  /// For each schema of `document`, the named schemas whose `allOf` refers to it directly.
  private func indexExtensions(in document: SchemaDocument) -> [JSONPointer: [(name: String, site: SchemaSite)]] {
    guard let path = document.apiDialect?.namedSchemas else { return [:] }
    let container = JSONPointer(path.map { .key($0) })
    guard case .object(let schemas)? = container.resolve(in: document.root) else { return [:] }
    var index: [JSONPointer: [(name: String, site: SchemaSite)]] = [:]
    for named in schemas {
      guard case .array(let members)? = named.value["allOf"],
        let site = try? site(in: document, at: container.appending(key: named.key))
      else { continue }
      var bases: Set<JSONPointer> = []
      for member in members {
        // A reference that does not resolve is the derived schema's own error, reported when
        // something applies it.
        guard let reference = member["$ref"]?.stringValue,
          let target = try? resolve(reference, from: site, at: []),
          target.document === document, bases.insert(target.pointer).inserted
        else { continue }
        index[target.pointer, default: []].append((named.key, site))
      }
    }
    return index
  }
}
