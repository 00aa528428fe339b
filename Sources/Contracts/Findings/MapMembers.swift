import Foundation
public import JSONCore
public import JSONSchema

/// Where a contract's schema has maps: objects whose undeclared keys are entries, each valid
/// against an `additionalProperties` schema (or a `patternProperties` one), such as titles
/// keyed by locale, prices keyed by currency, members keyed by id or slug.
///
/// A map's keys are data: the same finding in every entry (`/titles/fr/text`,
/// `/titles/de/text`) is one finding, so fingerprints fold an entry's key as they fold an
/// array position. The schema says which objects are maps, whatever their keys look like (a
/// bare `fr`, a slug); where it says nothing (no schema, a free-form object) the key's shape
/// decides: a number, a UUID or a locale with a region is an entry.
///
/// Read from the schema the first time a fingerprint asks, then shared by every response of
/// the contract: a graph of the places the schema describes, in which a place whose
/// subschemas repeat another's (a recursive schema, a type used in several places) is that
/// place's node, so that any depth of a recursive map folds.
public final class MapMembers: @unchecked Sendable {
  /// One place of the schema's instances.
  final class Node {
    var properties: [String: Node] = [:]
    var items: Node?
    /// The place of a map's entries, when undeclared keys here are entries.
    var member: Node?

    /// The place `token` leads to from here, and whether the token is a position or an entry
    /// (folded) rather than a declared property; `nil` when the schema does not say.
    func step(_ token: JSONPointer.Token) -> (node: Node?, folds: Bool)? {
      switch token {
      case .index: return (items, true)
      case .key(let key):
        if let property = properties[key] { return (property, false) }
        if let member { return (member, true) }
        if let items, JSONPointer.arrayIndex(token) != nil { return (items, true) }
        return nil
      }
    }
  }

  private let schema: SchemaFacts?
  private let prefix: JSONPointer
  private let lock = NSLock()
  // Guarded by `lock`; built on first use.
  private var graph: Node??

  /// The most places one graph holds: a schema generated from a large API stays bounded.
  static let placeLimit = 20_000
  /// The deepest place (in tokens) the schema is read to.
  static let depthLimit = 32

  /// - Parameters:
  ///   - schema: the contract's schema facts, `nil` without a schema.
  ///   - prefix: where the described value sits in a response: `/0` for the rows of an
  ///     array-envelope contract.
  public init(schema: SchemaFacts?, prefix: JSONPointer = .root) {
    self.schema = schema
    self.prefix = prefix
  }

  /// The node of a response's root, `nil` when the contract has no schema or no map.
  var root: Node? {
    lock.withLock {
      if let graph { return graph }
      let built = schema.flatMap { MapMembers.read($0, prefix: prefix) }
      graph = .some(built)
      return built
    }
  }

  /// Reads the places of `schema` into nodes; `nil` when no place is a map (nothing folds
  /// then beyond what array positions and key shapes already fold).
  private static func read(_ schema: SchemaFacts, prefix: JSONPointer) -> Node? {
    let top = Node()
    var node = top
    // The envelope's tokens (an array's rows) lead to the schema's root.
    for token in prefix.tokens {
      let next = Node()
      if case .index = token { node.items = next } else { node.properties[token.text] = next }
      node = next
    }
    var nodes: [Set<SchemaLocation>: Node] = [:]
    var hasMap = false
    let rootFacts = schema.facts(at: .root)
    guard rootFacts.isDescribed else { return nil }
    nodes[Set(rootFacts.schemas)] = node
    var stack: [(pointer: JSONPointer, node: Node, facts: InstanceFacts)] = [(.root, node, rootFacts)]
    while let (pointer, node, facts) = stack.popLast(), nodes.count < placeLimit {
      var children: [(JSONPointer, (Node) -> Void)] = facts.propertyOrder.map { key in
        (pointer.appending(key: key), { node.properties[key] = $0 })
      }
      if facts.types.contains(.array) { children.append((pointer.appending(index: 0), { node.items = $0 })) }
      if schema.isMap(facts) {
        hasMap = true
        // A key no property or pattern names reaches the `additionalProperties` schema.
        children.append((pointer.appending(key: "\u{1}entry"), { node.member = $0 }))
      }
      for (child, attach) in children {
        let childFacts = schema.facts(at: child)
        guard childFacts.isDescribed else {
          attach(Node())
          continue
        }
        let signature = Set(childFacts.schemas)
        if let shared = nodes[signature] {
          attach(shared)
          continue
        }
        let fresh = Node()
        attach(fresh)
        nodes[signature] = fresh
        if child.tokens.count < depthLimit { stack.append((child, fresh, childFacts)) }
      }
    }
    return hasMap ? top : nil
  }
}
