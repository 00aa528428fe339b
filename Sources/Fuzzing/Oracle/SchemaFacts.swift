public import JSONCore

/// What a contract says about each place of one fixture: the operators' data.
///
/// Computed once per fixture by walking the fixture and its schema together (``SchemaWalker``):
/// at every pointer, the subschemas that apply there, merged. An object's `required` keys
/// (drop-optional drops only the others), whether a string is a timestamp (date-format), an
/// enum's values (enum-unknown picks one outside them). A place no schema describes has no
/// node; operators that need the contract then leave it alone.
public struct SchemaFacts: Sendable {
  public struct Node: Sendable, Hashable {
    /// Keys some applicable schema requires (objects).
    public var required: Set<String> = []
    /// Keys some applicable schema declares in `properties` (objects).
    public var properties: Set<String> = []
    /// The allowed values, when an applicable schema has `enum` (or `const`).
    public var enumValues: [JSONValue]?
    /// Whether an applicable schema says the string is a timestamp (`format: date-time`, or
    /// PostgREST's `timestamp with time zone`).
    public var isTimestamp = false
    /// The first `format` an applicable schema gives (`numeric`, `double precision`, `uuid`).
    public var format: String?

    public init() {}
  }

  /// By pointer text: a pointer built with index tokens (`.index(0)`) and one read back from
  /// text (`.key("0")`) name the same place.
  private var nodes: [String: Node]

