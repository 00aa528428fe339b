import JSONCore

extension Resolver {
  /// Walks `document` once, recording every schema place with its base URI and dialect, and
  /// every resource (`$id`, `id`) and anchor (`$anchor`, `$dynamicAnchor`, draft 4–7
  /// `"$id": "#name"`).
  ///
  /// The walk uses an explicit stack: documents may nest as deep as the parser allows.
  func index(_ document: SchemaDocument) throws(SchemaError) {
    let identity = ObjectIdentifier(document)
    guard !indexed.contains(identity) else { return }
    indexed.insert(identity)
    let documentKey = document.uri.resourceKey
    if resources[documentKey] == nil { resources[documentKey] = (document, .root) }

    let dialect = try documentDialect(document)
    let rootInfo = SharedSiteInfo(
      SiteInfo(base: document.uri, dialect: dialect, resourceKey: documentKey, resourceRoot: .root))
    // `parent`: what the place inherits; `recorded`: what ``site(in:at:)`` finds for it when
    // it is not recorded itself (the info of the nearest recorded place above).
    var stack: [(pointer: JSONPointer, value: JSONValue, parent: SharedSiteInfo, recorded: SharedSiteInfo)] = []
    if let api = document.apiDialect {
      // An API description is not a schema; its schemas sit in known places.
      var table: [JSONPointer: SharedSiteInfo] = [:]
      table[.root] = rootInfo
      sites[identity] = table
      let containers: [[String]] =
        api == .swagger2_0 ? [["definitions"]] : [["components", "schemas"], ["$defs"]]
      for path in containers {
        let pointer = JSONPointer(path.map { .key($0) })
        guard case .object(let schemas)? = pointer.resolve(in: document.root) else { continue }
        for member in schemas {
          stack.append((pointer.appending(key: member.key), member.value, rootInfo, rootInfo))
        }
      }
    } else {
      stack.append((.root, document.root, rootInfo, rootInfo))
    }
    while let item = stack.popLast() {
      let info = try visit(item.value, at: item.pointer, in: document, parent: item.parent)
      // Only where it differs from what the place inherits (the root, a resource, a
      // `$schema`, an anchor flag): ``site(in:at:)`` reads the nearest place above that is
      // recorded. A table entry per subschema held a large schema's size many times over.
      let recorded = item.pointer.isRoot || (info !== item.recorded && info.value != item.recorded.value)
      if recorded { sites[identity, default: [:]][item.pointer] = info }
      guard case .object(let object) = item.value else { continue }
      var childInfo = info
      if info.value.recursiveAnchor {
        var inherited = info.value
        inherited.recursiveAnchor = false
        childInfo = SharedSiteInfo(inherited)
      }
      for child in SubschemaKeywords.children(of: object) {
        var pointer = item.pointer
        for token in child.tokens { pointer = pointer.appending(key: token) }
        stack.append((pointer, child.value, childInfo, recorded ? info : item.recorded))
      }
    }
  }

  /// The keywords that can make a schema's info differ from its parent's.
  private static let declaringKeywords = ["$schema", "$id", "id", "$anchor", "$dynamicAnchor", "$recursiveAnchor"]

  /// Applies a schema's own `$schema`, `$id` and anchors to what it inherits.
  private func visit(
    _ value: JSONValue, at pointer: JSONPointer, in document: SchemaDocument, parent: SharedSiteInfo
  ) throws(SchemaError) -> SharedSiteInfo {
    guard case .object(let object) = value else { return parent }
    // Most schemas declare nothing of the kind: they share what they inherit.
    guard Resolver.declaringKeywords.contains(where: { object[$0] != nil }) else { return parent }
    var info = parent.value
    // `$schema` may change the dialect at a resource root (the document root, or a schema
    // with an identifier, whichever draft's spelling it uses).
    let hasID = object["$id"]?.stringValue != nil || object["id"]?.stringValue != nil
    if let uri = object["$schema"]?.stringValue, pointer.isRoot || hasID {
      info.dialect = try dialect(forMetaSchema: uri, document: document, pointer: pointer)
    }
    let draft = info.dialect.draft
    // Swagger 2.0 and OpenAPI 3.0 schemas have no identifiers.
    let hasIdentifiers = info.dialect.dialect != .swagger2_0 && info.dialect.dialect != .openAPI3_0
    // Drafts 4–7 ignore everything beside `$ref`, `$id` included.
    let idIgnored = draft.refOverridesSiblings && object["$ref"] != nil
    if hasIdentifiers, !idIgnored, let id = object[draft.idKeyword]?.stringValue {
      let resolved = info.base.resolving(id)
      if draft <= .draft7, id.hasPrefix("#") {
        // A location-independent identifier: an anchor in the current resource.
        addAnchor(String(id.dropFirst()), in: info.resourceKey, document, pointer, dynamic: false)
      } else {
        info.base = resolved.withoutFragment
        info.resourceKey = info.base.resourceKey
        info.resourceRoot = pointer
        if resources[info.resourceKey] == nil { resources[info.resourceKey] = (document, pointer) }
        if pointer.isRoot, info.resourceKey != document.uri.resourceKey {
          aliases[document.uri.resourceKey] = info.resourceKey
        }
        if draft <= .draft7, let fragment = resolved.fragment, !fragment.isEmpty {
          addAnchor(fragment, in: info.resourceKey, document, pointer, dynamic: false)
        }
      }
    }
    if hasIdentifiers, draft >= .draft2019_09, let name = object["$anchor"]?.stringValue {
      addAnchor(name, in: info.resourceKey, document, pointer, dynamic: false)
    }
    if hasIdentifiers, draft >= .draft2020_12, let name = object["$dynamicAnchor"]?.stringValue {
      addAnchor(name, in: info.resourceKey, document, pointer, dynamic: true)
    }
    if draft == .draft2019_09, object["$recursiveAnchor"]?.boolValue == true {
      info.recursiveAnchor = true
    }
    return info == parent.value ? parent : SharedSiteInfo(info)
  }

