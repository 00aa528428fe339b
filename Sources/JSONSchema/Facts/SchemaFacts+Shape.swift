import JSONCore

/// Reading one schema's own keywords into a ``SchemaShape`` (under the facts' lock).
extension SchemaFacts {
  func readShape(_ site: SchemaSite) -> SchemaShape {
    if let known = cache.shapes[site.key] { return known }
    let object = ownKeywords(site) ?? JSONObject()
    let types = object["type"].flatMap(SchemaType.named(by:))
    let required = site.dialect.dialect.requiredKeys(object)
    let swagger = site.dialect.dialect == .swagger2_0
    var properties: [SchemaShape.Property] = []
    for member in object["properties"]?.objectValue ?? JSONObject() {
      guard let schema = child(site, "properties", member.key) else { continue }
      let isRequired = required.contains(member.key)
      let nullable = (swagger && !isRequired) || admittedTypes(schema, depth: 0).contains(.null)
      properties.append(
        SchemaShape.Property(
          name: member.key, schema: SchemaLocation(schema), isRequired: isRequired, isNullable: nullable))
    }
    let additional: SchemaShape.AdditionalProperties =
      switch object["additionalProperties"] {
      case .bool(false)?: .forbidden
      case .object?: child(site, "additionalProperties").map { .schema(SchemaLocation($0)) } ?? .allowed
      default: .allowed
      }
    var items: SchemaSite?
    var prefixItems: [SchemaSite] = []
    let positional = site.draft >= .draft2020_12 ? "prefixItems" : "items"
    if let list = object[positional]?.arrayValue {
      prefixItems = list.indices.compactMap { child(site, positional, String($0)) }
      if site.draft < .draft2020_12, object["additionalItems"].map(isSchema) == true {
        items = child(site, "additionalItems")
      }
    }
    if object["items"].map(isSchema) == true { items = child(site, "items") }
    func list(_ keyword: String) -> [SchemaLocation] {
      (object[keyword]?.arrayValue ?? []).indices.compactMap { child(site, keyword, String($0)) }
        .map(SchemaLocation.init)
    }
    let shape = SchemaShape(
      location: SchemaLocation(site), boolean: site.value.boolValue, types: types,
      isNullable: admittedTypes(site, depth: 0).contains(.null),
      enumValues: object["enum"]?.arrayValue ?? constant(site, object).map { [$0] },
      format: object["format"]?.stringValue, title: object["title"]?.stringValue,
      description: object["description"]?.stringValue, properties: properties, required: required,
      additionalProperties: additional,
      forbidsUnevaluatedProperties: site.draft >= .draft2019_09 && object["unevaluatedProperties"]?.boolValue == false,
      patternProperties: (object["patternProperties"]?.objectValue ?? JSONObject()).compactMap { member in
        child(site, "patternProperties", member.key).map { (member.key, SchemaLocation($0)) }
      },
      items: items.map(SchemaLocation.init), prefixItems: prefixItems.map(SchemaLocation.init),
      reference: referenceTarget(site).map(SchemaLocation.init), allOf: list("allOf"), anyOf: list("anyOf"),
      oneOf: list("oneOf"), definitions: definitions(of: site))
    cache.shapes[site.key] = shape
    return shape
  }

  /// Whether `value` is one schema: an object, or `true`/`false` (a list of them is not).
  private func isSchema(_ value: JSONValue) -> Bool {
    value.objectValue != nil || value.boolValue != nil
  }

  /// `$defs` and `definitions`; at an API document's root, the document's schemas.
  private func definitions(of site: SchemaSite) -> [(name: String, schema: SchemaLocation)] {
    var containers: [[String]] = [["$defs"], ["definitions"]]
    if site.pointer.isRoot, let api = site.document.apiDialect {
      containers = api == .swagger2_0 ? [["definitions"]] : [["components", "schemas"], ["$defs"]]
    }
    var result: [(name: String, schema: SchemaLocation)] = []
    for path in containers {
      let container = JSONPointer(path.map { .key($0) })
      guard case .object(let members)? = container.resolve(in: site.value) else { continue }
      for member in members {
        let pointer = site.pointer.appending(container).appending(key: member.key)
        guard let definition = (try? resolver.site(in: site.document, at: pointer)) ?? nil else { continue }
        result.append((member.key, SchemaLocation(definition)))
      }
    }
    return result
  }
}
