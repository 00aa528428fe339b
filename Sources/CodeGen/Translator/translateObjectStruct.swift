import JSONCore
import JSONSchema

extension Translator {
  /// The object schemas a struct is made of: the schema itself and, flattened, every `allOf`
  /// member (and, from 2019-09, the `$ref` beside its constraints), each after its `$ref`s.
  ///
  /// A part that is not an object schema cannot be merged into a struct: that is an error.
  func objectParts(of place: SchemaPlace) throws(SchemaError) -> [(place: SchemaPlace, object: JSONObject)] {
    var parts: [(place: SchemaPlace, object: JSONObject)] = []
    var pending = [place]
    var seen: Set<SchemaPlace> = []
    while !pending.isEmpty {
      let current = pending.removeFirst()
      guard seen.insert(current).inserted, case .object(let object) = current.value else { continue }
      var members: [SchemaPlace] = []
      if object["$ref"] != nil {
        members.append(try followReferences(try navigator.reference(of: current)))
      }
      for index in (object["allOf"]?.arrayValue ?? []).indices {
        if let member = navigator.child(of: current, ["allOf", String(index)]) {
          members.append(try followReferences(member))
        }
      }
      if object.keys.contains(where: { Translator.objectKeywords.contains($0) }) || members.isEmpty {
        parts.append((current, object))
      }
      pending.insert(contentsOf: members, at: 0)
    }
    // A member that only constrains values (`{"minimum": 0}`, `{"required": […]}` is not one)
    // changes no Swift type: it refines the type of the others.
    let typed = parts.filter { !Translator.onlyConstrains($0.object) }
    if !typed.isEmpty, typed.count < parts.count {
      parts = typed
      // One schema left (`{"allOf": [{"type": "integer"}, {"minimum": 0}]}`): its type is the type.
      if parts.count == 1 { return parts }
    }
    // Parts that all say the same type that is not an object, beside constraints: OpenAPI 3.1's
    // `{"type": "string", "$ref": "#/components/schemas/Code", "maxLength": 8}` (2020-12 reads
    // the `$ref` and its siblings together). They narrow one value rather than add members, so
    // the type is the referenced schema's (a name beats a restatement).
    if parts.count > 1, Translator.restateOneScalarType(parts.map(\.object)) {
      return [parts.last { $0.place != place } ?? parts[0]]
    }
    // One schema says what the value is, however deep the `allOf`s that lead to it
    // (`{"allOf": [{"allOf": [{"type": "number"}]}]}`, or beside a `false` that admits nothing):
    // its type is the type.
    if parts.count == 1 { return parts }
    for part in parts where part.place != place || parts.count > 1 {
      guard Translator.isObjectSchema(part.object) else {
        let member = part.place == place ? "" : " (#\(part.place.pointer))"
        throw freeFormFallback(
          navigator.error(
            at: place,
            "cannot translate: an allOf member\(member) that is not an object schema cannot be merged into a struct"))
      }
    }
    return parts
  }

  static let objectKeywords: Set<String> = ["properties", "required", "additionalProperties", "type"]

  /// Whether `object` describes objects: its `type` says `object`, or it has none and object
  /// keywords.
  static func isObjectSchema(_ object: JSONObject) -> Bool {
    let type = object["type"]
    return type?.stringValue == "object" || type?.arrayValue?.contains("object") == true
      || (type == nil && object.keys.contains { objectKeywords.contains($0) })
  }

  /// Keywords that narrow the values of a type without giving one: a conditional
  /// (`if`/`then`/`else`, an `allOf` member of one each for several) too, which asks more of
  /// some values and declares no member every value has.
  static let constraintKeywords: Set<String> = [
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength",
    "pattern", "format", "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "not",
    "contentEncoding", "contentMediaType", "if", "then", "else",
  ]

  /// Whether every schema of `objects` gives the same `type`, naming no object, and has
  /// nothing but that `type`, its values, constraints, annotations and the `$ref`/`allOf` that
  /// joined them.
  static func restateOneScalarType(_ objects: [JSONObject]) -> Bool {
    let allowed = constraintKeywords.union(SchemaAnnotations.keywords).union(["type", "enum", "const", "$ref", "allOf"])
    var found: Set<String>?
    for object in objects {
      guard object.keys.allSatisfy(allowed.contains) else { return false }
      let types: Set<String>
      switch object["type"] {
      case .string(let name)?: types = [name]
      case .array(let names)?: types = Set(names.compactMap(\.stringValue))
      default: return false
      }
      guard !types.contains("object"), found == nil || found == types else { return false }
      found = types
    }
    return true
  }

  /// The `then` and `else` object schemas of `parts`' conditionals (`if`, or an `allOf` member
  /// holding one): their members are the struct's too, optional whatever they require, since
  /// only the values the `if` picks must have them (a card payment's `card`).
  func conditionalParts(of parts: [(place: SchemaPlace, object: JSONObject)]) -> [(
    place: SchemaPlace, object: JSONObject
  )] {
    var found: [(place: SchemaPlace, object: JSONObject)] = []
    var pending = parts.map(\.place)
    for part in parts {
      for index in (part.object["allOf"]?.arrayValue ?? []).indices {
        if let member = navigator.child(of: part.place, ["allOf", String(index)]) { pending.append(member) }
      }
    }
    var seen: Set<SchemaPlace> = []
    var next = 0
    // In document order: the members come out in the order the schema writes them.
    while next < pending.count {
      let place = pending[next]
      next += 1
      guard seen.insert(place).inserted, case .object(let object) = place.value, object["if"] != nil else { continue }
      for branch in ["then", "else"] {
        guard let child = navigator.child(of: place, [branch]), case .object(let branchObject) = child.value,
          Translator.isObjectSchema(branchObject)
        else { continue }
        found.append((child, branchObject))
        pending.append(child)
      }
    }
    return found
  }

