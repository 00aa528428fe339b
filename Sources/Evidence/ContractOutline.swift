public import JSONCore
public import JSONSchema

/// What a contract says at each place its responses can have, by folded place
/// (`/users/*/email`), read once from the schema-facts API: the frame that the traffic is
/// recorded against, that coverage counts and that inference edits.
///
/// A place is an instance location the schema describes: the root, each declared property,
/// each array's items, followed through `$ref`, `allOf` and every `oneOf`/`anyOf` branch
/// (``SchemaFacts/facts(at:in:)`` without an instance). A map's entries (``SchemaFacts/isMap(_:)``:
/// `additionalProperties` with a schema) are one place, `*` after the map's (`/titles/*`): their
/// keys are data, not places, and every entry is a sample of that place, as every element of an
/// array is of its items'.
/// A place whose schemas repeat an enclosing place's (a recursive schema: a comment's
/// replies) is listed once and not walked again, so the outline is finite.
public struct ContractOutline: Sendable {
  /// One `oneOf`/`anyOf` branch at a place, when a place has two or more that are not just
  /// `null`: which one a recorded value could take is what coverage counts.
  public struct Alternative: Sendable {
    /// `oneOf` or `anyOf`.
    public var keyword: String
    public var index: Int
    public var location: SchemaLocation
    /// The branch's title, its `$ref` target's name, or `#index`.
    public var label: String
    let test: BranchTest
  }

  /// What the contract says at one place.
  public struct Place: Sendable {
    /// With index tokens (`.index(0)`) for array items: what ``SchemaFacts`` is asked with.
    public var pointer: JSONPointer
    /// ``TrafficEvidence/folded(_:)``: the key traffic is recorded under.
    public var folded: String
    public var facts: InstanceFacts
    public var alternatives: [Alternative]
    /// The fewest items an array here may have (`minItems`, 0 without one).
    public var minItems: Int
    /// Whether the place is a member of an object (the last token a key) rather than the
    /// root or an array's items: only members can be absent.
    public var isMember: Bool
    /// The keys declared here (objects), for telling recorded keys the contract does not
    /// document; `nil` when no applicable schema declares properties, or when the place is a
    /// map (its other keys are entries, ``mapKeys``).
    public var declaredKeys: Set<String>?
    /// The name of the schema that describes the place, when one has a name: a schema of a
    /// document's `components/schemas`, `definitions` or `$defs` (`Account`), which one change
    /// fixes wherever it is used.
    public var schemaName: String?
    /// For a map, the keys it declares as properties: each other key of an object recorded
    /// here is an entry, recorded at the place's `*` child. `nil` for any other place.
    public var mapKeys: Set<String>?
  }

  /// Places in document order, a parent before its members.
  public let places: [Place]
  private let index: [String: Int]
  /// The document's dialect at the contract's root: OpenAPI 3.0 and Swagger 2.0 spell
  /// `null` their own way, which inference must follow.
  public let dialect: Dialect
  /// The contract's root schema.
  public let root: SchemaLocation
  /// The schema facts the outline was read from: inference asks them for the documents
  /// its changes are in.
  public let schema: SchemaFacts

  /// The most places one outline lists: a schema generated from a large API stays bounded.
  public static let placeLimit = 20_000
  /// The deepest place (in tokens) an outline walks to.
  public static let depthLimit = 32

  /// - Parameters:
  ///   - schema: the contract's schema facts.
  ///   - prefix: where the described value sits in a recorded payload: `/0` for the rows of
  ///     an array-envelope contract, so places read as the payload's (`/*/id`), as
  ///     ``TrafficEvidence`` records them.
  public init(schema: SchemaFacts, prefix: JSONPointer = .root) {
    root = schema.root
    dialect = schema.root.dialect
    self.schema = schema
    var places: [Place] = []
    var index: [String: Int] = [:]
    // Depth-first, so each place can know the schema sets of the places around it.
    var stack: [(pointer: JSONPointer, ancestors: [Set<SchemaLocation>])] = [(.root, [])]
    while let (pointer, ancestors) = stack.popLast(), places.count < ContractOutline.placeLimit {
      let facts = schema.facts(at: pointer)
      guard facts.isDescribed else { continue }
      let payloadPointer = prefix.appending(pointer)
      let folded = TrafficEvidence.folded(payloadPointer)
      guard index[folded] == nil else { continue }
      let signature = Set(facts.schemas)
      let isMap = schema.isMap(facts)
      var place = Place(
        pointer: payloadPointer, folded: folded, facts: facts,
        alternatives: ContractOutline.alternatives(facts, schema),
        minItems: ContractOutline.minItems(facts),
        isMember: pointer.last.map { if case .key = $0 { true } else { false } } ?? false,
        // A map's other keys are entries the schema describes, not undeclared ones.
        declaredKeys: facts.propertyOrder.isEmpty || isMap ? nil : Set(facts.propertyOrder),
        schemaName: ContractOutline.schemaName(facts), mapKeys: isMap ? Set(facts.propertyOrder) : nil)
      if ancestors.contains(signature) { place.alternatives = [] }
      index[folded] = places.count
      places.append(place)
      guard !ancestors.contains(signature), pointer.tokens.count < ContractOutline.depthLimit else { continue }
      var children: [JSONPointer] = facts.propertyOrder.map { pointer.appending(key: $0) }
      // An array's items, or a map's entries: a position token, which the schema facts read as
      // a key no property names (the `additionalProperties` schema) at an object.
      if facts.types.contains(.array) || place.mapKeys != nil { children.append(pointer.appending(index: 0)) }
      for child in children.reversed() { stack.append((child, ancestors + [signature])) }
    }
    self.places = places
    self.index = index
  }

