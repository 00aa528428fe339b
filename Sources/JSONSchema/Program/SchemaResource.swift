/// A schema resource (a document root, or a subschema with its own `$id`) as the running
/// program sees it: what `$dynamicRef` and `$recursiveRef` look up in the dynamic scope.
///
/// Dynamic anchor names are numbered at compile time, so a lookup is a scan of a few pairs,
/// not a dictionary lookup of strings.
final class SchemaResource: @unchecked Sendable {
  /// The resource's absolute URI, for messages.
  let uri: String
  /// `$dynamicAnchor`s declared in the resource, by anchor number. Filled while compiling.
  var dynamicAnchors: [(id: Int, node: NodeRef)] = []
  /// The resource's root node when it says `"$recursiveAnchor": true` (2019-09).
  var recursiveAnchor: NodeRef?

  init(uri: String) { self.uri = uri }

  @inline(__always)
  func dynamicAnchor(_ id: Int) -> SchemaNode? {
    for entry in dynamicAnchors where entry.id == id { return entry.node.node }
    return nil
  }
}

/// The schema resources entered so far on the way to the current schema, outermost first.
///
/// Only programs with `$dynamicRef` or `$recursiveRef` keep it (``enabled``); the others pay
/// one predictable branch per schema.
struct DynamicScope {
  let enabled: Bool
  var resources: [SchemaResource] = []

  init(enabled: Bool) { self.enabled = enabled }
}
