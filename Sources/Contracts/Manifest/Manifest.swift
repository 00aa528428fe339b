public import JSONCore

/// `Contracts/contracts.json`: which schema, Swift type, profile and corpus make a contract.
///
/// ```json
/// { "contracts": [
///   { "id": "chapter.course", "schema": "chapter/course_v2.schema.json", "type": "Course_V2",
///     "profile": "supabase", "corpus": ["chapter/courses/*.json"],
///     "routes": ["GET /rest/v1/courses"], "envelope": "array" } ] }
/// ```
///
/// Schema paths are relative to the manifest's folder and may point into a document
/// (`chapter/openapi.json#/definitions/courses`); corpus globs are relative to the corpus
/// root (`../Corpus` beside the contracts folder unless `corpusRoot` says otherwise).
public struct Manifest: Sendable {
  public struct Contract: Sendable {
    public enum Envelope: String, Sendable, CaseIterable {
      /// The body is one value of the type.
      case object
      /// The body is a JSON array; the schema describes one element (PostgREST's rows).
      case array
    }

    public var id: String
    /// Path of the schema relative to the contracts folder, without the fragment.
    public var schemaPath: String?
    /// Pointer into the schema document (`#/definitions/courses`), root when absent.
    public var schemaPointer: JSONPointer
    public var typeName: String?
    public var profileName: String
    public var corpus: [String]
    public var routes: [RoutePattern]
    public var envelope: Envelope
    /// `read` when the app only decodes these responses; `nil` leaves it to the profile.
    public var direction: Direction? = nil
    /// The largest body the contract allows, in bytes (APNs: 4096 for a Live Activity push).
    public var maxBytes: Int? = nil
    /// What its 4xx/5xx bodies meet; `nil` leaves it to the manifest's ``Manifest/errors``.
    public var errors: ErrorSchema? = nil
    /// Where the entry starts in the manifest, for configuration errors about it.
    public var location: SourceLocation
    /// Locations of the entry's members, for errors that point at one of them.
    public var memberLocations: [String: SourceLocation]

    /// Whether the contract's corpus globs name a file at `relativePath` (see
    /// ``Manifest/corpusFiles()``).
    public func claims(corpusPath relativePath: String) -> Bool {
      corpus.contains { Glob($0).matches(relativePath) }
    }

    public var schemaDescription: String {
      guard let schemaPath else { return "(no schema)" }
      return schemaPointer.isRoot ? schemaPath : "\(schemaPath)#\(schemaPointer)"
    }
  }

  /// How an app uses a contract's responses, which decides what a round trip's changes mean.
  public enum Direction: String, Sendable, CaseIterable {
    /// The app decodes and never sends them back: a key the model does not model is a note
    /// (once per model type), `null` read as absent is not reported.
    case read
    /// The app decodes, changes and sends back (the default): every loss matters.
    case roundtrip
  }

  /// The manifest file's path.
  public var path: String
  /// The folder schema paths are relative to.
  public var contractsDirectory: String
  /// The folder corpus globs are relative to.
  public var corpusDirectory: String
  public var contracts: [Contract]
  /// Globs (relative to the corpus root) of recordings whose responses name their own
  /// contract or route: NDJSON logs and HAR captures that span many contracts.
  public var recordings: [String]
  /// Globs (relative to the corpus root) of files kept under it that are not corpus (a demo
  /// dump checked with `--against`): a corpus run does not warn that no contract claims them.
  public var ignored: [String] = []
  /// Severities set by the manifest's `severity` map, by finding kind or `kind.cause`.
  public var severities = SeverityRules()
  /// What every contract's 4xx/5xx bodies meet, unless the contract names its own.
  public var errors: ErrorSchema? = nil

  public func contract(id: String) -> Contract? { contracts.first { $0.id == id } }

  /// Every response file under the corpus root, with its path relative to that root (what the
  /// corpus and recording globs match), in reading order.
  public func corpusFiles() -> [(path: String, relativePath: String)] {
    FileDiscovery.expand([corpusDirectory], extensions: ResponseStream.extensions).files.compactMap { path in
      corpusRelativePath(of: path).map { (path, $0) }
    }
  }

  /// `path` relative to the corpus root, or `nil` when it lies outside it.
  func corpusRelativePath(of path: String) -> String? {
    let root = corpusDirectory.hasSuffix("/") ? corpusDirectory : corpusDirectory + "/"
    let standardized = normalizedPath(path)
    guard standardized.hasPrefix(root) || corpusDirectory == "." else { return nil }
    return corpusDirectory == "." ? standardized : String(standardized.dropFirst(root.count))
  }
}
