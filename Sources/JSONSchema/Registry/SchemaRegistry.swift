import Foundation
public import JSONCore

/// Where schemas come from: registered documents, files under a root directory, and directories
/// standing in for URI prefixes.
///
/// Never the network.
///
/// A `$ref` is resolved to an absolute URI first (RFC 3986), then found here:
/// 1. a document registered under that URI (``register(_:uri:)``), or a built-in meta-schema;
/// 2. a `file:` URI under ``root`` (relative references from a schema file land here);
/// 3. a URI starting with a mapped prefix, read from the mapped directory
/// (`http://localhost:1234/` → `remotes/`). A mapped name that is no file is also tried with
/// `.json` added: catalogues name their schemas without it (`https://json.schemastore.org/tsconfig`
/// is `tsconfig.json`; see ``catalogMappings(directory:)``).
///
/// A file outside the root or the mapped directories is refused, not read. Documents are read
/// once and shared by every schema compiled with the registry; the registry is safe to use
/// from several threads.
public final class SchemaRegistry: @unchecked Sendable {
  /// The directory `file:` references must stay in; `nil` means the directory of the schema
  /// being compiled (see ``CompiledSchema/compile(schemaAt:pointer:registry:options:)``).
  public let root: String?
  /// URI prefixes served from directories, longest prefix first.
  public let mappings: [(prefix: String, directory: String)]

  private let lock = NSLock()
  // Guarded by `lock`.
  private var documents: [String: SchemaDocument] = [:]

  /// - Parameters:
  ///   - root: the directory relative file references may read from (and below).
  ///   - mappings: `URI-PREFIX=DIR` pairs: a reference whose URI starts with `prefix` reads
  ///     the rest of its path from `directory`.
  public init(root: String? = nil, mappings: [(prefix: String, directory: String)] = []) {
    self.root = root.map(SchemaRegistry.standardize)
    self.mappings = mappings.map { (prefix: $0.prefix, directory: SchemaRegistry.standardize($0.directory)) }
      .sorted { $0.prefix.count > $1.prefix.count }
  }

  /// Makes `document` resolvable under `uri` (and under the `$id`s inside it).
  public func register(_ document: JSONValue, uri: String) {
    let reference = URIReference(uri)
    let entry = SchemaDocument(uri: reference, root: document, source: nil, filePath: nil)
    lock.withLock { documents[reference.resourceKey] = entry }
  }

  /// Where an absolute location (`file:///…/openapi.yaml#/components/schemas/User/type`, as
  /// output units write `absoluteKeywordLocation`) is written: the file and its line and
  /// column, JSON or YAML alike.
  ///
  /// `nil` when the location is in no document this registry read from a file, or is
  /// relative to an embedded `$id` rather than to its document.
  public func sourceLocation(ofAbsolute location: String) -> (file: String, location: SourceLocation)? {
    let parts = location.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let key = URIReference(String(parts[0])).resourceKey
    guard let document = lock.withLock({ documents[key] }), let file = document.filePath,
      let pointer = try? JSONPointer(fragment: parts.count > 1 ? String(parts[1]) : ""),
      let found = document.location(of: pointer)
    else { return nil }
    return (file, found)
  }

  /// Every document registered so far or read from disk, for finding embedded `$id`s.
  var knownDocuments: [SchemaDocument] {
    lock.withLock { Array(documents.values) }
  }

  /// The document retrieved from `uri`, reading it from disk when a file or mapping serves it;
  /// `nil` when nothing serves that URI.
  ///
  /// `referrer` and `pointer` locate the reference for error messages.
  func document(
    for uri: URIReference, fileRoot: String?, referrer: SchemaDocument?, pointer: JSONPointer
  ) throws(SchemaError) -> SchemaDocument? {
    let key = uri.resourceKey
    if let known = lock.withLock({ documents[key] }) { return known }
    if let builtin = EmbeddedMetaSchemas.document(for: uri) { return builtin }
    guard let paths = try filePaths(for: uri, fileRoot: fileRoot, referrer: referrer, pointer: pointer)
    else { return nil }
    let path = paths.first(where: SchemaRegistry.isFile) ?? paths[0]
    let document = try load(
      path: path, uri: uri.withoutFragment, referrer: referrer, pointer: pointer, tried: paths)
    return lock.withLock {
      // Another thread may have read it meanwhile: keep one copy.
      if let existing = documents[key] { return existing }
      documents[key] = document
      return document
    }
  }

