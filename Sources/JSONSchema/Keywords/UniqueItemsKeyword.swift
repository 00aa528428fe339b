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

  /// The positions of the first two equal items, or `nil`.
  private func firstDuplicate(_ items: [JSONValue]) -> (Int, Int)? {
    if items.count <= 16 {
      for i in items.indices {
        for j in (i + 1)..<items.count where ExactEquality.equal(items[i], items[j]) { return (i, j) }
      }
      return nil
    }
    // JSONValue's hash agrees with its equality, so a hash table finds duplicates in one pass.
    var seen: [ExactJSON: Int] = [:]
    for (index, item) in items.enumerated() {
      if let earlier = seen[ExactJSON(value: item)] { return (earlier, index) }
      seen[ExactJSON(value: item)] = index
    }
    return nil
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard case .array(let items) = instance.pointee else { return true }
    return firstDuplicate(items) == nil
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout Evaluation) -> Bool {
    guard case .array(let items) = instance, let (first, second) = firstDuplicate(items) else { return true }
    context.report(location, at: path, "items \(first) and \(second) are equal; items must be unique")
    return false
  }
}