  private func addAnchor(
    _ name: String, in resourceKey: String, _ document: SchemaDocument, _ pointer: JSONPointer,
    dynamic: Bool
  ) {
    let key = resourceKey + "#" + name
    // The first declaration wins; a duplicate is the schema author's mistake.
    if anchors[key] == nil { anchors[key] = Anchor(document: document, pointer: pointer, dynamic: dynamic) }
  }

  // MARK: - Dialects

  /// The dialect a document starts in: its API format, or its root's `$schema`, or the
  /// default draft.
  func documentDialect(_ document: SchemaDocument) throws(SchemaError) -> DialectInfo {
    if let api = document.apiDialect {
      if api == .openAPI3_1, let uri = document.root["jsonSchemaDialect"]?.stringValue,
        uri != Dialect.openAPI31DialectURI
      {
        return try dialect(forMetaSchema: uri, document: document, pointer: .root)
      }
      return .builtin(api)
    }
    if let forced = options.draft { return .builtin(.jsonSchema(forced)) }
    return .builtin(.jsonSchema(options.defaultDraft))
  }

  /// How to read schemas whose `$schema` is `uri`: a known draft, or a custom meta-schema
  /// whose own `$schema` gives the draft and whose `$vocabulary` gives the vocabularies.
  func dialect(forMetaSchema uri: String, document: SchemaDocument, pointer: JSONPointer)
    throws(SchemaError) -> DialectInfo
  {
    if let forced = options.draft { return .builtin(.jsonSchema(forced)) }
    if let draft = Draft(metaSchemaURI: uri) { return .builtin(.jsonSchema(draft)) }
    if uri == Dialect.openAPI31DialectURI { return .builtin(.openAPI3_1) }
    let reference = URIReference(uri)
    let key = reference.resourceKey
    if let known = metaSchemaDialects[key] { return known }
    let schemaPointer = pointer.appending(key: "$schema")
    guard !metaSchemasInProgress.contains(key) else {
      throw document.error(.invalidSchema, "meta-schema '\(uri)' is its own meta-schema", at: schemaPointer)
    }
    metaSchemasInProgress.insert(key)
    defer { metaSchemasInProgress.remove(key) }
    let referrer = try site(in: document, at: pointer)
    guard let resource = try findResource(key, referrer: referrer, tokens: ["$schema"]),
      case .object(let meta)? = resource.pointer.resolve(in: resource.document.root)
    else {
      throw document.error(.unresolvedReference, "unknown meta-schema '\(uri)'", at: schemaPointer)
    }
    var result: DialectInfo =
      if let parent = meta["$schema"]?.stringValue, parent != uri {
        try dialect(forMetaSchema: parent, document: resource.document, pointer: resource.pointer)
      } else {
        .builtin(.jsonSchema(options.defaultDraft))
      }
    if result.draft >= .draft2019_09, case .object(let listed)? = meta["$vocabulary"] {
      var vocabularies: Vocabularies = [.core]
      for member in listed {
        if let vocabulary = Vocabularies.named(member.key) {
          vocabularies.formUnion(vocabulary)
          if vocabulary == .formatAssertion { result.formatAssertionVocabulary = true }
        } else if member.value.boolValue == true {
          throw document.error(
            .unsupported, "meta-schema '\(uri)' requires the unknown vocabulary '\(member.key)'",
            at: schemaPointer)
        }
      }
      result.vocabularies = vocabularies
    }
    result.metaSchemaURI = key
    metaSchemaDialects[key] = result
    return result
  }
}