  public init(nodes: [JSONPointer: Node] = [:]) {
    self.nodes = Dictionary(nodes.map { ($0.key.description, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  /// No contract knowledge: only operators that need none apply.
  public static let none = SchemaFacts()

  public subscript(pointer: JSONPointer) -> Node? { nodes[pointer.description] }

  public var isEmpty: Bool { nodes.isEmpty }

  /// Whether the contract lets the member `pointer` names be absent: the parent object is
  /// described and does not require the key.
  ///
  /// `false` when nothing is known.
  public func isOptionalMember(_ pointer: JSONPointer) -> Bool {
    guard let parent = pointer.parent, case .key(let key)? = pointer.last, let node = nodes[parent.description] else {
      return false
    }
    return !node.required.contains(key)
  }

  /// Whether the contract requires the member `pointer` names.
  public func isRequiredMember(_ pointer: JSONPointer) -> Bool {
    guard let parent = pointer.parent, case .key(let key)? = pointer.last, let node = nodes[parent.description] else {
      return false
    }
    return node.required.contains(key)
  }

  mutating func record(_ node: Node, at pointer: JSONPointer) { nodes[pointer.description] = node }
}

/// Walks a fixture and its raw schema together and collects ``SchemaFacts``.
///
/// At each value the applicable subschemas are expanded: `$ref` followed, every `allOf`
/// member, and the `anyOf`/`oneOf` branches whose `type`/`enum`/`const` admit the value (a
/// shallow test: enough to pick the object branch of `anyOf [{$ref}, {type: null}]`, which is
/// how the contracts write nullable columns). Children get the `properties`, `items` and
/// `prefixItems` subschemas of every applicable schema.
struct SchemaWalker {
  let documents: SchemaDocuments
  /// Bounds `$ref` chains that do not descend into the instance (`a → b → a`).
  private let maximumExpansionDepth = 32

  init(documents: SchemaDocuments) { self.documents = documents }

  static let timestampFormats: Set<String> = [
    "date-time", "timestamp with time zone", "timestamp without time zone", "timestamp", "timestamptz",
  ]

  func facts(for value: JSONValue, schema: SchemaDocuments.Location) -> SchemaFacts {
    var facts = SchemaFacts()
    visit(value, at: .root, schemas: expand([schema], for: value), into: &facts)
    return facts
  }

  private func visit(
    _ value: JSONValue, at pointer: JSONPointer, schemas: [SchemaDocuments.Location], into facts: inout SchemaFacts
  ) {
    guard !schemas.isEmpty else { return }
    var node = SchemaFacts.Node()
    for schema in schemas {
      guard let object = schema.object else { continue }
      for key in object["required"]?.arrayValue ?? [] {
        if let key = key.stringValue { node.required.insert(key) }
      }
      for member in object["properties"]?.objectValue ?? JSONObject() { node.properties.insert(member.key) }
      if node.enumValues == nil {
        if let values = object["enum"]?.arrayValue {
          node.enumValues = values
        } else if let constant = object["const"] {
          node.enumValues = [constant]
        }
      }
      if let format = object["format"]?.stringValue {
        if SchemaWalker.timestampFormats.contains(format) { node.isTimestamp = true }
        if node.format == nil { node.format = format }
      }
    }
    facts.record(node, at: pointer)
    switch value {
    case .object(let instance):
      for member in instance.members {
        var children: [SchemaDocuments.Location] = []
        for schema in schemas {
          guard let object = schema.object else { continue }
          if let property = object["properties"]?[member.key] {
            children.append(child(schema, ["properties", member.key], property))
          } else if let additional = object["additionalProperties"], additional.objectValue != nil {
            children.append(child(schema, ["additionalProperties"], additional))
          }
        }
        visit(
          member.value, at: pointer.appending(key: member.key), schemas: expand(children, for: member.value),
          into: &facts)
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        var children: [SchemaDocuments.Location] = []
        for schema in schemas {
          guard let object = schema.object else { continue }
          if let prefix = object["prefixItems"]?.arrayValue, index < prefix.count {
            children.append(child(schema, ["prefixItems", String(index)], prefix[index]))
          } else if let tuple = object["items"]?.arrayValue {
            if index < tuple.count {
              children.append(child(schema, ["items", String(index)], tuple[index]))
            } else if let additional = object["additionalItems"], additional.objectValue != nil {
              children.append(child(schema, ["additionalItems"], additional))
            }
          } else if let items = object["items"], items.objectValue != nil {
            children.append(child(schema, ["items"], items))
          }
        }
        visit(element, at: pointer.appending(index: index), schemas: expand(children, for: element), into: &facts)
      }
    default:
      break
    }
  }

  private func child(_ parent: SchemaDocuments.Location, _ path: [String], _ value: JSONValue)
    -> SchemaDocuments.Location
  {
    var pointer = parent.pointer
    for token in path { pointer = pointer.appending(key: token) }
    return SchemaDocuments.Location(document: parent.document, pointer: pointer, value: value)
  }

  /// The schemas that apply to `value`: `locations`, plus what their `$ref`, `allOf` and
  /// admitting `anyOf`/`oneOf` branches lead to, each once.
  func expand(_ locations: [SchemaDocuments.Location], for value: JSONValue) -> [SchemaDocuments.Location] {
    var result: [SchemaDocuments.Location] = []
    var seen: Set<String> = []
    func add(_ location: SchemaDocuments.Location, depth: Int) {
      guard depth < maximumExpansionDepth, let object = location.object, seen.insert(location.key).inserted else {
        return
      }
      result.append(location)
      if let reference = object["$ref"]?.stringValue, let target = documents.resolve(reference, from: location.document)
      {
        add(target, depth: depth + 1)
      }
      for (index, member) in (object["allOf"]?.arrayValue ?? []).enumerated() {
        add(child(location, ["allOf", String(index)], member), depth: depth + 1)
      }
      for keyword in ["anyOf", "oneOf"] {
        for (index, branch) in (object[keyword]?.arrayValue ?? []).enumerated() {
          let branchLocation = child(location, [keyword, String(index)], branch)
          if admits(branchLocation, value, depth: depth + 1) { add(branchLocation, depth: depth + 1) }
        }
      }
    }
    for location in locations { add(location, depth: 0) }
    return result
  }

  /// A shallow test of whether `schema` could accept `value`: its `type`, `enum` and `const`,
  /// through `$ref`, `allOf` and `anyOf`/`oneOf`.
  ///
  /// Not validation: it picks branches.
  func admits(_ schema: SchemaDocuments.Location, _ value: JSONValue, depth: Int) -> Bool {
    guard depth < maximumExpansionDepth else { return true }
    guard let object = schema.object else { return schema.value.boolValue ?? true }
    if value.isNull, schema.document.dialect == .openAPI3, object["nullable"]?.boolValue == true { return true }
    if let type = object["type"] {
      let names = type.stringValue.map { [$0] } ?? (type.arrayValue ?? []).compactMap(\.stringValue)
      if !names.isEmpty, !names.contains(where: { SchemaWalker.typeMatches($0, value) }) { return false }
    }
    if let values = object["enum"]?.arrayValue, !values.contains(value) { return false }
    if let constant = object["const"], constant != value { return false }
    if let reference = object["$ref"]?.stringValue, let target = documents.resolve(reference, from: schema.document),
      !admits(target, value, depth: depth + 1)
    {
      return false
    }
    for (index, member) in (object["allOf"]?.arrayValue ?? []).enumerated()
    where !admits(child(schema, ["allOf", String(index)], member), value, depth: depth + 1) {
      return false
    }
    for keyword in ["anyOf", "oneOf"] {
      guard let branches = object[keyword]?.arrayValue, !branches.isEmpty else { continue }
      let any = branches.enumerated().contains { index, branch in
        admits(child(schema, [keyword, String(index)], branch), value, depth: depth + 1)
      }
      if !any { return false }
    }
    return true
  }

  static func typeMatches(_ name: String, _ value: JSONValue) -> Bool {
    switch (name, value) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
      ("object", .object):
      true
    case ("integer", .number(let number)): number.isIntegral
    default: false
    }
  }
}
