import JSONCore
import JSONSchemaRegex

/// Turns a schema into a ``Program``: a graph of ``SchemaNode``s, each a list of compiled
/// keywords.
///
/// Compiling is lazy and iterative: asking for the node of a schema place returns the node at
/// once (a placeholder the first time) and queues the place; the queue is drained until every
/// reachable schema is compiled. So `$ref` cycles need no special care (a reference to a
/// schema being compiled gets its placeholder), deep schemas use no call stack, and schemas
/// nothing reaches are never compiled.
///
/// After the queue is empty: the dynamic anchors of every resource the program entered are
/// compiled too (for `$dynamicRef`), and the graph of in-place edges (`$ref`, `allOf`, `not`,
/// …: those that apply to the same instance) is checked for cycles, which would never end.
final class Compiler {
  let resolver: Resolver
  let options: ValidatorOptions

  private(set) var nodes: [SchemaNode] = []
  private var nodeBySite: [SiteKey: SchemaNode] = [:]
  /// Where each node's schema is, for the cycle check's message: the document and pointer
  /// only (a whole ``SchemaSite`` per node weighed more than the node).
  private(set) var siteOfNode: [ObjectIdentifier: (document: SchemaDocument, pointer: JSONPointer)] = [:]
  private var queue: [(node: SchemaNode, site: SchemaSite)] = []
  private var resourcesByKey: [String: SchemaResource] = [:]
  /// In-place edges, for the cycle check: from a node to the nodes it applies to the same
  /// instance, with the tokens of the keyword that does it.
  var inPlaceEdges: [ObjectIdentifier: [(target: SchemaNode, tokens: [String])]] = [:]
  /// For each node, the nodes whose keywords refer to it (any applicator or reference), for
  /// the cycle check's self-references.
  var referrers: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
  /// `$dynamicAnchor` names, numbered.
  private(set) var dynamicAnchorIDs: [String: Int] = [:]
  var usesDynamicRef = false
  var usesRecursiveRef = false
  var regexCache: [String: ECMARegex] = [:]
  var checkedForMetaSchema: Set<SiteKey> = []
  var customMetaSchemas: [String: CompiledSchema] = [:]

  init(resolver: Resolver, options: ValidatorOptions) {
    self.resolver = resolver
    self.options = options
  }

  /// Compiles everything reachable from `site`; the root is `nodes[0]` of the program.
  func compileProgram(root site: SchemaSite) throws(SchemaError) -> Program {
    _ = try node(for: site)
    try drain()
    try compileDynamicTargets()
    settleDynamicReferences()
    try checkCycles()
    let dynamic = usesDynamicRef || usesRecursiveRef
    if dynamic { for node in nodes { node.keepDynamicScope() } }
    for node in nodes { node.resolveForwarding() }
    for node in nodes { for keyword in node.allKeywords { keyword.programDidCompile() } }
    if !dynamic {
      var merge = ShapeMerge()
      merge.run(nodes)
      nodes.append(contentsOf: merge.created)
      // Forwarding nodes take their targets' type bits again: a rewrite may have emptied a list.
      for node in nodes { node.resolveForwarding() }
    }
    return Program(nodes: nodes, usesDynamicScope: dynamic)
  }

  /// The node for the schema at `site`: compiled, or queued for compiling.
  func node(for site: SchemaSite) throws(SchemaError) -> SchemaNode {
    if let known = nodeBySite[site.key] { return known }
    if options.validateSchema { try checkAgainstMetaSchema(site) }
    let node = SchemaNode(resource: resource(for: site), absoluteLocation: site.absoluteLocation)
    nodes.append(node)
    nodeBySite[site.key] = node
    siteOfNode[ObjectIdentifier(node)] = (site.document, site.pointer)
    queue.append((node, site))
    return node
  }

  /// A `true` schema added to the program, for edges the cycle check found to add nothing.
  func alwaysValidNode() -> SchemaNode {
    let node = SchemaNode(resource: SchemaResource(uri: ""), absoluteLocation: "")
    node.finish(constant: .valid, type: nil, acceptsNull: false, keywords: [], unevaluated: [])
    nodes.append(node)
    return node
  }

  func resource(for site: SchemaSite) -> SchemaResource {
    let key = site.info.resourceKey
    if let known = resourcesByKey[key] { return known }
    let resource = SchemaResource(uri: key)
    resourcesByKey[key] = resource
    return resource
  }

  func dynamicAnchorID(_ name: String) -> Int {
    if let id = dynamicAnchorIDs[name] { return id }
    let id = dynamicAnchorIDs.count
    dynamicAnchorIDs[name] = id
    return id
  }

  private func drain() throws(SchemaError) {
    while let (node, site) = queue.popLast() {
      try compileNode(node, at: site)
    }
  }

  /// `$dynamicRef` looks anchors up in whatever resources the dynamic scope holds at run time, and
  /// `$recursiveRef` looks for `$recursiveAnchor` roots.
  ///
  /// Every resource the program can enter has at least one compiled node, so compiling the anchors
  /// of those resources (until no new resource appears) covers every lookup.
  private func compileDynamicTargets() throws(SchemaError) {
    guard usesDynamicRef || usesRecursiveRef else { return }
    var done: Set<String> = []
    while true {
      let pending = resourcesByKey.filter { !done.contains($0.key) }
      if pending.isEmpty { return }
      for (key, resource) in pending {
        done.insert(key)
        if usesDynamicRef {
          for (anchorKey, anchor) in resolver.anchors
          where anchor.dynamic && anchorKey.hasPrefix(key + "#") {
            let name = String(anchorKey.dropFirst(key.count + 1))
            guard let site = try resolver.site(in: anchor.document, at: anchor.pointer) else { continue }
            let id = dynamicAnchorID(name)
            if resource.dynamicAnchor(id) == nil {
              resource.dynamicAnchors.append((id, NodeRef(try node(for: site))))
            }
          }
        }
        if usesRecursiveRef, let root = resolver.resources[key],
          let site = try resolver.site(in: root.document, at: root.pointer), site.info.recursiveAnchor
        {
          resource.recursiveAnchor = NodeRef(try node(for: site))
        }
      }
      try drain()
    }
  }

  /// Turns the `$dynamicRef`s that can land on one schema only into plain references; when
  /// that is all of them, nothing needs the dynamic scope (which every schema would otherwise
  /// keep, at a cost on each one).
  ///
  /// A dynamic anchor declared in one resource of the whole program (cql2's
  /// `cql2expression`) is such a case: whatever the scope holds, the lookup finds that schema,
  /// which is also where the reference starts.
  private func settleDynamicReferences() {
    guard usesDynamicRef else { return }
    var allStatic = true
    for node in nodes {
      for case let reference as DynamicRefKeyword in node.allKeywords {
        let targets = reference.anchorName.map(dynamicTargets(named:)) ?? []
        if !reference.settle(targets: targets) { allStatic = false }
      }
    }
    if allStatic { usesDynamicRef = false }
  }

  /// Every schema resource the program entered.
  func resourcesEntered() -> [SchemaResource] { Array(resourcesByKey.values) }

  /// The nodes that may be the target of a `$dynamicRef` to `name`, for the cycle check.
  func dynamicTargets(named name: String) -> [SchemaNode] {
    guard let id = dynamicAnchorIDs[name] else { return [] }
    return resourcesByKey.values.compactMap { $0.dynamicAnchor(id) }
  }

  func recursiveTargets() -> [SchemaNode] {
    resourcesByKey.values.compactMap { $0.recursiveAnchor?.node }
  }
}