  /// Reads the schema file at `path` now, so that the `$id`s inside it resolve from documents
  /// read before it; a file that cannot be read is left for the reading that needs it.
  public func preload(path: String) { _ = try? loadFile(atPath: path) }

  /// Reads and parses the schema file at `path` (absolute), registering it under its
  /// `file:` URI.
  func loadFile(atPath path: String) throws(SchemaError) -> SchemaDocument {
    let standardized = SchemaRegistry.standardize(path)
    let uri = URIReference.file(path: standardized)
    if let known = lock.withLock({ documents[uri.resourceKey] }) { return known }
    let document = try load(path: standardized, uri: uri, referrer: nil, pointer: .root, tried: [standardized])
    lock.withLock { documents[uri.resourceKey] = document }
    return document
  }

  // MARK: - Files

  /// The files that may serve `uri`, the first existing one wins: a `file:` URI inside the
  /// root, or a mapped prefix (its name as written, then with `.json` added).
  ///
  /// Throws when the file would be outside the directories allowed.
  private func filePaths(
    for uri: URIReference, fileRoot: String?, referrer: SchemaDocument?, pointer: JSONPointer
  ) throws(SchemaError) -> [String]? {
    let text = uri.resourceKey
    for mapping in mappings where text.hasPrefix(mapping.prefix) {
      let rest = String(text.dropFirst(mapping.prefix.count))
      guard let decoded = URIReference.percentDecode(rest) else { return nil }
      let path = SchemaRegistry.standardize(mapping.directory + "/" + decoded)
      guard SchemaRegistry.isInside(path, directory: mapping.directory) else {
        throw refused(uri, directory: mapping.directory, referrer: referrer, pointer: pointer)
      }
      return path.hasSuffix(".json") ? [path] : [path, path + ".json"]
    }
    guard let raw = uri.filePath else { return nil }
    let path = SchemaRegistry.standardize(raw)
    guard let directory = root ?? fileRoot else { return [path] }
    guard SchemaRegistry.isInside(path, directory: directory) else {
      throw refused(uri, directory: directory, referrer: referrer, pointer: pointer)
    }
    return [path]
  }

  private func refused(
    _ uri: URIReference, directory: String, referrer: SchemaDocument?, pointer: JSONPointer
  ) -> SchemaError {
    let message = "reference to \(uri.text) leaves the schema root \(directory)"
    return referrer?.error(.referenceOutsideRoot, message, at: pointer)
      ?? SchemaError(kind: .referenceOutsideRoot, message: message, pointer: pointer)
  }

  /// `tried` are the paths looked for, for the message when none can be read.
  private func load(
    path: String, uri: URIReference, referrer: SchemaDocument?, pointer: JSONPointer, tried: [String]
  ) throws(SchemaError) -> SchemaDocument {
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      let message =
        tried.count > 1
        ? "cannot read a schema for \(uri.text): no file \(tried.joined(separator: " or "))"
        : "cannot read schema file \(path)"
      if let referrer { throw referrer.error(.unresolvedReference, message, at: pointer) }
      throw SchemaError(kind: .unreadableFile, message: message, document: path)
    }
    let read = try DocumentReader.read(bytes, path: path)
    return SchemaDocument(uri: uri, root: read.root, source: read.source, filePath: path)
  }

  static func standardize(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: absolute).standardizedFileURL.path
  }

  private static func isFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }

  static func isInside(_ path: String, directory: String) -> Bool {
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    return path == directory || path.hasPrefix(base)
  }
}
