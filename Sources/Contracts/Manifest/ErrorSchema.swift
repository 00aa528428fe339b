public import JSONCore

extension Manifest {
  /// The schema a contract's error bodies meet: `"errors": {"schema": "chapter/postgrest_error.schema.json"}`,
  /// per contract or for the whole manifest (a contract's own wins).
  ///
  /// A recorded `4xx`/`5xx` body is then parsed and validated against it (never decoded by the
  /// contract's model, which reads the success rows); without one it is counted as an error
  /// response and not checked.
  public struct ErrorSchema: Sendable {
    /// Relative to the contracts folder, without the fragment.
    public var schemaPath: String
    /// Pointer into the document (`#/definitions/error`), root when absent.
    public var schemaPointer: JSONPointer
    /// Where the manifest names it, for a schema that cannot be loaded.
    public var location: SourceLocation?

    public init(schemaPath: String, schemaPointer: JSONPointer = .root, location: SourceLocation? = nil) {
      self.schemaPath = schemaPath
      self.schemaPointer = schemaPointer
      self.location = location
    }

    public var description: String { schemaPointer.isRoot ? schemaPath : "\(schemaPath)#\(schemaPointer)" }
  }

  /// The error schema of `contract`: its own, else the manifest's.
  public func errorSchema(of contract: Contract) -> ErrorSchema? { contract.errors ?? errors }
}
