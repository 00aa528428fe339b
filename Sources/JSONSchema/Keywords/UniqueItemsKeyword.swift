import JSONCore

/// `uniqueItems: true`: no two items are equal (JSON equality: `1 == 1.0`, objects in any
/// key order).
final class UniqueItemsKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let location: KeywordLocation
  let appliesTo = InstanceKinds.array
  let priority = KeywordPriority.uniqueness

  init(location: KeywordLocation) { self.location = location }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard case .bool(let unique) = value else {
      throw context.invalid("'uniqueItems' must be a boolean", at: ["uniqueItems"])
    }
    return unique ? UniqueItemsKeyword(location: context.location("uniqueItems")) : nil
  }

  /// The positions of two equal items, or `nil`.
  ///
  /// A fingerprint per item (``ExactEquality/fingerprint(_:)``), then whole comparisons only
  /// between items whose fingerprints match: pairwise for short arrays, within runs of equal
  /// fingerprints after sorting for long ones. No hashing of whole values.
  private func firstDuplicate(_ items: [JSONValue]) -> (Int, Int)? {
    items.withUnsafeBufferPointer { buffer -> (Int, Int)? in
      guard let base = buffer.baseAddress, buffer.count > 1 else { return nil }
      let count = buffer.count
      // Fingerprints on the stack: short arrays allocate nothing.
      return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { prints -> (Int, Int)? in
        for index in 0..<count { prints[index] = ExactEquality.fingerprint(base + index) }
        if count <= 64 {
          for i in 0..<count {
            for j in (i + 1)..<count where prints[i] == prints[j] && ExactEquality.equal(base + i, base + j) {
              return (i, j)
            }
          }
          return nil
        }
        let order = (0..<count).sorted { prints[$0] != prints[$1] ? prints[$0] < prints[$1] : $0 < $1 }
        var start = 0
        while start < count {
          var end = start + 1
          while end < count, prints[order[end]] == prints[order[start]] { end += 1 }
          for a in start..<end {
            for b in (a + 1)..<end where ExactEquality.equal(base + order[a], base + order[b]) {
              return (min(order[a], order[b]), max(order[a], order[b]))
            }
          }
          start = end
        }
        return nil
      }
    }
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let items = InstanceAccess.items(instance) else { return true }
    return firstDuplicate(items) == nil
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard case .array(let items) = instance, let (first, second) = firstDuplicate(items) else { return true }
    context.report(location, at: path, "items \(first) and \(second) are equal; items must be unique")
    return false
  }
}
