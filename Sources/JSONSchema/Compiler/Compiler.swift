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

  /// Every node made, each at its number (``SchemaNode/number``).
  private(set) var nodes: [SchemaNode] = []
  /// The node of each schema place met so far.
  private var places = PlaceIndex()
  /// The documents of those places, for the cycle check's message.
  private var documents: [ObjectIdentifier: SchemaDocument] = [:]
  /// The nodes waiting for their keywords, taken first in, first out: a schema's subschemas
  /// before theirs (see ``nextPending()``).
  private var queue: [PendingNode] = []
  /// How many of `queue`'s nodes were taken.
  private var queueHead = 0
  private var resourcesByKey: [String: SchemaResource] = [:]
  /// In-place edges, for the cycle check: from a node to the nodes it applies to the same
  /// instance, with the tokens of the keyword that does it.
  var inPlaceEdges: [ObjectIdentifier: [(target: SchemaNode, tokens: [String])]] = [:]
  /// For each node, by number, the nodes whose keywords refer to it (any applicator or
  /// reference), for the cycle check's self-references.
  var referrers: [Referrers] = []
  /// Every referrer of each node, kept only while ``errors(roots:)`` needs to know which
  /// roots reach a schema that fails.
  private var referrerLists: [ObjectIdentifier: [SchemaNode]]?
  /// `$dynamicAnchor` names, numbered.
  private(set) var dynamicAnchorIDs: [String: Int] = [:]
  var usesDynamicRef = false
  var usesRecursiveRef = false
  var regexCache: [String: ECMARegex] = [:]
  /// Name tables by the names they were built from: a large schema repeats the same
  /// `properties`, `required` and `enum` lists in many places, and each needs one table only.
  private var propertyTables: [[String]: PropertyTable] = [:]
  /// Lists of names kept by keywords (`type`'s, `required`'s), one copy of each.
  private var nameLists: Set<[String]> = []
  /// Lists of flags kept by keywords (a fused shape's `required` and `nullable`), one copy of each.
  private var flagLists: Set<[Bool]> = []
  var checkedForMetaSchema: Set<SiteKey> = []
  var customMetaSchemas: [String: CompiledSchema] = [:]

  init(resolver: Resolver, options: ValidatorOptions) {
    self.resolver = resolver
    self.options = options
  }

  /// Compiles everything reachable from `site`; the root is `nodes[0]` of the program.
  func compileProgram(root site: SchemaSite) throws(SchemaError) -> Program {
    try compileProgram(roots: [site]).program
  }

  /// Compiles everything reachable from each of `sites` into one program, each schema once
  /// however many roots reach it; the roots' nodes in the order of `sites` (the first is
  /// `nodes[0]`).
  func compileProgram(roots sites: [SchemaSite]) throws(SchemaError) -> (program: Program, roots: [SchemaNode]) {
    var roots: [SchemaNode] = []
    for site in sites { roots.append(try node(for: site)) }
    try drain()
    try compileDynamicTargets()
    settleDynamicReferences()
    try checkCycles()
    releaseCompileState()
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
    return (Program(nodes: nodes, usesDynamicScope: dynamic), roots)
  }

  /// Every error compiling `sites` meets, each once, with the indices of the sites that reach
  /// it; where ``compileProgram(roots:)`` stops at the first, a schema that fails is left out
  /// (what it would have reached through the failing keyword is not compiled) and the others
  /// go on. Builds no program.
  ///
  /// One pass, however many schemas reach a broken one: a thousand-schema document with two
  /// broken places has two errors, found in one compile, each with the schemas it spoils.
  func errors(roots sites: [SchemaSite]) -> [(error: SchemaError, sites: [Int])] {
    referrerLists = [:]
    var rootsOfNode: [ObjectIdentifier: [Int]] = [:]
    var failures: [(error: SchemaError, sites: Set<Int>)] = []
    var positions: [SchemaError: Int] = [:]
    func record(_ error: SchemaError, _ sites: Set<Int>) {
      if let index = positions[error] {
        failures[index].sites.formUnion(sites)
      } else {
        positions[error] = failures.count
        failures.append((error, sites))
      }
    }
    for (index, site) in sites.enumerated() {
      do {
        rootsOfNode[ObjectIdentifier(try node(for: site)), default: []].append(index)
      } catch {
        record(error, [index])
      }
    }
    var failed: [(error: SchemaError, node: SchemaNode)] = []
    while let pending = nextPending() {
      do {
        try compileNode(pending.node, at: pending.site)
      } catch {
        failed.append((error, pending.node))
      }
    }
    // The sites that reach failed schemas: up their referrers to the roots.
    func reaching(_ nodes: [SchemaNode]) -> Set<Int> {
      var reaching: Set<Int> = []
      var seen = Set(nodes.map(ObjectIdentifier.init))
      var pending = nodes
      while let next = pending.popLast() {
        reaching.formUnion(rootsOfNode[ObjectIdentifier(next)] ?? [])
        for referrer in referrerLists?[ObjectIdentifier(next)] ?? [] where seen.insert(ObjectIdentifier(referrer)).inserted {
          pending.append(referrer)
        }
      }
      return reaching
    }
    for (error, node) in failed { record(error, reaching([node])) }
    // A loop of in-place references is refused only once its schemas compile: when nothing
    // else failed. It spoils the sites that reach it (a document's other schemas compile
    // without it).
    if failures.isEmpty {
      do {
        try compileDynamicTargets()
        for (error, loop) in cycleErrors() { record(error, reaching(loop)) }
      } catch {
        record(error, Set(sites.indices))
      }
    }
    referrerLists = nil
    return failures.map { ($0.error, $0.sites.sorted()) }
  }

  /// The node for the schema at `site`: compiled, or queued for compiling.
  func node(for site: SchemaSite) throws(SchemaError) -> SchemaNode {
    let pointerInResource = site.pointerInResource
    let inRoot = site.sharedInfo.value.resourceRoot.isRoot
    let place = Place(
      document: ObjectIdentifier(site.document), pointer: inRoot ? pointerInResource : site.pointer.description)
    if let known = places.number(at: place, inRoot: inRoot, nodes: nodes) { return nodes[Int(known)] }
    if options.validateSchema { try checkAgainstMetaSchema(site) }
    let node = makeNode(resource: resource(for: site), pointerInResource: pointerInResource)
    places.insert(node.number, at: place, inRoot: inRoot, nodes: nodes)
    documents[place.document] = site.document
    queue.append(PendingNode(node: node, document: site.document, info: site.sharedInfo))
    return node
  }

  /// A new node, numbered and listed.
  private func makeNode(resource: SchemaResource, pointerInResource: String) -> SchemaNode {
    let node = SchemaNode(
      resource: resource, pointerSpan: resource.pointerTexts.append(pointerInResource), number: UInt32(nodes.count))
    nodes.append(node)
    referrers.append(.none)
    return node
  }

  /// Where `node`'s schema is: its document and pointer; for error messages only (a scan).
  func place(of node: SchemaNode) -> (document: SchemaDocument, pointer: JSONPointer)? {
    guard let place = places.place(of: node.number, nodes: nodes),
      let document = documents[place.document],
      let pointer = try? JSONPointer(parsing: place.pointer)
    else { return nil }
    return (document, pointer)
  }

  /// Drops what only finding and checking the nodes needed, before the last steps allocate
  /// the fast path's plans: a large schema's peak is the end of its compile.
  private func releaseCompileState() {
    places = PlaceIndex()
    documents = [:]
    inPlaceEdges = [:]
    referrers = []
    propertyTables = [:]
    nameLists = []
    flagLists = []
  }

  /// A `true` schema added to the program, for edges the cycle check found to add nothing.
  func alwaysValidNode() -> SchemaNode {
    let node = makeNode(resource: SchemaResource(uri: ""), pointerInResource: "")
    node.finish(constant: .valid, type: nil, acceptsNull: false, keywords: [], unevaluated: [])
    return node
  }

  func resource(for site: SchemaSite) -> SchemaResource {
    let key = site.sharedInfo.value.resourceKey
    if let known = resourcesByKey[key] { return known }
    let resource = SchemaResource(uri: key)
    resourcesByKey[key] = resource
    return resource
  }

  /// The name table for `names`, shared with every other place that lists the same names.
  func propertyTable(_ names: [String]) -> PropertyTable {
    if let known = propertyTables[names] { return known }
    let table = PropertyTable(names)
    propertyTables[names] = table
    return table
  }

  /// `names`, sharing the storage of an equal list met before.
  func sharedNames(_ names: [String]) -> [String] { nameLists.insert(names).memberAfterInsert }

  /// `flags`, sharing the storage of an equal list met before.
  func sharedFlags(_ flags: [Bool]) -> [Bool] { flagLists.insert(flags).memberAfterInsert }

  func dynamicAnchorID(_ name: String) -> Int {
    if let id = dynamicAnchorIDs[name] { return id }
    let id = dynamicAnchorIDs.count
    dynamicAnchorIDs[name] = id
    return id
  }

  private func drain() throws(SchemaError) {
    while let pending = nextPending() {
      try compileNode(pending.node, at: pending.site)
    }
  }

  /// The node queued longest ago, or `nil` once the queue is empty (and its memory freed).
  ///
  /// First in, first out: taken last in, first out, a large schema's queue held the pending
  /// siblings of every schema along a chain of references (five per definition of the
  /// benchmark's schema, a third of its nodes), at its longest in the middle of the compile,
  /// where the peak is. Breadth first, it holds a few schemas' children.
  private func nextPending() -> PendingNode? {
    guard queueHead < queue.count else {
      queue = []
      queueHead = 0
      return nil
    }
    let pending = queue[queueHead]
    queueHead += 1
    // What was taken is dropped once it is most of the array, so that it costs no more than
    // what waits.
    if queueHead >= 1024, queueHead * 2 >= queue.count {
      queue.removeFirst(queueHead)
      queueHead = 0
    }
    return pending
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

extension Compiler {
  /// A schema place: a document and the pointer's text.
  struct Place: Hashable {
    let document: ObjectIdentifier
    let pointer: String
  }

  /// Who refers to a node, as far as the cycle check asks: nobody, one node (by number), or
  /// several.
  enum Referrers: Equatable {
    case none
    case one(UInt32)
    case several

    /// Counts `referrer` in.
    mutating func add(_ referrer: UInt32) {
      switch self {
      case .none: self = .one(referrer)
      case .one(let known) where known != referrer: self = .several
      case .one, .several: break
      }
    }
  }

  /// A node waiting for its keywords, and what gives back its site when its turn comes.
  ///
  /// Not the site itself: a large schema's queue holds the pending siblings of every schema
  /// along a chain of references (five per definition of the benchmark's schema), and a site
  /// with its pointer's tokens and its value weighed about 200 bytes to these 24.
  struct PendingNode {
    let node: SchemaNode
    let document: SchemaDocument
    let info: SharedSiteInfo

    /// The site the node was queued for: its pointer from the node's text, its value from the
    /// document (which never changes).
    var site: SchemaSite {
      guard let inResource = try? JSONPointer(parsing: node.pointerInResource),
        case let pointer = info.value.resourceRoot.appending(inResource),
        let value = pointer.resolve(in: document.root)
      else { preconditionFailure("a queued schema's place no longer resolves") }
      return SchemaSite(document: document, pointer: pointer, value: value, info: info)
    }
  }

  /// Records that `referrer`'s keywords refer to `target`.
  func addReferrer(_ referrer: SchemaNode, to target: SchemaNode) {
    referrers[Int(target.number)].add(referrer.number)
    referrerLists?[ObjectIdentifier(target), default: []].append(referrer)
  }
}
