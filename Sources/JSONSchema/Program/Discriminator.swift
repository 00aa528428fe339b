import JSONCore

/// The alternatives of an `anyOf` or `oneOf` worth trying for an object, picked by one of its
/// members: the "discriminated union" of OpenAPI and Zod schemas.
///
/// When several alternatives each pin the same property to string constants
/// (`"properties": {"op": {"const": "and"}}`, or an `enum` of strings), an object whose
/// property holds a string can only match the alternatives that allow that string, and the
/// ones that do not pin the property at all. Those are the only ones tried: the others
/// would fail on that property anyway, so neither `anyOf` nor `oneOf` can answer
/// differently. Objects without the property, or with a non-string in it, try every
/// alternative.
struct Discriminator {
  /// The discriminating property, as a one-name table.
  let property: PropertyTable
  /// Every value some alternative allows.
  let values: PropertyTable
  /// Per value position: the alternatives to try, in their original order.
  let candidates: [[Int]]
  /// The alternatives that do not pin the property.
  let open: [Int]
  /// Whether the property decides the alternative (OpenAPI's `discriminator`): a value names
  /// the one alternative tried, and a value that names none tries them all. Otherwise (pinned
  /// constants) it only prunes: a value no alternative pins tries the open ones.
  let decides: Bool

  /// A discriminator for `alternatives`, or `nil` when fewer than two of them pin a property.
  ///
  /// Called once the program is compiled (alternatives may be placeholders before).
  init?(_ alternatives: [NodeRef]) {
    // For each alternative: the properties it pins, with their allowed strings.
    let pins = alternatives.map { Discriminator.pinnedProperties($0.node.resolved) }
    var counts: [String: Int] = [:]
    for pinned in pins { for name in pinned.keys { counts[name, default: 0] += 1 } }
    // The property pinned by most alternatives (ties: the first in name order, for stability).
    guard let best = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
      best.value >= 2
    else { return nil }
    var allowed: [String] = []
    for pinned in pins { for value in pinned[best.key] ?? [] where !allowed.contains(value) { allowed.append(value) } }
    let values = PropertyTable(allowed)
    var candidates = Array(repeating: [Int](), count: values.count)
    var open: [Int] = []
    for (index, pinned) in pins.enumerated() {
      guard let strings = pinned[best.key] else {
        open.append(index)
        for position in candidates.indices { candidates[position].append(index) }
        continue
      }
      for value in strings {
        if let position = values.position(of: value) { candidates[position].append(index) }
      }
    }
    self.property = PropertyTable([best.key])
    self.values = values
    self.candidates = candidates.map { Array(Set($0)).sorted() }
    self.open = open
    decides = false
  }

  /// OpenAPI's `discriminator` of an `anyOf`/`oneOf` (`alternatives`, as written): its
  /// `propertyName`, and the alternative each value names, by `mapping` first, else by the
  /// name its `$ref` ends with (`#/components/schemas/Cat` is named by `Cat`).
  ///
  /// It decides which alternative an object is, as the OpenAPI tools that validate responses
  /// read it: the specification's own `Pet` example has `Cat` and `Dog` alternatives that
  /// both match a cat, which `oneOf` alone refuses.
  init?(openAPI discriminator: JSONValue, alternatives: [JSONValue]) {
    guard let name = discriminator["propertyName"]?.stringValue else { return nil }
    let references = alternatives.map { $0["$ref"]?.stringValue }
    var named: [(value: String, index: Int)] = []
    for entry in discriminator["mapping"]?.objectValue ?? JSONObject() {
      guard let target = entry.value.stringValue else { continue }
      // A bare schema name stands for `#/components/schemas/<name>`.
      let reference = target.contains("/") || target.contains("#") ? target : "#/components/schemas/" + target
      if let index = references.firstIndex(of: reference) { named.append((entry.key, index)) }
    }
    for (index, reference) in references.enumerated() {
      guard let last = reference?.split(separator: "/").last.map(String.init),
        !named.contains(where: { $0.value == last })
      else { continue }
      named.append((last, index))
    }
    guard !named.isEmpty else { return nil }
    property = PropertyTable([name])
    values = PropertyTable(named.map(\.value))
    var candidates = Array(repeating: [Int](), count: values.count)
    for (value, index) in named {
      if let position = values.position(of: value), candidates[position].isEmpty { candidates[position] = [index] }
    }
    self.candidates = candidates
    open = []
    decides = true
  }

  /// The discriminating property's name.
  var propertyName: String { property.names[0] }

  /// Where the property decides: what an object whose value names no alternative is told
  /// (`its petType 'Fish' names none of them (Cat, Dog)`); `nil` otherwise.
  func unnamed(in instance: JSONValue) -> String? {
    guard decides, let text = instance.objectValue?[propertyName]?.stringValue, values.position(of: text) == nil
    else { return nil }
    return "its \(propertyName) '\(text)' names none of them (\(values.names.joined(separator: ", ")))"
  }

  /// ``candidates(for:)`` of a tree value: for reporting, which must try what validating
  /// tried where the property decides.
  func candidates(forValue instance: JSONValue) -> [Int]? {
    guard let text = instance.objectValue?[property.names[0]]?.stringValue else { return nil }
    return values.position(of: text).map { candidates[$0] } ?? (decides ? nil : open)
  }

  /// The alternatives to try for the instance, or `nil` for "all of them".
  @inline(__always)
  func candidates(for instance: InstancePointer) -> [Int]? {
    guard let members = InstanceAccess.members(instance) else { return nil }
    var found: [Int]?
    _ = InstanceAccess.allMembers(of: members) { member, value in
      guard property.position(of: member.pointee.key) != nil else { return true }
      if let position = value.pointee.withStringBytes({ values.position(ofBytes: $0) }) {
        found = position.map { candidates[$0] } ?? (decides ? nil : open)
      }
      return false
    }
    return found
  }

  /// The properties a schema pins to string constants through `properties` (`const`, or an
  /// `enum` of strings), with the strings allowed.
  private static func pinnedProperties(_ node: SchemaNode) -> [String: [String]] {
    guard let shape = node.allKeywords.lazy.compactMap({ $0 as? ObjectShapeKeyword }).first?.layers.first else {
      return [:]
    }
    var pinned: [String: [String]] = [:]
    for (position, name) in shape.names.enumerated() {
      guard let child = shape.children[position]?.node.resolved else { continue }
      for keyword in child.allKeywords {
        if let constant = keyword as? ConstKeyword, let text = constant.value.stringValue {
          pinned[name] = [text]
        } else if let enumeration = keyword as? EnumKeyword, let strings = enumeration.strings {
          pinned[name] = strings.names
        }
      }
    }
    return pinned
  }
}
