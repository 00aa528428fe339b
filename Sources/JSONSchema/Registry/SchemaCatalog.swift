extension SchemaRegistry {
  /// The URL prefixes the SchemaStore catalogue publishes its schemas under.
  ///
  /// Its schemas refer to each other by these URLs, mostly without an extension
  /// (`https://json.schemastore.org/grunt-task`), while a checkout of the catalogue holds
  /// `grunt-task.json`.
  public static let catalogPrefixes = [
    "https://json.schemastore.org/", "http://json.schemastore.org/",
    "https://www.schemastore.org/", "http://www.schemastore.org/",
  ]

  /// Mappings that serve every catalogue URL from `directory` by file name: `NAME` or
  /// `NAME.json`, so a folder of catalogue schemas resolves offline.
  public static func catalogMappings(directory: String) -> [(prefix: String, directory: String)] {
    catalogPrefixes.map { (prefix: $0, directory: directory) }
  }
}
