import JSONCore

extension Compiler {
  /// The named schemas of `base`'s API document that extend it: those whose `allOf` holds a
  /// `$ref` to it (the specification's `Cat: {allOf: [{$ref: Pet}, …]}`), and those that
  /// extend these (`Lion` extends `Cat`: a lion is a pet too), nearest first.
  ///
  /// The document's named schemas are read once, when a discriminator first asks.
  func derivedSchemas(of base: SchemaSite) -> [(name: String, site: SchemaSite)] {
    let document = ObjectIdentifier(base.document)
    if derivedSchemaIndex[document] == nil { derivedSchemaIndex[document] = indexDerivedSchemas(in: base.document) }
    let index = derivedSchemaIndex[document] ?? [:]
    var found: [(name: String, site: SchemaSite)] = []
    var seen: Set<JSONPointer> = [base.pointer]
    var next = 0
    var pending = index[base.pointer] ?? []
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

  private func indexDerivedSchemas(in document: SchemaDocument) -> [JSONPointer: [(name: String, site: SchemaSite)]] {
    guard let path = document.apiDialect?.namedSchemas else { return [:] }
    let container = JSONPointer(path.map { .key($0) })
    guard case .object(let schemas)? = container.resolve(in: document.root) else { return [:] }
    var index: [JSONPointer: [(name: String, site: SchemaSite)]] = [:]
    for named in schemas {
      guard case .array(let members)? = named.value["allOf"],
        let site = try? resolver.site(in: document, at: container.appending(key: named.key))
      else { continue }
      var bases: Set<JSONPointer> = []
      for member in members {
        // A reference that does not resolve is the derived schema's own error, reported when
        // something applies it.
        guard let reference = member["$ref"]?.stringValue,
          let target = try? resolver.resolve(reference, from: site, at: []),
          target.document === document, bases.insert(target.pointer).inserted
        else { continue }
        index[target.pointer, default: []].append((named.key, site))
      }
    }
    return index
  }
}
