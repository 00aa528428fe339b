/// A schema resource (a document root, or a subschema with its own `$id`) as the running
/// program sees it: what `$dynamicRef` and `$recursiveRef` look up in the dynamic scope.
///
/// Dynamic anchor names are numbered at compile time, so a lookup is a scan of a few pairs,
/// not a dictionary lookup of strings.
final class SchemaResource: @unchecked Sendable {
  /// The resource's absolute URI, for messages.
  let uri: String
  /// `$dynamicAnchor`s declared in the resource, by anchor number.
  ///
  /// Filled while compiling.
  var dynamicAnchors: [(id: Int, node: NodeRef)] = []
  /// The resource's root node when it says `"$recursiveAnchor": true` (2019-09).
  var recursiveAnchor: NodeRef?
  /// The pointer text of each of its nodes (``SchemaNode/pointerInResource``).
  ///
  /// Filled while compiling, read only for error locations after.
  var pointerTexts = PointerTexts()

  init(uri: String) { self.uri = uri }

  @inline(__always)
  func dynamicAnchor(_ id: Int) -> SchemaNode? {
    for entry in dynamicAnchors where entry.id == id { return entry.node.node }
    return nil
  }
}

/// What a validation carries down the instance: the schema resources entered so far
/// (outermost first), and how deep into the instance it is.
///
/// Only programs with `$dynamicRef` or `$recursiveRef` keep the resources (``enabled``); the
/// others pay one predictable branch per schema.
///
/// Depth: validating recurses once per level of the instance, and the caller's thread may
/// have a small stack (debug builds use several kilobytes per level). Past ``depthLimit``
/// levels the validation gives up (``tooDeep``) and ``CompiledSchema`` runs it again on a
/// thread with a stack big enough for the deepest document the parser accepts.
struct DynamicScope {
  let enabled: Bool
  var resources: [SchemaResource] = []
  var depth = 0
  var depthLimit: Int
  private(set) var tooDeep = false

  /// Instance levels validated on the caller's stack before moving to a big one: enough for
  /// real payloads (API responses rarely nest 15 levels), small enough for a 256 KB thread
  /// stack even in a debug build.
  static let callerStackLevels = 32

  init(enabled: Bool, depthLimit: Int = DynamicScope.callerStackLevels) {
    self.enabled = enabled
    self.depthLimit = depthLimit
  }

  /// Steps into a member or an item; `false` (and ``tooDeep``) past the limit.
  @inline(__always)
  mutating func enterChild() -> Bool {
    depth += 1
    if depth > depthLimit {
      tooDeep = true
      return false
    }
    return true
  }

  @inline(__always)
  mutating func leaveChild() { depth -= 1 }

  /// The discriminators applying a derived schema at their depth of the instance: a derived
  /// schema includes its base (`allOf`), whose discriminator must not apply it again there.
  private var dispatching: [(keyword: ObjectIdentifier, depth: Int)] = []

  /// Whether `keyword` may apply a derived schema to the value at this depth (it is not
  /// already doing so); when it may, ``endDispatch()`` must follow.
  mutating func beginDispatch(_ keyword: ObjectIdentifier) -> Bool {
    if dispatching.contains(where: { $0.keyword == keyword && $0.depth == depth }) { return false }
    dispatching.append((keyword, depth))
    return true
  }

  mutating func endDispatch() { dispatching.removeLast() }
}
