import Foundation
import JSONCore

/// Finds what a `$ref` points at, for one compile (of one schema or several together).
///
/// The registry holds documents; the resolver indexes the ones a compile touches (their
/// `$id`s, anchors, dialects and base URIs, see `Resolver+Index.swift`) with that compile's
/// options, and turns references into ``SchemaSite``s. All URI work happens here, at compile
/// time; the compiled program never sees a URI again.
final class Resolver {
  let registry: SchemaRegistry
  let options: ValidatorOptions
  /// The directory `file:` references must stay in when the registry names none.
  let fileRoot: String?
  /// Held by whatever reads through the resolver once compiling is done (``SchemaFacts``,
  /// from any thread): it indexes documents as references reach them.
  let lock = NSLock()
  /// What the facts read through this resolver have learnt of its schemas (``FactsCache``).
  let factsCache = FactsCache()

  struct Anchor {
    let document: SchemaDocument
    let pointer: JSONPointer
    /// Declared with `$dynamicAnchor` (2020-12).
    let dynamic: Bool
  }

  var indexed: Set<ObjectIdentifier> = []
  /// Resources by key (absolute URI without fragment): the document and the root's pointer.
  var resources: [String: (document: SchemaDocument, pointer: JSONPointer)] = [:]
  /// Anchors by `resourceKey#name`.
  var anchors: [String: Anchor] = [:]
  /// The other keys a resource is known by (a document's retrieval URI beside its `$id`).
  var aliases: [String: String] = [:]
  /// Index of every schema place, per document.
  var sites: [ObjectIdentifier: [JSONPointer: SharedSiteInfo]] = [:]
  var metaSchemaDialects: [String: DialectInfo] = [:]
  /// Per API document: the named schemas that extend each schema with `allOf`
  /// (`Resolver+DerivedSchemas.swift`), read when a discriminator first asks.
  var derivedSchemaIndex: [ObjectIdentifier: [JSONPointer: [(name: String, site: SchemaSite)]]] = [:]
  /// What each base's discriminator names, once read (`nil` inside: no such base).
  var derivedSchemaCache: [SiteKey: DerivedSchemas?] = [:]
  var metaSchemasInProgress: Set<String> = []

  init(registry: SchemaRegistry, options: ValidatorOptions, fileRoot: String?) {
    self.registry = registry
    self.options = options
    self.fileRoot = fileRoot
  }

  // MARK: - Sites

  /// The schema at `pointer` in `document`; `nil` when the pointer leads nowhere.
  func site(in document: SchemaDocument, at pointer: JSONPointer) throws(SchemaError) -> SchemaSite? {
    try index(document)
    guard let value = pointer.resolve(in: document.root) else { return nil }
    let table = sites[ObjectIdentifier(document)] ?? [:]
    // A place inside an unknown keyword is not indexed: it reads like its nearest schema.
    // (One token array, shortened in place: a new array per level cost a schema's compile
    // more than its keywords.)
    var tokens = pointer.tokens
    while true {
      if let info = table[JSONPointer(tokens)] {
        return SchemaSite(document: document, pointer: pointer, value: value, info: info)
      }
      if tokens.isEmpty { break }
      tokens.removeLast()
    }
    let info = SharedSiteInfo(
      SiteInfo(
        base: document.uri, dialect: try documentDialect(document), resourceKey: document.uri.resourceKey,
        resourceRoot: .root))
    return SchemaSite(document: document, pointer: pointer, value: value, info: info)
  }

  // MARK: - References

  /// The schema `reference` (a `$ref` value) names, seen from `site`.
  ///
  /// `tokens` locate the reference below `site` for the error.
  func resolve(_ reference: String, from site: SchemaSite, at tokens: [String]) throws(SchemaError)
    -> SchemaSite
  {
    let target = site.base.resolving(Resolver.definitionNamed(reference, in: site.document) ?? reference)
    if let found = try locate(target, referrer: site, tokens: tokens) { return found }
    // A document whose `$id` differs from where it was read: its relative references may
    // mean files next to it (how people lay out schema folders), so try that too.
    if site.document.uri != site.base {
      let retrieved = site.document.uri.resolving(reference)
      if let found = try locate(retrieved, referrer: site, tokens: tokens) { return found }
    }
    // RFC 6901 reads `#/` as the member named "", which tools that mean the whole document
    // by it (quicktype's inputs) do not have.
    let hint = target.fragment == "/" ? ": '#/' names the member called \"\"; the whole document is '#'" : ""
    throw site.error(
      .unresolvedReference, "cannot resolve reference '\(reference)' (\(target.text))\(hint)", at: tokens)
  }

