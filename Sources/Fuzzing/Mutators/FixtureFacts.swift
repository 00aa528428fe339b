public import JSONCore
public import JSONSchema

/// What a contract says about each place of one fixture: the operators' data.
///
/// Read once per fixture from the contract's ``SchemaFacts`` (the JSON Schema module's
/// answers, through every `$ref`, draft and dialect the validator knows): an object's
/// `required` keys (drop-optional drops only the others), whether a string is a timestamp
/// (date-format), an enum's values (enum-unknown picks one outside them). A place no schema
/// describes has no node; operators that need the contract then leave it alone.
public struct FixtureFacts: Sendable {
  public struct Node: Sendable, Hashable {
    /// Keys some applicable schema requires (objects).
    public var required: Set<String> = []
    /// The allowed values, when an applicable schema has `enum` (or `const`).
    public var enumValues: [JSONValue]?
    /// Whether an applicable schema says the string is a timestamp (`format: date-time`, or
    /// PostgREST's `timestamp with time zone`).
    public var isTimestamp = false
    /// The first `format` an applicable schema gives (`numeric`, `double precision`, `uuid`).
    public var format: String?
    /// Whether the applicable schemas admit `null` here (a required but nullable value, as
    /// GitHub's API has them, is `null` without being absent).
    public var isNullable = false
    /// For an object whose schema declares its keys and lets others through
    /// (`additionalProperties` not false): the declared keys. A recorded key outside them is
    /// one the contract does not document; `nil` for a closed object or a map (its other keys
    /// are entries: ``SchemaFacts/isMap(_:)``).
    public var declaredKeys: Set<String>?
    /// At a base's discriminating property (`petType`, where `Cat` and `Dog` extend `Pet`):
    /// the values that name its extensions. A new one is the backend's new kind of pet
    /// (enum-unknown writes it).
    public var discriminatorValues: [JSONValue]?

    public init() {}
  }

  /// By pointer text: a pointer built with index tokens (`.index(0)`) and one read back from
  /// text (`.key("0")`) name the same place.
  private var nodes: [String: Node]

  public init(nodes: [JSONPointer: Node] = [:]) {
    self.nodes = Dictionary(nodes.map { ($0.key.description, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  /// The facts of every place of `value`, as `schema` describes it.
  public init(schema: SchemaFacts, value: JSONValue) {
    nodes = [:]
    let places = schema.facts(throughout: value)
    for place in places where place.isDescribed {
      var node = Node()
      node.required = Set(place.requiredKeys)
      node.enumValues = place.enumValues
      node.isTimestamp = place.isTimestamp
      node.format = place.formats.first
      node.isNullable = place.isNullable
      if place.allowsAdditionalKeys, !place.propertyOrder.isEmpty, !schema.isMap(place) {
        node.declaredKeys = Set(place.propertyOrder)
      }
      nodes[place.instanceLocation.description] = node
    }
    // The discriminating properties, once every place is read: a base's members are its
    // children.
    for place in places where place.isDescribed {
      guard let derived = place.schemas.lazy.compactMap({ schema.derivedSchemas(at: $0) }).first else { continue }
      let tag = place.instanceLocation.appending(key: derived.propertyName).description
      var values: [JSONValue] = []
      for named in derived.cases where !values.contains(.string(named.value)) { values.append(.string(named.value)) }
      nodes[tag, default: Node()].discriminatorValues = values
    }
  }

  /// No contract knowledge: only operators that need none apply.
  public static let none = FixtureFacts()

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
    // A key the contract does not declare is not "optional": the contract says nothing of it,
    // and a probe built on it would test the contract's silence (a schema-gap), not the model.
    if let declared = node.declaredKeys, !declared.contains(key) { return false }
    return !node.required.contains(key)
  }

  /// Whether the contract requires the member `pointer` names.
  public func isRequiredMember(_ pointer: JSONPointer) -> Bool {
    guard let parent = pointer.parent, case .key(let key)? = pointer.last, let node = nodes[parent.description] else {
      return false
    }
    return node.required.contains(key)
  }
}
