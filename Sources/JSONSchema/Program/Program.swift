/// A compiled schema's whole graph: it owns every node, so that the references between nodes
/// (which may form cycles: trees, linked lists) can be unowned and cost no reference counting
/// while validating.
final class Program: @unchecked Sendable {
  /// Every node, the root first. Never changes after compiling.
  let nodes: [SchemaNode]
  /// Whether any `$dynamicRef` or `$recursiveRef` needs the dynamic scope kept.
  let usesDynamicScope: Bool

  init(nodes: [SchemaNode], usesDynamicScope: Bool) {
    self.nodes = nodes
    self.usesDynamicScope = usesDynamicScope
  }

  var root: SchemaNode { nodes[0] }
}

/// A reference from a keyword to a subschema's node. Unowned: the ``Program`` keeps every
/// node alive for as long as anything can validate with it.
struct NodeRef: @unchecked Sendable {
  unowned(unsafe) let node: SchemaNode

  init(_ node: SchemaNode) { self.node = node }
}
