/// What the keywords of a schema evaluated in one instance, for `unevaluatedProperties`
/// and `unevaluatedItems`.
///
/// Annotations always describe the same instance as the schema that collects them (they
/// flow only through in-place applicators: `allOf`, `$ref`, `if`, …), so evaluated members
/// and items are kept as bits over their positions in that instance.
struct Annotations {
  /// Every property is evaluated (`additionalProperties`, `unevaluatedProperties` passed).
  var allProperties = false
  /// Positions of evaluated members in the object's member list.
  var properties = PositionSet()
  /// Every item is evaluated (`items` over the rest, `additionalItems`, …).
  var allItems = false
  /// Items `0..<itemPrefix` are evaluated (`prefixItems`, array-form `items`).
  var itemPrefix = 0
  /// Further evaluated item positions (`contains` matches, 2020-12).
  var items = PositionSet()

  mutating func merge(_ other: Annotations) {
    allProperties = allProperties || other.allProperties
    properties.formUnion(other.properties)
    allItems = allItems || other.allItems
    itemPrefix = max(itemPrefix, other.itemPrefix)
    items.formUnion(other.items)
  }

  func isPropertyEvaluated(_ position: Int) -> Bool {
    allProperties || properties.contains(position)
  }

  func isItemEvaluated(_ position: Int) -> Bool {
    allItems || position < itemPrefix || items.contains(position)
  }
}

/// A set of small non-negative integers as bits.
struct PositionSet {
  private var words: [UInt64] = []

  func contains(_ position: Int) -> Bool {
    let word = position >> 6
    return word < words.count && words[word] & (1 << UInt64(position & 63)) != 0
  }

  mutating func insert(_ position: Int) {
    let word = position >> 6
    if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
    words[word] |= 1 << UInt64(position & 63)
  }

  mutating func formUnion(_ other: PositionSet) {
    if other.words.count > words.count {
      words.append(contentsOf: repeatElement(0, count: other.words.count - words.count))
    }
    for (index, word) in other.words.enumerated() { words[index] |= word }
  }
}