  /// The place recorded under `folded`, when the contract describes it.
  public func place(_ folded: String) -> Place? { index[folded].map { places[$0] } }

  /// The position in ``places`` of the place recorded under `folded`.
  func index(of folded: String) -> Int? { index[folded] }

  /// The place `pointer` (into a payload) is recorded under: array positions folded, as
  /// ``TrafficEvidence/folded(_:)`` folds them, and a map's entries too (`/titles/fr/text` →
  /// `/titles/*/text`).
  public func folded(_ pointer: JSONPointer) -> String {
    var text = ""
    for token in pointer.tokens {
      if JSONPointer.arrayIndex(token) != nil {
        text += "/*"
      } else if let place = index[text], let keys = places[place].mapKeys, !keys.contains(token.text) {
        text += "/*"
      } else {
        text += "/" + JSONPointer.escape(token.text)
      }
    }
    return text
  }

  /// Whether the outline describes anything: a contract without a schema has an empty one.
  public var isEmpty: Bool { places.isEmpty }

  /// The first named schema among those that apply: the `$ref` target of a property, a
  /// contract's own schema before those its `allOf` brings in.
  private static func schemaName(_ facts: InstanceFacts) -> String? {
    for location in facts.schemas {
      let tokens = location.pointer.tokens
      guard tokens.count >= 2, case .key(let name) = tokens[tokens.count - 1],
        case .key(let container) = tokens[tokens.count - 2],
        ["schemas", "definitions", "$defs"].contains(container)
      else { continue }
      return name
    }
    return nil
  }

  private static func minItems(_ facts: InstanceFacts) -> Int {
    facts.schemas.compactMap { $0.value["minItems"]?.numberValue?.int64 }.map { Int($0) }.max() ?? 0
  }

  private static func alternatives(_ facts: InstanceFacts, _ schema: SchemaFacts) -> [Alternative] {
    var found: [Alternative] = []
    var seen = Set<SchemaLocation>()
    for location in facts.schemas {
      let shape = schema.shape(at: location)
      for (keyword, branches) in [("oneOf", shape.oneOf), ("anyOf", shape.anyOf)] {
        // A branch that admits only `null` is the place's nullability, counted as such.
        let real = branches.enumerated().filter { schema.admittedTypes(at: $0.element) != [.null] }
        guard real.count >= 2 else { continue }
        for (position, branch) in real where seen.insert(branch).inserted {
          found.append(
            Alternative(
              keyword: keyword, index: position, location: branch, label: label(branch, position, schema),
              test: BranchTest(branch, schema)))
        }
      }
    }
    return found
  }

  private static func label(_ branch: SchemaLocation, _ position: Int, _ schema: SchemaFacts) -> String {
    let shape = schema.shape(at: branch)
    if let title = shape.title { return title }
    if let target = shape.reference, case .key(let name)? = target.pointer.last { return name }
    return "#\(position)"
  }
}

/// Whether a recorded value could take one `oneOf`/`anyOf` branch: its type, and for an
/// object the keys the branch requires and the single-valued properties (discriminators)
/// it declares, through the branch's `$ref` and `allOf`.
///
/// Cheaper than validating against the branch, and enough for what coverage asks (which
/// shapes of a union the traffic has); a value two branches admit counts for both.
struct BranchTest: Sendable {
  let types: Set<SchemaType>
  let required: [String]
  let constants: [(key: String, value: JSONValue)]

  init(_ branch: SchemaLocation, _ schema: SchemaFacts) {
    types = schema.admittedTypes(at: branch)
    var required: [String] = []
    var constants: [(String, JSONValue)] = []
    var pending = [branch]
    var visited = Set<SchemaLocation>()
    while let location = pending.popLast(), visited.count < 16 {
      guard visited.insert(location).inserted else { continue }
      let shape = schema.shape(at: location)
      required += shape.required
      for property in shape.properties {
        if let values = schema.shape(at: property.schema).enumValues, values.count == 1 {
          constants.append((property.name, values[0]))
        }
      }
      if let reference = shape.reference { pending.append(reference) }
      pending += shape.allOf
    }
    self.required = required
    self.constants = constants
  }

  func admits(_ value: JSONValue) -> Bool {
    guard !types.isDisjoint(with: SchemaType.of(value)) else { return false }
    guard case .object(let object) = value else { return true }
    for key in required where object[key] == nil { return false }
    for (key, expected) in constants {
      if let actual = object[key], actual != expected { return false }
    }
    return true
  }
}
