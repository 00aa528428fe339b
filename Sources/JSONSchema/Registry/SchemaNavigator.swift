import Foundation
public import JSONCore

/// A place in a schema document, reached by loading a file or following `$ref`s: what tools
/// that read schemas without validating (`contract generate`) walk.
public struct SchemaPlace: Sendable, Hashable {
  let site: SchemaSite

  /// The schema (or API description, at an API document's root) at this place.
  public var value: JSONValue { site.value }
  /// Where the place is in its document.
  public var pointer: JSONPointer { site.pointer }
  /// The dialect the schema is read in (an OpenAPI or Swagger document's, inside one).
  public var dialect: Dialect { site.dialect.dialect }
  /// The document's file path, or its URI when it was not read from a file.
  public var documentName: String { site.document.displayName }
  /// The document's root: an API description's `openapi`/`swagger` members, for instance.
  public var documentRoot: JSONValue { site.document.root }
  /// The API description format of the document, `nil` for a plain JSON Schema file.
  public var apiDialect: Dialect? { site.document.apiDialect }

  /// An error located at `tokens` below this place (with line and column for files).
  public func error(_ message: String, at tokens: [String] = []) -> SchemaError {
    site.error(.unsupported, message, at: tokens)
  }

  public static func == (lhs: SchemaPlace, rhs: SchemaPlace) -> Bool { lhs.site.key == rhs.site.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(site.key) }
}

/// Loads schema files and follows `$ref`s through the validator's offline registry, with the
/// same rules as compiling (base URIs, `$id`s, anchors, files kept inside the schema root,
/// `--map` prefixes), but without building a validator.
///
/// One navigator serves one run; it is not shared between threads.
public final class SchemaNavigator {
  let registry: SchemaRegistry
  let options: ValidatorOptions
  private var resolvers: [String: Resolver] = [:]

  public init(registry: SchemaRegistry, options: ValidatorOptions = ValidatorOptions()) {
    self.registry = registry
    self.options = options
  }

  /// The place `pointer` names in the file at `path` (the root by default; an API
  /// description's root is a place too, so its schemas can be listed).
  public func load(path: String, pointer: JSONPointer = .root) throws(SchemaError) -> SchemaPlace {
    let document = try registry.loadFile(atPath: path)
    let directory = (SchemaRegistry.standardize(path) as NSString).deletingLastPathComponent
    let resolver = resolver(for: directory)
    guard let site = try resolver.site(in: document, at: pointer) else {
      throw document.error(.unresolvedReference, "no schema at \(pointer)", at: .root)
    }
    return SchemaPlace(site: site)
  }

  /// The place at `tokens` below `place` in the same document; `nil` when nothing is there.
  public func child(of place: SchemaPlace, _ tokens: [String]) throws(SchemaError) -> SchemaPlace? {
    var pointer = place.pointer
    for token in tokens { pointer = pointer.appending(key: token) }
    guard let site = try resolver(for: place).site(in: place.site.document, at: pointer) else { return nil }
    return SchemaPlace(site: site)
  }

  /// The schema the `$ref` value `reference` names, seen from `place`.
  public func resolve(_ reference: String, from place: SchemaPlace) throws(SchemaError) -> SchemaPlace {
    SchemaPlace(site: try resolver(for: place).resolve(reference, from: place.site, at: ["$ref"]))
  }

  /// One resolver per file root, so every file of a run shares the index of what it reads.
  private func resolver(for directory: String?) -> Resolver {
    let key = registry.root ?? directory ?? ""
    if let known = resolvers[key] { return known }
    let made = Resolver(registry: registry, options: options, fileRoot: registry.root ?? directory)
    resolvers[key] = made
    return made
  }

  private func resolver(for place: SchemaPlace) -> Resolver {
    let path = place.site.document.filePath.map { ($0 as NSString).deletingLastPathComponent }
    return resolvers.values.first { $0.indexed.contains(ObjectIdentifier(place.site.document)) }
      ?? resolver(for: path)
  }
}
