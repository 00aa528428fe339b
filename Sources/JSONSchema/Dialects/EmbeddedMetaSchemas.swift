import JSONCore
import Jansson

/// The draft meta-schemas and vocabulary meta-schemas, compiled into the binary so that
/// `$schema` and references to them resolve offline, with nothing installed beside the tool.
///
/// The texts live in the generated `MetaSchemas/MetaSchemas+*.swift` files
/// (`scripts/embed-metaschemas`); they are parsed once, on first use.
enum EmbeddedMetaSchemas {
  /// Every embedded document, by its resource key (URI without fragment).
  static let documents: [String: SchemaDocument] = {
    var documents: [String: SchemaDocument] = [:]
    for (uri, text) in draft4 + draft6 + draft7 + draft2019_09 + draft2020_12 {
      // The texts are the official files; a parse failure would be a build defect, and the
      // validator then simply does not know that meta-schema.
      guard let parsed = try? JanssonParser.parse(Array(text.utf8)) else { continue }
      let reference = URIReference(uri)
      documents[reference.resourceKey] = SchemaDocument(
        uri: reference, root: parsed.value, source: nil, filePath: nil, isBuiltin: true)
    }
    return documents
  }()

  /// The embedded document for `uri`, accepting `http` for `https` and a trailing `#`.
  static func document(for uri: URIReference) -> SchemaDocument? {
    let key = uri.resourceKey
    if let document = documents[key] { return document }
    // Schemas in the wild write the meta-schema URIs with either scheme.
    var other = uri.withoutFragment
    other.scheme = other.scheme == "https" ? "http" : other.scheme == "http" ? "https" : nil
    guard other.scheme != nil else { return nil }
    return documents[other.resourceKey]
  }
}
