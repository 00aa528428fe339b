public import JSONCore

/// One branch of a `oneOf`/`anyOf` at a place, or one extension a base's `discriminator` names,
/// with a cheap test of whether a value could take it: what coverage counts (which shapes of a
/// union the traffic has) and what a decode failure inside a union names (the shape the failing
/// value has).
public struct UnionAlternative: Sendable {
  /// `oneOf`, `anyOf`, or `discriminator`.
  public var keyword: String
  public var index: Int
  public var location: SchemaLocation
  /// The branch's title, its `$ref` target's name, or `#index`.
  public var label: String
  /// The properties the branch declares, through its `$ref` and `allOf`.
  public var declared: Set<String>
  /// The branch and the schemas it is made of through its `$ref` and `allOf`, each once, in
  /// the order read: where its keywords are written.
  public var parts: [SchemaLocation]
  let types: Set<SchemaType>
  /// The keys the branch requires, through its `$ref` and `allOf`.
  public let required: [String]
  let constants: [(key: String, value: JSONValue)]
  /// An extension's discriminating property and the values that name it.
  public internal(set) var tag: (key: String, values: Set<String>)? = nil

  /// Whether the branch admits `value`'s JSON type, whatever its keys.
  public func admitsType(of value: JSONValue) -> Bool { !types.isDisjoint(with: SchemaType.of(value)) }

  /// Whether `value` could take this branch: its type, and for an object the keys the branch
  /// requires and the single-valued properties (discriminators) it declares.
  ///
  /// Cheaper than validating against the branch; a value two branches admit passes both.
  public func admits(_ value: JSONValue) -> Bool {
    guard admitsType(of: value) else { return false }
    guard case .object(let object) = value else { return true }
    for key in required where object[key] == nil { return false }
    for (key, expected) in constants {
      if let actual = object[key], actual != expected { return false }
    }
    if let tag, !(object[tag.key]?.stringValue.map(tag.values.contains) ?? false) { return false }
    return true
  }
}

extension SchemaFacts {
  /// The `oneOf`/`anyOf` branches of the schemas that apply at `place`, each once; a branch
  /// that admits only `null` is the place's nullability, not an alternative, and a union
  /// left with one branch is none.
  public func unionAlternatives(at place: InstanceFacts) -> [UnionAlternative] {
    var found: [UnionAlternative] = []
    var seen = Set<SchemaLocation>()
    for location in place.schemas {
      let shape = shape(at: location)
      for (keyword, branches) in [("oneOf", shape.oneOf), ("anyOf", shape.anyOf)] {
        let real = branches.enumerated().filter { admittedTypes(at: $0.element) != [.null] }
        guard real.count >= 2 else { continue }
        for (position, branch) in real where seen.insert(branch).inserted {
          found.append(alternative(branch, keyword: keyword, index: position))
        }
      }
      // A base's extensions, each once whatever values name it: the kinds the traffic has.
      guard let derived = derivedSchemas(at: location) else { continue }
      for (position, named) in derived.cases.enumerated() where seen.insert(named.location).inserted {
        var alternative = alternative(named.location, keyword: "discriminator", index: position)
        alternative.label = named.location.pointer.tokens.last?.text ?? named.value
        let values = derived.cases.filter { $0.location == named.location }.map(\.value)
        alternative.tag = (derived.propertyName, Set(values))
        found.append(alternative)
      }
    }
    return found
  }

  private func alternative(_ branch: SchemaLocation, keyword: String, index: Int) -> UnionAlternative {
    let shape = shape(at: branch)
    let label =
      shape.title ?? shape.reference.flatMap { target in
        if case .key(let name)? = target.pointer.last { return name }
        return nil
      } ?? "#\(index)"
    var required: [String] = []
    var declared = Set<String>()
    var constants: [(String, JSONValue)] = []
    var pending = [branch]
    var parts: [SchemaLocation] = []
    var visited = Set<SchemaLocation>()
    while let location = pending.popLast(), visited.count < 16 {
      guard visited.insert(location).inserted else { continue }
      parts.append(location)
      let shape = self.shape(at: location)
      required += shape.required
      for property in shape.properties {
        declared.insert(property.name)
        if let values = self.shape(at: property.schema).enumValues, values.count == 1 {
          constants.append((property.name, values[0]))
        }
      }
      if let reference = shape.reference { pending.append(reference) }
      pending += shape.allOf
    }
    return UnionAlternative(
      keyword: keyword, index: index, location: branch, label: label, declared: declared, parts: parts,
      types: admittedTypes(at: branch), required: required, constants: constants)
  }
}