  /// An API document's `$ref: Product`, a bare name, as the definition of that name
  /// (`#/definitions/Product`, `#/components/schemas/Product` in OpenAPI 3): Swagger 1.2's
  /// form, which Swagger 2.0 documents still write (the OpenAPI Initiative's own `uber.yaml`
  /// example) and swagger-parser reads so. `nil` for any other reference, or a name the
  /// document does not define.
  static func definitionNamed(_ reference: String, in document: SchemaDocument) -> String? {
    guard let prefix = document.apiDialect?.namedSchemas, !reference.isEmpty,
      reference.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
    else { return nil }
    var value: JSONValue? = document.root
    for token in prefix { value = value?[token] }
    guard value?[reference] != nil else { return nil }
    return "#/" + (prefix + [reference]).joined(separator: "/")
  }

  /// The site an absolute URI names, or `nil`.
  func locate(_ uri: URIReference, referrer: SchemaSite?, tokens: [String]) throws(SchemaError)
    -> SchemaSite?
  {
    let key = uri.resourceKey
    guard let resource = try findResource(key, referrer: referrer, tokens: tokens) else { return nil }
    let fragment = uri.fragment ?? ""
    if fragment.isEmpty {
      return try site(in: resource.document, at: resource.pointer)
    }
    if fragment.hasPrefix("/") || fragment.hasPrefix("%2F") || fragment.hasPrefix("%2f") {
      guard let pointer = try? JSONPointer(fragment: fragment) else {
        let message = "'#\(fragment)' is not a JSON Pointer"
        throw referrer?.error(.unresolvedReference, message, at: tokens)
          ?? SchemaError(kind: .unresolvedReference, message: message)
      }
      return try site(in: resource.document, at: resource.pointer.appending(pointer))
    }
    let name = URIReference.percentDecode(fragment) ?? fragment
    guard let anchor = anchor(named: name, in: key) else { return nil }
    return try site(in: anchor.document, at: anchor.pointer)
  }

  func anchor(named name: String, in resourceKey: String) -> Anchor? {
    if let anchor = anchors[resourceKey + "#" + name] { return anchor }
    if let alias = aliases[resourceKey] { return anchors[alias + "#" + name] }
    return nil
  }

  /// The resource `key` names: indexed already, or a document the registry can serve, or a
  /// `$id` inside one of the registry's documents.
  func findResource(_ key: String, referrer: SchemaSite?, tokens: [String]) throws(SchemaError)
    -> (document: SchemaDocument, pointer: JSONPointer)?
  {
    if let found = resources[key] { return found }
    var pointer = referrer?.pointer ?? .root
    for token in tokens { pointer = pointer.appending(key: token) }
    let served: SchemaDocument?
    do {
      served = try registry.document(
        for: URIReference(key), fileRoot: fileRoot, referrer: referrer?.document, pointer: pointer)
    } catch {
      // `$ref: "/schemas/a"` read as a file leaves the root, or names no file; another
      // document given beside this one may say `"$id": "/schemas/a"` (quicktype's multi-file
      // inputs do): that is the resource.
      guard error.kind == .referenceOutsideRoot || error.kind == .unreadableFile, let found = embeddedResource(key)
      else { throw error }
      return found
    }
    if let document = served {
      try index(document)
      if resources[key] == nil { resources[key] = (document, .root) }
      return resources[key]
    }
    return embeddedResource(key)
  }

  /// The resource `key` names as a `$id` inside some registered document. Those documents
  /// are not ours to judge: one that cannot be indexed (an unknown meta-schema) is skipped.
  private func embeddedResource(_ key: String) -> (document: SchemaDocument, pointer: JSONPointer)? {
    for document in registry.knownDocuments where !indexed.contains(ObjectIdentifier(document)) {
      try? index(document)
    }
    return resources[key]
  }
}
