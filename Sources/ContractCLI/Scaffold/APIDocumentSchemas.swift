import Foundation
import JSONCore
import JSONSchema

/// The schemas of an OpenAPI or Swagger document that `contract init` may name as a fixture
/// group's contract: each named schema (`components/schemas`, `definitions`), and each
/// operation's successful JSON response, named where the response is declared inline, as large
/// specs declare their list pages (a payment API's `GET /v1/charges` answers a `ChargeList`
/// written in the path, not under `components`).
///
/// Each candidate carries what its properties hold (``FixtureGroups/SchemaCandidate/nested``):
/// every list page of such an API has the same four keys (`data`, `has_more`, `object`,
/// `url`), and only the objects in `data` tell `ChargeList` from `CustomerList`. Recorded
/// traffic knows its routes, so a route the document describes is given that operation's
/// response schema (``operation(answering:)``), whatever its keys.
struct APIDocumentSchemas {
  /// An operation's successful JSON response.
  struct Operation {
    var method: String
    /// The path's segments after a server's base path (`v1`, `customers`, `{customer}`).
    var segments: [String]
    /// The response's schema, or the schema its `$ref` names.
    var reference: String
    /// For an array response, the schema of one row (what an array contract names).
    var rows: String?
  }

  private(set) var candidates: [FixtureGroups.SchemaCandidate] = []
  private(set) var operations: [Operation] = []
  /// The servers' base paths (`/v1`, Swagger's `basePath`), as segments.
  private var bases: [[String]] = [[]]

  init(root: JSONValue, file: String) {
    func reference(_ pointer: JSONPointer) -> String { file + "#" + pointer.description }
    for container in ["components", "definitions"] {
      let base =
        container == "components"
        ? JSONPointer.root.appending(key: "components").appending(key: "schemas") : .root.appending(key: container)
      for member in base.resolve(in: root)?.objectValue ?? JSONObject() {
        addCandidate(member.value, at: reference(base.appending(key: member.key)), named: true, root: root)
      }
    }
    for server in root["servers"]?.arrayValue ?? [] {
      if let url = server["url"]?.stringValue { bases.append(Self.segments(Self.path(ofServer: url))) }
    }
    if let basePath = root["basePath"]?.stringValue { bases.append(Self.segments(basePath)) }
    var answered = Set<String>()
    for response in APIOperations.responseSchemas(in: root)
    where response.status.hasPrefix("2") && response.mediaType.map({ $0.lowercased().contains("json") }) != false {
      // A bare `$ref` is its target's: named there, and a candidate already.
      let (resolved, place) = APIOperations.resolved(response.value, at: response.pointer, in: root)
      var rows: String? = nil
      if let items = resolved["items"] {
        let (_, itemsPlace) = APIOperations.resolved(items, at: place.appending(key: "items"), in: root)
        rows = reference(itemsPlace)
        if itemsPlace == place.appending(key: "items") {
          addCandidate(items, at: reference(itemsPlace), named: false, root: root)
        }
      } else if place == response.pointer {
        addCandidate(response.value, at: reference(place), named: false, root: root)
      }
      // The first success with a JSON body answers the route (`200` before `201`).
      guard answered.insert("\(response.method) \(response.route)").inserted else { continue }
      operations.append(
        Operation(
          method: response.method.uppercased(), segments: Self.segments(response.route), reference: reference(place),
          rows: rows))
    }
  }

  /// The operation a recorded route is an answer of: the same method, and a path that matches
  /// segment by segment after one of the servers' base paths (or, failing that, after any
  /// prefix: a gateway's mount point, Supabase's `/rest/v1`), a recorded identifier (`{id}`)
  /// only where the document has a parameter, a recorded name where it has that name or a
  /// parameter. Of several, the one with the most names in common; a tie names none.
  func operation(answering method: String, template: String) -> Operation? {
    let recorded = Self.segments(template)
    var best: (rank: (Int, Int), operation: Operation?) = ((-1, -1), nil)
    for operation in operations where operation.method == method {
      guard recorded.count >= operation.segments.count else { continue }
      let prefix = recorded.count - operation.segments.count
      // 1 where a server's base path is the prefix, 0 for any other prefix.
      let exact = bases.contains { $0 == Array(recorded.prefix(prefix)) } ? 1 : 0
      var names = 0
      var matches = true
      for (declared, seen) in zip(operation.segments, recorded.dropFirst(prefix)) where !declared.hasPrefix("{") {
        guard declared == seen else {
          matches = false
          break
        }
        names += 1
      }
      // Under another prefix, a path of parameters alone (`/{id}`) would answer anything.
      guard matches, exact == 1 || names > 0 else { continue }
      let rank = (exact, names)
      if rank > best.rank {
        best = (rank, operation)
      } else if rank == best.rank, best.operation?.reference != operation.reference {
        best.operation = nil
      }
    }
    return best.operation
  }

  private mutating func addCandidate(_ schema: JSONValue, at reference: String, named: Bool, root: JSONValue) {
    guard let properties = schema["properties"]?.objectValue else { return }
    var nested: [String: Set<String>] = [:]
    for property in properties {
      if let keys = Self.objectProperties(of: property.value, in: root) { nested[property.key] = keys }
    }
    candidates.append(
      FixtureGroups.SchemaCandidate(
        reference: reference, properties: Set(properties.keys), nested: nested, isNamed: named))
  }

  private static func segments(_ path: String) -> [String] { path.split(separator: "/").map(String.init) }

  /// A server URL's path: `https://api.example.com/v1` → `/v1`, a relative `/api/v3` as it
  /// is (its host may be a `{variable}`, which no URL parser takes).
  private static func path(ofServer url: String) -> String {
    guard let scheme = url.range(of: "://") else { return url }
    let afterHost = url[scheme.upperBound...].firstIndex(of: "/") ?? url.endIndex
    return String(url[afterHost...])
  }

  /// The property names of the object `schema` describes, through `$ref`s, an array's
  /// `items`, and the first branch of `anyOf`/`oneOf`/`allOf` that describes one (a nullable
  /// `anyOf: [{$ref}]`, an expandable `anyOf: [string, {$ref}]`).
  private static func objectProperties(of schema: JSONValue, in root: JSONValue, depth: Int = 0) -> Set<String>? {
    guard depth < 8 else { return nil }
    if schema["$ref"] != nil {
      let (target, place) = APIOperations.resolved(schema, at: .root, in: root)
      return place == .root ? nil : objectProperties(of: target, in: root, depth: depth + 1)
    }
    if let properties = schema["properties"]?.objectValue { return Set(properties.keys) }
    if let items = schema["items"] { return objectProperties(of: items, in: root, depth: depth + 1) }
    for keyword in ["anyOf", "oneOf", "allOf"] {
      for branch in schema[keyword]?.arrayValue ?? [] {
        if let keys = objectProperties(of: branch, in: root, depth: depth + 1) { return keys }
      }
    }
    return nil
  }
}
