public import JSONCore

extension SchemaFacts {
  /// The members of `instance`, a response, that a schema applying there marks OpenAPI 3
  /// `writeOnly` (a password), each with that schema: such a property "MAY be sent as part
  /// of a request but SHOULD NOT be sent as part of the response". Nothing below one is
  /// listed. Empty at once when no OpenAPI 3 document the schema was read with marks a
  /// property `writeOnly`, which is most of them.
  ///
  /// Only members whose name some document marks are asked about, each from the root with
  /// the instance (so the branch an object takes decides, as for ``facts(at:in:)``).
  public func writeOnlyMembers(in instance: JSONValue) -> [(pointer: JSONPointer, key: String, schema: SchemaLocation)]
  {
    let names = writeOnlyMemberNames
    guard !names.isEmpty else { return [] }
    var found: [(pointer: JSONPointer, key: String, schema: SchemaLocation)] = []
    // Depth first with the path kept as tokens: a pointer is made only for a member found.
    var frames: [(container: JSONValue, next: Int)] = []
    var path: [JSONPointer.Token] = []
    if SchemaFacts.hasMembers(instance) { frames.append((instance, 0)) }
    while let (container, next) = frames.last {
      frames[frames.count - 1].next += 1
      let token: JSONPointer.Token
      let value: JSONValue
      switch container {
      case .object(let object) where next < object.count:
        let member = object.members[next]
        if names.contains(member.key) {
          let place = JSONPointer(path + [.key(member.key)])
          if let schema = facts(at: place, in: instance).schemas.first(where: SchemaFacts.marksWriteOnly) {
            found.append((place, member.key, schema))
            continue
          }
        }
        (token, value) = (.key(member.key), member.value)
      case .array(let elements) where next < elements.count:
        (token, value) = (.index(next), elements[next])
      default:
        frames.removeLast()
        if !frames.isEmpty { path.removeLast() }
        continue
      }
      if SchemaFacts.hasMembers(value) {
        path.append(token)
        frames.append((value, 0))
      }
    }
    return found
  }


  /// Whether `value` is an object or array with something in it.
  private static func hasMembers(_ value: JSONValue) -> Bool {
    switch value {
    case .object(let object): !object.isEmpty
    case .array(let elements): !elements.isEmpty
    default: false
    }
  }

  /// Whether `schema` is an OpenAPI 3 property schema marked `writeOnly`.
  public static func marksWriteOnly(_ schema: SchemaLocation) -> Bool {
    [.openAPI3_0, .openAPI3_1].contains(schema.dialect) && schema.value["writeOnly"]?.boolValue == true
  }

  /// The names of the properties some OpenAPI 3 document the schema was read with marks
  /// `writeOnly`, read once (a document the compile reached is read by then): an instance
  /// with no member of these names has none ``writeOnlyMembers(in:)`` lists.
  public var writeOnlyMemberNames: Set<String> {
    lock.withLock {
      if let names = cache.writeOnlyNames { return names }
      var names = Set<String>()
      for document in resolver.registry.knownDocuments
      where document.apiDialect == .openAPI3_0 || document.apiDialect == .openAPI3_1 {
        SchemaFacts.collectWriteOnlyNames(in: document.root, into: &names)
      }
      cache.writeOnlyNames = names
      return names
    }
  }

  /// Every member of a `properties` object in `value` whose schema says `writeOnly: true`.
  private static func collectWriteOnlyNames(in value: JSONValue, into names: inout Set<String>) {
    var stack = [value]
    while let value = stack.popLast() {
      switch value {
      case .object(let object):
        if let properties = object["properties"]?.objectValue {
          for member in properties.members where member.value["writeOnly"]?.boolValue == true {
            names.insert(member.key)
          }
        }
        for member in object.members { stack.append(member.value) }
      case .array(let elements):
        stack.append(contentsOf: elements)
      default:
        break
      }
    }
  }
}