  /// A schema of constraints and annotations only.
  static func onlyConstrains(_ object: JSONObject) -> Bool {
    !object.isEmpty
      && object.keys.allSatisfy { constraintKeywords.contains($0) || SchemaAnnotations.keywords.contains($0) }
  }

  /// An object schema (or the merge of its parts) as a struct.
  ///
  /// Each property's presence follows from `required` and nullability (``Presence``):
  /// PostgREST's rule makes a Swagger 2.0 property that is not required nullable too.
  ///
  /// `declaredAs` is the name of a struct that is a case of a union holding the schema's place
  /// (the `object` case of a type list, an alternative merged with the members beside its
  /// `oneOf`): it is declared by ``declareCase(of:_:_:)``, not at the schema's place.
  func translateObjectStruct(
    _ shape: TranslationShape, parts: [(place: SchemaPlace, object: JSONObject)], _ context: Context,
    declaredAs caseName: String? = nil
  ) throws(SchemaError) -> TypeUsage {
    let name = caseName ?? declare(shape.place, nullable: shape.nullable, context)
    let inner = self.context(inside: name, context)
    // Requiredness and nullability per property come from the schema facts (PostgREST's rule
    // included); a key any part requires is required.
    var required: Set<String> = []
    for part in parts { required.formUnion(navigator.facts?.shape(at: part.place).required ?? []) }
    var properties: [PropertyDeclaration] = []
    var keys: Set<String> = []
    var swiftNames: Set<String> = []
    var extra: StructDeclaration.ExtraMembers?
    for part in parts + conditionalParts(of: parts) {
      for property in navigator.facts?.shape(at: part.place).properties ?? [] where keys.insert(property.name).inserted
      {
        let isRequired = required.contains(property.name)
        // A key the schema forbids (`"legacy_id": false`): no value can be there, so the model
        // holds none. Required as well, it makes the schema unsatisfiable: translated, refused.
        if !isRequired, try followReferences(property.schema).value.boolValue == false { continue }
        let translated = try translate(property.schema, inner)
        let nullable = translated.nullable || property.isNullable
        let presence: Presence =
          switch (isRequired, nullable) {
          case (false, _) where holdsNull(translated.type): .optionalHoldingNull
          case (true, _) where holdsNull(translated.type): .required
          case (true, false): .required
          case (true, true): .requiredNullable
          case (false, false): .optional
          case (false, true): options.triState ? .triState : .optionalNullable
          }
        if presence == .triState { supportTypes.insert(.nullable) }
        var swiftName = names.property(property.name)
        swiftName = unique(swiftName, in: &swiftNames)
        properties.append(
          PropertyDeclaration(
            swiftName: swiftName, key: property.name, type: translated.type, presence: presence,
            documentation: Translator.lines(property.schema.value["description"]?.stringValue)))
      }
      let extras = Translator.extrasKeyword(part.object)
      if extra == nil, options.freeForm, part.object["properties"] != nil,
        part.object[extras]?.boolValue == true || part.object["patternProperties"] != nil
      {
        // Members the listed properties do not name, of any value: kept, so nothing is lost.
        extra = .init(swiftName: unique("additionalProperties", in: &swiftNames), type: freeFormValue())
      }
      if extra == nil, case .object? = part.object[extras], part.object["properties"] != nil,
        let valuePlace = navigator.child(of: part.place, [extras])
      {
        let value = try translate(valuePlace, inner)
        extra = .init(
          swiftName: unique("additionalProperties", in: &swiftNames),
          type: value.nullable ? .optional(value.type) : value.type)
      }
    }
    properties += try undeclaredRequiredMembers(parts, keys: &keys, swiftNames: &swiftNames, inner)
    // The written-out coding keys its members by `DynamicCodingKey`.
    if !properties.isEmpty || extra != nil { supportTypes.insert(.dynamicKey) }
    declarations[name] = .structure(
      StructDeclaration(
        name: name, documentation: documentation(shape.place, shape.object, context), properties: properties,
        extra: extra))
    return .named(name)
  }

  /// Whether `type` holds `null` itself (`JSONValue`, or an alias of it), so a key of it
  /// needs no `Optional` to say `null`.
  func holdsNull(_ type: TypeUsage) -> Bool {
    switch type {
    case .support(.jsonValue): return true
    case .named(let name):
      if case .alias(let alias)? = declarations[name] { return holdsNull(alias.type) }
      return false
    default: return false
    }
  }

  /// `name`, or `name2`, `name3`… when a sibling already has it.
  func unique(_ name: String, in taken: inout Set<String>) -> String {
    var candidate = name
    var number = 2
    while taken.contains(candidate) {
      candidate = name + String(number)
      number += 1
    }
    taken.insert(candidate)
    return candidate
  }
}
