import JSONCore

/// The fast path of ``ObjectShapeKeyword``: for every member name some layer knows, the list of
/// schemas its value must match, worked out once after the program is compiled.
///
/// A layer is one schema's `properties`, `required`, `patternProperties` and
/// `additionalProperties`. An object passes a layer when its listed members match their
/// schemas, its required names are present, and every other member matches the patterns that
/// match its name, or `additionalProperties` when none does. Several layers hold at once when a
/// schema's `allOf` members are object shapes (see `ShapeMerge.swift`); one pass over the
/// members then checks them all, with one table lookup per member:
///
/// - a name in the table has its checks laid out in ``checks`` (from ``Entry/start`` to
///   ``Entry/end``): each layer's `properties` schema for it, the schemas of the patterns that
///   match it (matched here, once, not for every member met), or the layer's
///   `additionalProperties`. Schemas that accept everything (`{}`, `true`) are left out, and
///   the same schema is listed once.
/// - any other name goes through ``unlisted``: each layer that has patterns or an
///   `additionalProperties`, matched at run time.
/// - `required` is a count: each name adds the number of layers that require it, and the
///   object passes when the sum reaches ``requiredCount`` (member names are distinct).
final class ShapePlan: @unchecked Sendable {
  struct Check {
    let node: NodeRef
    /// PostgREST's rule for a `properties` schema: `null` passes when the name is not required.
    let nullable: Bool

    /// A check against the end of `schema`'s `$ref` chain; `nil` when that accepts everything.
    init?(_ schema: NodeRef, nullable: Bool) {
      let target = schema.node.resolved
      if target.isAlwaysValid { return nil }
      node = NodeRef(target)
      self.nullable = nullable
    }
  }

  struct Entry {
    let start: Int32
    let end: Int32
    let requiredHits: Int32
  }

  /// A layer as names outside the table meet it.
  struct Unlisted {
    let patterns: PatternList
    /// `nil` when absent or when it accepts everything.
    let additional: NodeRef?
  }

  let table: PropertyTable
  /// Raw memory, freed in `deinit`: the member loop does no bounds or reference-count work.
  private let entries: UnsafeMutableBufferPointer<Entry>
  private let checks: UnsafeMutableBufferPointer<Check>
  private let unlisted: UnsafeMutableBufferPointer<Unlisted>
  /// The sum over layers of their required names.
  private let unlistedCount: Int
  let requiredCount: Int
  /// How many distinct names are required: an object with fewer members fails at once.
  let minimumCount: Int

  /// The plan for `layers`, whose schemas must all be compiled.
  init(_ layers: [ObjectShapeKeyword.Layer]) {
    var names: [String] = []
    var seen = Set<[UInt8]>()
    for layer in layers {
      for name in layer.names where seen.insert(Array(name.utf8)).inserted { names.append(name) }
    }
    // One layer's own table already holds exactly these names.
    table = layers.count == 1 && layers[0].names == names ? layers[0].table : PropertyTable(names)
    var allChecks: [Check] = []
    var allEntries: [Entry] = []
    var minimum = 0
    for name in table.names {
      let start = allChecks.count
      var hits: Int32 = 0
      for layer in layers {
        let (found, required) = layer.checks(for: name)
        if required { hits += 1 }
        for check in found
        where !allChecks[start...].contains(where: { $0.node.node === check.node.node && $0.nullable == check.nullable }
        ) {
          allChecks.append(check)
        }
      }
      if hits > 0 { minimum += 1 }
      allEntries.append(Entry(start: Int32(start), end: Int32(allChecks.count), requiredHits: hits))
    }
    entries = .allocate(capacity: max(allEntries.count, 1))
    _ = entries.initialize(from: allEntries)
    checks = .allocate(capacity: max(allChecks.count, 1))
    _ = checks.initialize(from: allChecks)
    let unlisted = layers.compactMap { layer -> Unlisted? in
      let additional = layer.additional.flatMap { Check($0, nullable: false)?.node }
      guard !layer.patterns.isEmpty || additional != nil else { return nil }
      return Unlisted(patterns: layer.patterns, additional: additional)
    }
    self.unlisted = .allocate(capacity: max(unlisted.count, 1))
    _ = self.unlisted.initialize(from: unlisted)
    unlistedCount = unlisted.count
    requiredCount = layers.reduce(0) { $0 + $1.requiredCount }
    minimumCount = minimum
  }

  deinit {
    entries.deallocate()
    checks.deallocate()
    unlisted.baseAddress?.deinitialize(count: unlistedCount)
    unlisted.deallocate()
  }

  /// Whether the object with `members` passes every layer.
  @inline(__always)
  func isValid(_ members: [JSONObject.Member], _ scope: inout DynamicScope) -> Bool {
    if members.count < minimumCount { return false }
    guard scope.enterChild() else { return false }
    defer { scope.leaveChild() }
    // `additionalProperties` alone (a map of any names): nothing to look up.
    if table.isEmpty {
      return InstanceAccess.allMembers(of: members) { member, value in isValidUnlisted(member, value, &scope) }
    }
    var found: Int32 = 0
    let valid = InstanceAccess.allMembers(of: members) { member, value in
      guard let position = table.position(of: member.pointee.key) else {
        return unlistedCount == 0 || isValidUnlisted(member, value, &scope)
      }
      let entry = entries[position]
      found &+= entry.requiredHits
      var index = Int(entry.start)
      while index < Int(entry.end) {
        let check = checks[index]
        if !(check.nullable && value.pointee.isNull), !check.node.isValid(value, &scope) { return false }
        index += 1
      }
      return true
    }
    return valid && Int(found) == requiredCount
  }

  /// A member no layer names: each layer's patterns, and its `additionalProperties` when
  /// none of them matches.
  ///
  /// Kept out of line: the regex engines would otherwise be inlined into the member loop.
  @inline(never)
  private func isValidUnlisted(
    _ member: UnsafePointer<JSONObject.Member>, _ value: InstancePointer, _ scope: inout DynamicScope
  ) -> Bool {
    // Through pointers: copying a layer out of the buffer would retain its pattern arrays.
    guard let base = unlisted.baseAddress else { return true }
    for index in 0..<unlistedCount {
      let layer = base + index
      var matched = false
      if !layer.pointee.patterns.isEmpty {
        guard layer.pointee.patterns.allMatches(member.pointee.key, matched: &matched, { $0.isValid(value, &scope) })
        else { return false }
      }
      if !matched, let additional = layer.pointee.additional, !additional.isValid(value, &scope) { return false }
    }
    return true
  }
}

extension ObjectShapeKeyword.Layer {
  /// What the layer asks of a member called `name`: the schemas its value must match (none
  /// that accept everything), and whether the layer requires it.
  fileprivate func checks(for name: String) -> (checks: [ShapePlan.Check], required: Bool) {
    var found: [ShapePlan.Check] = []
    var listed = false
    var required = false
    if let position = table.position(of: name) {
      required = self.required[position]
      if let child = children[position] {
        listed = true
        if let check = ShapePlan.Check(child, nullable: nullable[position]) { found.append(check) }
      }
    }
    var matched = false
    _ = patterns.allMatches(name, matched: &matched) { node in
      if let check = ShapePlan.Check(node, nullable: false) { found.append(check) }
      return true
    }
    if !listed, !matched, let additional, let check = ShapePlan.Check(additional, nullable: false) {
      found.append(check)
    }
    return (found, required)
  }
}
