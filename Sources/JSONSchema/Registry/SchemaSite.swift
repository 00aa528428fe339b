import JSONCore

/// How a schema resource is to be read: its dialect, the vocabularies its meta-schema turns
/// on, and whether `format` asserts.
struct DialectInfo: Hashable, Sendable {
  var dialect: Dialect
  var vocabularies: Vocabularies
  /// The meta-schema lists the 2020-12 format-assertion vocabulary: `format` asserts.
  var formatAssertionVocabulary = false
  /// The custom meta-schema the dialect comes from; `nil` for the built-in dialects.
  var metaSchemaURI: String?

  var draft: Draft { dialect.draft }

  static func builtin(_ dialect: Dialect) -> DialectInfo {
    DialectInfo(dialect: dialect, vocabularies: .all)
  }
}

/// What the index knows about a place in a document that holds a schema.
struct SiteInfo: Sendable, Equatable {
  /// The base URI in effect inside the schema (after its own `$id`).
  var base: URIReference
  var dialect: DialectInfo
  /// The key (URI without fragment) of the schema resource the place belongs to.
  var resourceKey: String
  /// Where that resource's root is in the document.
  var resourceRoot: JSONPointer
  /// The schema has `"$recursiveAnchor": true` (2019-09).
  var recursiveAnchor = false
}

/// A schema to compile: where it is, and how to read it.
struct SchemaSite: Sendable {
  let document: SchemaDocument
  let pointer: JSONPointer
  let value: JSONValue
  /// Shared with every site that reads the same: the info is most of a site's size, and a
  /// large schema's compile holds tens of thousands of sites at once (its queue).
  let sharedInfo: SharedSiteInfo

  init(document: SchemaDocument, pointer: JSONPointer, value: JSONValue, info: SharedSiteInfo) {
    self.document = document
    self.pointer = pointer
    self.value = value
    self.sharedInfo = info
  }

  var info: SiteInfo { sharedInfo.value }
  var base: URIReference { sharedInfo.value.base }
  var dialect: DialectInfo { sharedInfo.value.dialect }
  var draft: Draft { sharedInfo.value.dialect.draft }

  /// The schema's absolute location, for output units: its resource's URI and the pointer
  /// from that resource's root (`https://example.com/tree#/properties/nodes`).
  var absoluteLocation: String { sharedInfo.value.resourceKey + "#" + pointerInResource }

  /// The pointer from the schema's resource root, as text (`/properties/nodes`).
  var pointerInResource: String {
    JSONPointer(Array(pointer.tokens.dropFirst(sharedInfo.value.resourceRoot.tokens.count))).description
  }

  /// The key identifying this place across the compile (document identity + pointer).
  var key: SiteKey { SiteKey(document: ObjectIdentifier(document), pointer: pointer) }

  /// An error located at `tokens` below this schema.
  func error(_ kind: SchemaError.Kind, _ message: String, at tokens: [String] = []) -> SchemaError {
    var location = pointer
    for token in tokens { location = location.appending(key: token) }
    return document.error(kind, message, at: location)
  }
}

/// One ``SiteInfo``, referred to by every place and site it applies to.
final class SharedSiteInfo: Sendable {
  let value: SiteInfo

  init(_ value: SiteInfo) { self.value = value }
}

struct SiteKey: Hashable {
  let document: ObjectIdentifier
  let pointer: JSONPointer
}
