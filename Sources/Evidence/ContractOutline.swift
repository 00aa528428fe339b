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
  /// What the contract says at one place.
  public struct Place: Sendable {
    /// With index tokens (`.index(0)`) for array items: what ``SchemaFacts`` is asked with.
    public var pointer: JSONPointer
    /// ``TrafficEvidence/folded(_:)``: the key traffic is recorded under.
    public var folded: String
    public var facts: InstanceFacts
    /// The place's `oneOf`/`anyOf` branches, where it has two or more that are not just
    /// `null`: which one a recorded value could take is what coverage counts.
    public var alternatives: [UnionAlternative]
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
    /// Where a base's discriminator names the schemas that extend it (`Cat` extends `Pet`):
    /// the keys each value's extension declares, which a recorded cat's `huntingSkill` is.
    public var derivedKeys: DerivedKeys?
    /// Keys the place's object alternatives treat differently (one requires it, another leaves
    /// it optional or does not declare it: a cat's `meows`, a dog's optional `toy`), each with
    /// the alternatives that leave it optional, a bit per position in ``alternatives``
    /// (0: every branch that has it requires it). Whether objects carry such a key is
    /// evidence only among the objects of those branches: a cat lacking a dog's `toy` is no
    /// dog without a toy.
    public var branchMembers: [String: UInt64] = [:] {
      didSet { branchesCounted = branchMembers.values.reduce(0, |) }
    }
    /// Whether the place is an OpenAPI `writeOnly` property (a password), or below one: it
    /// "SHOULD NOT be sent as part of the response", so its presence is nothing to cover,
    /// require or loosen.
    public var isWriteOnly = false
    /// The alternatives some ``branchMembers`` key is optional in: an object that takes none of
    /// them has nothing of theirs to count.
    private(set) var branchesCounted: UInt64 = 0

    /// The one alternative `branches` names (a bit per position, as ``branchMembers``);
    /// `nil` for none, several, or a position past the 63rd (those share a bit).
    public func alternative(only branches: UInt64) -> UnionAlternative? {
      let position = branches.trailingZeroBitCount
      guard branches.nonzeroBitCount == 1, position < min(63, alternatives.count) else { return nil }
      return alternatives[position]
    }
  }

  /// The keys the extensions a base's discriminator names declare, by the value that names
  /// each (``SchemaFacts/derivedSchemas(at:)``).
  public struct DerivedKeys: Sendable {
    public var propertyName: String
    public var byValue: [String: Set<String>]

    /// From the alternatives at a place: those a base's discriminator names, with the
    /// properties each declares; `nil` without any.
    init?(_ alternatives: [UnionAlternative]) {
      var propertyName: String?
      var byValue: [String: Set<String>] = [:]
      for alternative in alternatives {
        guard let tag = alternative.tag else { continue }
        propertyName = tag.key
        for value in tag.values { byValue[value, default: []].formUnion(alternative.declared) }
      }
      guard let propertyName else { return nil }
      self.propertyName = propertyName
      self.byValue = byValue
    }

    /// The keys declared for `object`, by its discriminator's value; empty for any other.
    public func declared(in object: JSONObject) -> Set<String> {
      object[propertyName]?.stringValue.flatMap { byValue[$0] } ?? []
    }
  }

  /// Where one place sits in the walk.
  struct Link: Sendable {
    let parent: Int?
    /// The place's schemas: a place below with the same ones is a recursion.
    let signature: Set<SchemaLocation>
    /// The places listed below this one, in document order.
    var children: [Int] = []
    /// Whether the places below are still to be listed: past ``eagerPlaceLimit``, a place is
    /// listed when recorded traffic reaches it (``reach(_:at:)``).
    var isPending: Bool
  }

  /// The places, in the order they were listed (the walk's, then the traffic's). Read in place
  /// by the recording (`listed[i]`, not a copy): it runs for every recorded value.
  private(set) var listed: [Place] = []
  /// Beside `listed`, position for position.
  private var links: [Link] = []
  /// Positions in ``listed`` in document order, a parent before its members: kept as places
  /// are listed, since coverage reads the places in this order for every mutant fuzzing
  /// weighs.
  private(set) var documentOrder: [Int] = []
  /// The position in ``listed`` of each place, by its folded pointer.
  private(set) var index: [String: Int] = [:]
  /// How many listed places still have their children to list.
  private var pendingCount = 0
  /// Where the described value sits in a recorded payload (see ``init(schema:prefix:)``).
  private let prefix: JSONPointer
  /// The document's dialect at the contract's root: OpenAPI 3.0 and Swagger 2.0 spell
  /// `null` their own way, which inference must follow.
  public let dialect: Dialect
  /// The contract's root schema.
  public let root: SchemaLocation
  /// The schema facts the outline was read from: inference asks them for the documents
  /// its changes are in.
  public let schema: SchemaFacts

  /// The most places an outline lists before traffic is recorded, shallowest first. A schema
  /// of a large API can reach most of the API from one response (expandable fields, dozens of
  /// levels deep): what lies deeper is listed where the traffic goes, not the whole graph per
  /// contract. Our own contracts have at most a hundred places.
  public static let eagerPlaceLimit = 500
  /// The most places one outline lists, with those the traffic reached.
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
    self.prefix = prefix
    guard add(schema.facts(at: .root), parent: nil) != nil else { return }
    // Breadth first, so a limit leaves out the deepest places rather than a contract's own
    // later members; each place's facts are read from its parent's (one step, not a walk
    // from the root).
    var next = 0
    while next < listed.count, listed.count < ContractOutline.eagerPlaceLimit {
      if links[next].isPending { list(below: next, limit: ContractOutline.eagerPlaceLimit) }
      next += 1
    }
    orderPlaces()
  }

  /// Places in document order, a parent before its members.
  public var places: [Place] { documentOrder.map { listed[$0] } }

  /// Sets ``documentOrder`` from the places listed so far.
  private mutating func orderPlaces() {
    var order: [Int] = []
    order.reserveCapacity(listed.count)
    var stack = listed.isEmpty ? [] : [0]
    while let node = stack.popLast() {
      order.append(node)
      stack += links[node].children.reversed()
    }
    documentOrder = order
  }

  /// Whether every place the schema describes (within ``depthLimit``) is listed: not so for
  /// a schema with more than ``eagerPlaceLimit`` places, below the places traffic reached.
  public var isComplete: Bool { pendingCount == 0 }

  /// Lists the places `value`, recorded at `prefix` of a payload, reaches that are not yet
  /// listed, so that its recording finds them (``TrafficEvidence/record(_:at:outline:source:)``).
  public mutating func reach(_ value: JSONValue, at prefix: JSONPointer = .root) {
    guard pendingCount > 0, let start = index[folded(prefix)] else { return }
    let count = listed.count
    defer { if listed.count != count { orderPlaces() } }
    var stack = [(value, start)]
    while let (value, node) = stack.popLast() {
      if links[node].isPending, value.objectValue != nil || value.arrayValue != nil {
        list(below: node, limit: ContractOutline.placeLimit)
      }
      let place = listed[node].folded
      switch value {
      case .object(let object):
        let mapKeys = listed[node].mapKeys
        for member in object {
          let entry = mapKeys.map { !$0.contains(member.key) } ?? false
          if let child = index[entry ? place + "/*" : place + "/" + JSONPointer.escape(member.key)] {
            stack.append((member.value, child))
          }
        }
      case .array(let elements):
        guard let child = index[place + "/*"] else { break }
        for element in elements { stack.append((element, child)) }
      default:
        break
      }
    }
  }

  /// Lists the places directly below `node` (its members, an array's items, a map's
  /// entries), while the outline has fewer than `limit`; a node cut short stays pending, and
  /// a later call lists the rest (those listed already are passed over).
  private mutating func list(below node: Int, limit: Int) {
    let place = listed[node]
    var tokens: [JSONPointer.Token] = place.facts.propertyOrder.map { .key($0) }
    // An array's items, or a map's entries: a position token, which the schema facts read as
    // a key no property names (the `additionalProperties` schema) at an object.
    if place.facts.types.contains(.array) || place.mapKeys != nil { tokens.append(.index(0)) }
    for token in tokens {
      guard listed.count < limit else { return }
      if let child = add(schema.facts(at: token, below: place.facts), parent: node) {
        links[node].children.append(child)
      }
    }
    // The members only a base's extensions declare (a cat's `huntingSkill`), each as the
    // kinds that declare it describe it; their objects alone are its evidence
    // (``Place/branchMembers``).
    for (key, kinds) in extensionMembers(of: place) {
      guard listed.count < limit else { return }
      if let child = add(schema.facts(at: .key(key), below: place.facts, in: kinds), parent: node) {
        links[node].children.append(child)
      }
    }
    links[node].isPending = false
    pendingCount -= 1
  }

  /// The keys the extensions a base's discriminator names declare and the base does not, in
  /// the order the extensions write them, each with the extensions that declare it.
  private func extensionMembers(of place: Place) -> [(key: String, kinds: [UnionAlternative])] {
    guard place.mapKeys == nil else { return [] }
    let own = Set(place.facts.propertyOrder)
    var members: [(key: String, kinds: [UnionAlternative])] = []
    var position: [String: Int] = [:]
    for kind in place.alternatives where kind.tag != nil {
      for part in kind.parts {
        for property in schema.shape(at: part).properties where !own.contains(property.name) {
          if let known = position[property.name] {
            if !members[known].kinds.contains(where: { $0.location == kind.location }) {
              members[known].kinds.append(kind)
            }
          } else {
            position[property.name] = members.count
            members.append((property.name, [kind]))
          }
        }
      }
    }
    return members
  }

  /// ``Place/branchMembers`` of a place with `alternatives`. A key the place's `own` schemas
  /// declare is declared in every branch; one its facts require is no branch's to decide.
  private func branchMembers(_ alternatives: [UnionAlternative], at facts: InstanceFacts, own: [SchemaLocation])
    -> [String: UInt64]
  {
    let objects = alternatives.enumerated().filter { $0.element.admitsType(of: .object(JSONObject())) }
    guard objects.count >= 2 else { return [:] }
    let ownDeclared = Set(own.flatMap { schema.shape(at: $0).properties.map(\.name) })
    enum Treatment { case undeclared, optional, required }
    var members: [String: UInt64] = [:]
    let keys = Set(objects.flatMap { $0.element.declared.union($0.element.required) })
    for key in keys where !facts.isRequired(key) {
      var optionalIn: UInt64 = 0
      var treatments = Set<Treatment>()
      for (position, alternative) in objects {
        let treatment: Treatment =
          alternative.required.contains(key)
          ? .required : alternative.declared.contains(key) || ownDeclared.contains(key) ? .optional : .undeclared
        treatments.insert(treatment)
        if treatment == .optional { optionalIn |= 1 << min(position, 63) }
      }
      if treatments.count > 1 { members[key] = optionalIn }
    }
    return members
  }

  /// Adds the place `facts` describe below `parent`; `nil` when the schema does not describe
  /// it or it is listed already.
  private mutating func add(_ facts: InstanceFacts, parent: Int?) -> Int? {
    guard facts.isDescribed else { return nil }
    let pointer = facts.instanceLocation
    let payloadPointer = prefix.appending(pointer)
    let folded = TrafficEvidence.folded(payloadPointer)
    guard index[folded] == nil else { return nil }
    let isMap = schema.isMap(facts)
    // A place whose schemas repeat an enclosing place's is a recursion: listed, not walked,
    // and its alternatives not counted again.
    let signature = Set(facts.schemas)
    var ancestor = parent
    var recursive = false
    while let current = ancestor, !recursive {
      recursive = links[current].signature == signature
      ancestor = links[current].parent
    }
    let union = schema.unionAlternatives(at: facts)
    let alternatives = recursive ? [] : union
    // Under a union, the schemas all its branches are made of (a discriminated base) or none
    // are: the place's own. One only some branches are made of (`Session` of `oneOf [Session,
    // User]`) names no key of the place, nor the place.
    let parts = alternatives.map { Set($0.parts) }
    let own = facts.schemas.filter { location in
      parts.allSatisfy { $0.contains(location) } || !parts.contains { $0.contains(location) }
    }
    var place = Place(
      pointer: payloadPointer, folded: folded, facts: facts, alternatives: alternatives,
      minItems: ContractOutline.minItems(facts),
      isMember: pointer.last.map { if case .key = $0 { true } else { false } } ?? false,
      // A map's other keys are entries the schema describes, not undeclared ones.
      declaredKeys: facts.propertyOrder.isEmpty || isMap ? nil : Set(facts.propertyOrder),
      schemaName: ContractOutline.schemaName(of: own), mapKeys: isMap ? Set(facts.propertyOrder) : nil)
    place.isWriteOnly =
      parent.map { listed[$0].isWriteOnly } ?? false
      || facts.schemas.contains(where: SchemaFacts.marksWriteOnly)
    if !isMap {
      // A recursion's extensions still declare what its cats carry.
      place.derivedKeys = DerivedKeys(union)
      place.branchMembers = branchMembers(alternatives, at: facts, own: own)
    }
    // Pending: a place with places below it (members, items, entries) still to list.
    let hasPlacesBelow = !facts.propertyOrder.isEmpty || facts.types.contains(.array) || isMap
    let pending = hasPlacesBelow && !recursive && pointer.tokens.count < ContractOutline.depthLimit
    index[folded] = listed.count
    listed.append(place)
    links.append(Link(parent: parent, signature: signature, isPending: pending))
    if pending { pendingCount += 1 }
    return listed.count - 1
  }

  /// The place recorded under `folded`, when the contract describes it.
  public func place(_ folded: String) -> Place? { index[folded].map { listed[$0] } }

  /// The place `pointer` (into a payload) is recorded under: array positions folded, as
  /// ``TrafficEvidence/folded(_:)`` folds them, and a map's entries too (`/titles/fr/text` →
  /// `/titles/*/text`).
  public func folded(_ pointer: JSONPointer) -> String {
    var text = ""
    for token in pointer.tokens {
      if JSONPointer.arrayIndex(token) != nil {
        text += "/*"
      } else if let place = index[text], let keys = listed[place].mapKeys, !keys.contains(token.text) {
        text += "/*"
      } else {
        text += "/" + JSONPointer.escape(token.text)
      }
    }
    return text
  }

  /// Whether the outline describes anything: a contract without a schema has an empty one.
  public var isEmpty: Bool { listed.isEmpty }

  /// The first of `locations` (schemas that apply, in order: the `$ref` target of a property,
  /// a contract's own schema before those its `allOf` brings in) that is a schema of a
  /// document's `components/schemas`, `definitions` or `$defs`, by its name.
  static func schemaName(of locations: [SchemaLocation]) -> String? {
    for location in locations {
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
}
