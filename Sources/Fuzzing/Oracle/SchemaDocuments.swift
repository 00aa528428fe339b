import Foundation
import JSONCore
import Jansson

/// Raw schema documents of a contracts folder, read as JSON and resolved by `$ref`, for
/// deriving what operators need to know (``SchemaFacts``).
///
/// The validator answers "is this mutant valid?"; it does not say which keys a schema
/// requires or which strings are dates, and the fuzzer needs those to choose mutations. This
/// reads the same documents the validator compiles, follows `$ref` (within a document, to
/// sibling files, and to documents known by `$id`), and knows the dialects the contracts use:
/// JSON Schema, OpenAPI 3 (`nullable`) and PostgREST's Swagger 2.0 (a column not in `required`
/// accepts `null`).
final class SchemaDocuments {
  enum Dialect {
    case jsonSchema
    /// OpenAPI 3.x: `nullable: true` admits `null`.
    case openAPI3
    /// Swagger 2.0 as PostgREST writes it: every column not in `required` admits `null`.
    case swagger2
  }

  final class Document {
    let path: String
    let root: JSONValue
    let id: String?
    let dialect: Dialect

    init(path: String, root: JSONValue) {
      self.path = path
      self.root = root
      id = root["$id"]?.stringValue ?? root["id"]?.stringValue
      if root["swagger"] != nil {
        dialect = .swagger2
      } else if root["openapi"] != nil {
        dialect = .openAPI3
      } else {
        dialect = .jsonSchema
      }
    }
  }

  /// A subschema: its document, where it is in it, and its value.
  struct Location {
    let document: Document
    let pointer: JSONPointer
    let value: JSONValue

    var object: JSONObject? { value.objectValue }
    /// Identity for de-duplication: the same subschema reached twice is expanded once.
    var key: String { document.path + "#" + pointer.description }
  }

  private let root: String
  private var documents: [String: Document] = [:]
  private var unreadable: Set<String> = []

  /// - Parameter root: the contracts folder relative schema paths start from.
  init(root: String) { self.root = root }

  /// The subschema at `pointer` in the document at `path` (relative to the contracts folder).
  func location(path: String, pointer: JSONPointer) -> Location? {
    let full = path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
    guard let document = document(at: full), let value = pointer.resolve(in: document.root) else { return nil }
    return Location(document: document, pointer: pointer, value: value)
  }

  /// Follows `reference` (a `$ref` value) from a subschema of `document`.
  func resolve(_ reference: String, from document: Document) -> Location? {
    let base: String
    let fragment: String
    if let hash = reference.firstIndex(of: "#") {
      base = String(reference[..<hash])
      fragment = String(reference[reference.index(after: hash)...])
    } else {
      base = reference
      fragment = ""
    }
    let target: Document?
    if base.isEmpty {
      target = document
    } else if let known = documents.values.first(where: { $0.id.map(SchemaDocuments.withoutFragment) == base }) {
      target = known
    } else {
      target = self.document(at: filePath(for: base, from: document))
    }
    guard let target else { return nil }
    // A fragment that is not a pointer names an anchor; contracts here do not use them.
    guard fragment.isEmpty || fragment.hasPrefix("/"), let pointer = try? JSONPointer(fragment: fragment),
      let value = pointer.resolve(in: target.root)
    else { return nil }
    return Location(document: target, pointer: pointer, value: value)
  }

  /// The file a reference's non-fragment part names: relative to the referring document's
  /// file, or, for an absolute URI under the referring document's `$id`, the same relative
  /// path from its file.
  private func filePath(for base: String, from document: Document) -> String {
    let directory = (document.path as NSString).deletingLastPathComponent
    var relative = base
    if base.contains("://") || base.hasPrefix("urn:") {
      guard let id = document.id, let slash = id.lastIndex(of: "/") else { return base }
      let idDirectory = String(id[...slash])
      guard base.hasPrefix(idDirectory) else { return base }
      relative = String(base.dropFirst(idDirectory.count))
    }
    return ((directory as NSString).appendingPathComponent(relative) as NSString).standardizingPath
  }

  private func document(at path: String) -> Document? {
    let standardized = (path as NSString).standardizingPath
    if let known = documents[standardized] { return known }
    guard !unreadable.contains(standardized) else { return nil }
    guard let data = FileManager.default.contents(atPath: standardized),
      let value = try? JanssonParser.parse(Array(data)).value
    else {
      unreadable.insert(standardized)
      return nil
    }
    let document = Document(path: standardized, root: value)
    documents[standardized] = document
    return document
  }

  private static func withoutFragment(_ uri: String) -> String {
    uri.firstIndex(of: "#").map { String(uri[..<$0]) } ?? uri
  }
}
