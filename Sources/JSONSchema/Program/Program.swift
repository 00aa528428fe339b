import JSONCore

/// A compiled schema's whole graph: it owns every node, so that the references between nodes
/// (which may form cycles: trees, linked lists) can be unowned and cost no reference counting
/// while validating.
final class Program: @unchecked Sendable {
  /// Every node, the root first.
  ///
  /// Never changes after compiling.
  let nodes: [SchemaNode]
  /// Whether any `$dynamicRef` or `$recursiveRef` needs the dynamic scope kept.
  let usesDynamicScope: Bool

  init(nodes: [SchemaNode], usesDynamicScope: Bool) {
    self.nodes = nodes
    self.usesDynamicScope = usesDynamicScope
  }

  var root: SchemaNode { nodes[0] }
}

/// A reference from a keyword to a subschema's node.
///
/// Unowned: the ``Program`` keeps every node alive for as long as anything can validate with it.
struct NodeRef: @unchecked Sendable {
  private let reference: Unmanaged<SchemaNode>

  init(_ node: SchemaNode) { reference = .passUnretained(node) }

  /// The node (a strong reference: for compiling and the full evaluation path).
  var node: SchemaNode { reference.takeUnretainedValue() }

  /// Whether the instance is valid against the node, on the fast path.
  ///
  /// Most leaf schemas are a type and nothing else for the value at hand (`{"type":
  /// "string"}` meeting a string): those are checked here, inline, without a call. That
  /// matters beyond the call: passing a value out of an array to a function costs Swift a
  /// copy (reference counting on its payload), and reading its type costs nothing.
  @inline(__always)
  func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    // Borrowed, not retained: the program keeps the node alive.
    reference._withUnsafeGuaranteedRef { node in
      let kind = instance.pointee.instanceKind
      let bit = UInt8(1) << UInt8(kind.rawValue)
      // A wrong type fails here, without a call (most `anyOf` alternatives).
      let mask = node.typeMask
      guard mask & bit != 0 else { return false }
      guard node.trivialKinds & bit != 0 else { return node.isValid(instance, kind, &scope) }
      guard mask & SchemaNode.integerBit != 0, case .number(let number) = instance.pointee else { return true }
      return NumberOrder.isIntegral(number)
    }
  }
}
