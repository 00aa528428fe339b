import JSONSchemaRegex

/// What ``SchemaFacts`` has read from each schema site, kept by the ``Resolver`` the facts
/// read through: the facts of every contract compiled together share it, as they share the
/// documents. Nothing here depends on which schema is the root. Guarded by the resolver's
/// lock.
final class FactsCache {
  var shapes: [SiteKey: SchemaShape] = [:]
  var admitted: [SiteKey: Set<SchemaType>] = [:]
  var patterns: [String: ECMARegex?] = [:]
  /// Each site's reference target and subschemas, as resolved once: the same schema meets
  /// every row of a corpus.
  var references: [SiteKey: SchemaSite?] = [:]
  var children: [ChildKey: SchemaSite?] = [:]
  /// The keys each schema requires of every object, whichever branch it takes (no instance).
  var certainRequired: [SiteKey: Set<String>] = [:]
  /// The names of the properties any OpenAPI 3 document of the registry marks `writeOnly`,
  /// once read (`SchemaFacts.writeOnlyMembers(in:)`).
  var writeOnlyNames: Set<String>?

  struct ChildKey: Hashable {
    let site: SiteKey
    let tokens: [String]
  }
}
