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
/// Read from the schema lazily, place by place, as fingerprints reach them, and shared by
/// every response of the contract: a large API's schema reaches thousands of places (its
/// `$ref` graph is recursive), of which a run's findings touch a few.
public final class MapMembers: @unchecked Sendable {
  /// One place of the schema's instances: array positions as one, a map's entries as one.
  final class Node {
    /// An instance pointer to the place (position 0 for an array's items, a key no property
    /// names for a map's entries); `nil` for the envelope's places above the schema's root.
    let pointer: JSONPointer?
    /// Above the schema's root: the one token that leads on (an array envelope's rows).
    let envelopeStep: (token: JSONPointer.Token, next: Node)?
    /// Read from the schema on the first step from here.
    var read = false
    var properties: Set<String> = []
    var isMap = false
    var isArray = false
    var children: [String: Node] = [:]
    var items: Node?
    var member: Node?

    init(pointer: JSONPointer?, envelopeStep: (JSONPointer.Token, Node)? = nil) {
      self.pointer = pointer
      self.envelopeStep = envelopeStep.map { (token: $0.0, next: $0.1) }
    }
  }

  private let schema: SchemaFacts?
  private let lock = NSLock()
  /// The node of a response's root; `nil` without a schema.
  let root: Node?
  // Guarded by `lock`: the nodes made so far.
  private var nodeCount = 0

  /// The most places one contract's nodes hold: the findings of a run over a large API stay
  /// bounded; past it, keys are judged by their shape.
  static let placeLimit = 20_000

  /// - Parameters:
  ///   - schema: the contract's schema facts, `nil` without a schema.
  ///   - prefix: where the described value sits in a response: `/0` for the rows of an
  ///     array-envelope contract.
  public init(schema: SchemaFacts?, prefix: JSONPointer = .root) {
    self.schema = schema
    guard schema != nil else {
      root = nil
      return
    }
    var node = Node(pointer: .root)
    for token in prefix.tokens.reversed() { node = Node(pointer: nil, envelopeStep: (token, node)) }
    root = node
  }

  /// The place `token` leads to from `node`, and whether the token is a position or an entry
  /// (folded) rather than a declared property; `nil` when the schema does not say.
  func step(_ node: Node, _ token: JSONPointer.Token) -> (node: Node?, folds: Bool)? {
    if let (expected, next) = node.envelopeStep {
      switch (expected, token) {
      case (.index, .index): return (next, true)
      case (.index, .key) where JSONPointer.arrayIndex(token) != nil: return (next, true)
      case (.key(let a), .key(let b)) where a == b: return (next, false)
      default: return nil
      }
    }
    return lock.withLock {
      read(node)
      switch token {
      case .index:
        return node.isArray ? (child(of: node, \.items, at: node.pointer?.appending(index: 0)), true) : (nil, true)
      case .key(let key):
        if node.properties.contains(key) {
          if let known = node.children[key] { return (known, false) }
          let made = make(node.pointer?.appending(key: key))
          node.children[key] = made
          return (made, false)
        }
        if node.isMap { return (child(of: node, \.member, at: node.pointer?.appending(key: "\u{1}entry")), true) }
        if node.isArray, JSONPointer.arrayIndex(token) != nil {
          return (child(of: node, \.items, at: node.pointer?.appending(index: 0)), true)
        }
        return nil
      }
    }
  }

  /// Reads what the schema says at `node`, once. Called with `lock` held.
  private func read(_ node: Node) {
    guard !node.read, let schema, let pointer = node.pointer else { return }
    node.read = true
    let facts = schema.facts(at: pointer)
    guard facts.isDescribed else { return }
    node.properties = Set(facts.propertyOrder)
    node.isArray = facts.types.contains(.array)
    node.isMap = schema.isMap(facts)
  }

  /// The node behind `path` of `node`, made the first time. Called with `lock` held.
  private func child(of node: Node, _ path: ReferenceWritableKeyPath<Node, Node?>, at pointer: JSONPointer?) -> Node? {
    if let known = node[keyPath: path] { return known }
    let made = make(pointer)
    node[keyPath: path] = made
    return made
  }

  /// A new node, or `nil` past ``placeLimit`` (the schema is then not asked further down).
  private func make(_ pointer: JSONPointer?) -> Node? {
    guard nodeCount < MapMembers.placeLimit, let pointer else { return nil }
    nodeCount += 1
    return Node(pointer: pointer)
  }
}
