import JSONCore
import JSONSchema

/// `$schema` URIs that name no draft (`http://json-schema.org/schema#`, a private URI the
/// registry cannot serve), read with draft 4's rules as the common generators read them.
///
/// Each such URI is registered as a stand-in meta-schema that is draft 4's own, so only the
/// documents that say it are read as draft 4. Forcing draft 4 on the whole run instead would
/// read every other input as draft 4 too, and break the ones that use a later draft's
/// keywords (`$anchor`, boolean schemas) in the same `generate`.
struct UnknownMetaSchemas {
  let uris: Set<String>

  /// The URIs of the "unknown meta-schema" errors among `errors`, `nil` when there are
  /// none (the errors are then the run's).
  init?(in errors: [SchemaError]) {
    let prefix = "unknown meta-schema '"
    var uris: Set<String> = []
    for error in errors where error.pointer?.tokens.last?.text == "$schema" && error.message.hasPrefix(prefix) {
      // The message is the validator's: `unknown meta-schema '<uri>'`.
      let rest = error.message.dropFirst(prefix.count)
      guard let end = rest.firstIndex(of: "'") else { continue }
      uris.insert(String(rest[..<end]))
    }
    guard !uris.isEmpty else { return nil }
    self.uris = uris
  }

  /// Makes each URI resolve to a meta-schema whose `$schema` is draft 4's (so the validator
  /// reads the schemas under it as draft 4) and whose `$ref` is draft 4's meta-schema (so
  /// they are checked against it).
  func register(in registry: SchemaRegistry) {
    let draftFour = Draft.draft4.metaSchemaURI
    for uri in uris.sorted() {
      var standIn = JSONObject()
      standIn["$schema"] = .string(draftFour)
      standIn["$ref"] = .string(draftFour)
      registry.register(.object(standIn), uri: uri)
    }
  }

  /// The errors, as warnings of what was read instead.
  static func warnings(_ errors: [SchemaError]) -> [SchemaError] {
    errors.compactMap { error in
      guard UnknownMetaSchemas(in: [error]) != nil else { return nil }
      var warning = error
      warning.message += "; read with draft 4's rules"
      return warning
    }
  }
}
