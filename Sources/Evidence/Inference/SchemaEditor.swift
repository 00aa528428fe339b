public import JSONCore
public import JSONSchema

/// Applies ``SchemaAmendment``s to a schema document and lists the edits that do it, in an
/// order every edit's pointer is valid in: what an overlay's actions and a JSON Patch's
/// operations are written from.
///
/// Changes are made deepest first, so a change never moves a place a later one names. A
/// change that has to wrap its schema (`null` beside a `$ref`: `anyOf [<schema>, {type:
/// null}]`) replaces the schema whole, with every change already made inside it; the edits
/// inside are then not listed. Each other change is listed keyword by keyword: a keyword
/// set (replacing its value), a keyword removed, or a key added to `properties`.
public struct SchemaEditor {
  /// One edit of a document, at a pointer valid when it is applied.
  public enum Edit: Sendable, Hashable {
    /// Set `keyword` of the schema at `location` (replacing a value it had, when `existed`).
    case setKeyword(location: JSONPointer, keyword: String, value: JSONValue, existed: Bool)
    case removeKeyword(location: JSONPointer, keyword: String)
    /// Add `key` to the `properties` object of the schema at `location` (which has one).
    case addProperty(location: JSONPointer, key: String, value: JSONValue)
    /// Replace the schema at `location` whole.
    case replace(location: JSONPointer, value: JSONValue)
  }

  public let dialect: Dialect

  public init(dialect: Dialect) { self.dialect = dialect }

  /// `document` with `changes` made, and the edits that make them.
  public func apply(_ changes: [SchemaAmendment], to document: JSONValue) -> (document: JSONValue, edits: [Edit]) {
    let byLocation = Dictionary(grouping: changes, by: \.location)
    let locations = byLocation.keys.sorted { a, b in
      a.tokens.count != b.tokens.count ? a.tokens.count > b.tokens.count : a.description < b.description
    }
    var document = document
    var edits: [(location: JSONPointer, edits: [Edit])] = []
    var replaced: [JSONPointer] = []
    for location in locations {
      guard let before = location.resolve(in: document), case .object = before else { continue }
      let intents = Array(Set((byLocation[location] ?? []).map(\.intent)))
      let (after, wraps) = changed(before, intents)
      guard after != before || wraps else { continue }
      document = JSONEditing.setting(after, at: location, in: document)
      if wraps {
        // What was edited inside is in the whole replacement now.
        edits.removeAll { $0.location.tokens.starts(with: location.tokens) }
        edits.append((location, [.replace(location: location, value: after)]))
        replaced.append(location)
      } else {
        edits.append((location, keywordEdits(location, before, after)))
      }
    }
    return (document, edits.flatMap(\.edits))
  }

  /// The schema declaring a key recorded with `types` (names as ``PlaceValues/typeName(_:)``
  /// gives), the dialect's way: OpenAPI 3.0 and Swagger 2.0 have no type lists (one type, or
  /// none when several were recorded) and say `null` with their nullable keyword.
  static func declaration(ofTypes types: Set<String>, in dialect: Dialect) -> JSONValue {
    var names = types.subtracting(["null"])
    if names.contains("number") { names.remove("integer") }
    let sorted = names.sorted().map { JSONValue.string($0) }
    var schema = JSONObject()
    if let keyword = dialect.nullableKeyword {
      if sorted.count == 1 { schema["type"] = sorted[0] }
      if types.contains("null") { schema[keyword] = true }
    } else {
      let all = types.contains("null") ? sorted + ["null"] : sorted
      if all.count == 1 { schema["type"] = all[0] } else if !all.isEmpty { schema["type"] = .array(all) }
    }
    return .object(schema)
  }

  /// One declaration admitting what two do (`{"type": "boolean"}` and `{"type": "string"}`
  /// from two contracts' traffic): the union of their types. One that names no type admits
  /// every value, and so does the union.
  private func declaration(admitting first: JSONValue, and second: JSONValue) -> JSONValue {
    guard first != second else { return first }
    let declared = [first, second].map(declaredTypes)
    if let a = declared[0], let b = declared[1] { return SchemaEditor.declaration(ofTypes: a.union(b), in: dialect) }
    // Any value; `null` too where the dialect says it with a keyword and either said it.
    var schema = JSONObject()
    let nullable = [first, second].contains { dialect.marksNullable($0.objectValue ?? JSONObject()) }
    if nullable, let keyword = dialect.nullableKeyword { schema[keyword] = true }
    return .object(schema)
  }

  /// The types a declaration names, `null` included where its nullable keyword says so; `nil`
  /// when it names none.
  private func declaredTypes(_ schema: JSONValue) -> Set<String>? {
    var types: Set<String>
    switch schema["type"] {
    case .string(let name)?: types = [name]
    case .array(let names)?: types = Set(names.compactMap(\.stringValue))
    default: return nil
    }
    if dialect.marksNullable(schema.objectValue ?? JSONObject()) { types.insert("null") }
    return types
  }

  private func keywordEdits(_ location: JSONPointer, _ before: JSONValue, _ after: JSONValue) -> [Edit] {
    guard case .object(let old) = before, case .object(let new) = after else { return [] }
    var edits: [Edit] = []
    for member in new where old[member.key] != member.value {
      if member.key == "properties", case .object(let oldProperties)? = old["properties"],
        case .object(let newProperties) = member.value
      {
        for property in newProperties where oldProperties[property.key] == nil {
          edits.append(.addProperty(location: location, key: property.key, value: property.value))
        }
        continue
      }
      edits.append(
        .setKeyword(location: location, keyword: member.key, value: member.value, existed: old[member.key] != nil))
    }
    for member in old where new[member.key] == nil {
      edits.append(.removeKeyword(location: location, keyword: member.key))
    }
    return edits
  }

  /// `schema` with `intents` made, and whether it had to be wrapped.
  private func changed(_ schema: JSONValue, _ intents: [SchemaAmendment.Intent]) -> (JSONValue, wraps: Bool) {
    guard case .object(var object) = schema else { return (schema, false) }
    var allowNull = false
    var addedTypes: [String] = []
    // The keys declared here (not the schema's own): two contracts sharing the schema may
    // each declare one, from values of different types.
    var declared: Set<String> = []
    // Stable order whatever the order of the changes.
    for intent in intents.sorted(by: { "\($0)" < "\($1)" }) {
      switch intent {
      case .allowNull: allowNull = true
      case .addTypes(let types): addedTypes += types
      case .addEnumValues(let values):
        var list = object["enum"]?.arrayValue ?? []
        for value in values where !list.contains(value) { list.append(value) }
        object["enum"] = .array(list)
      case .removeEnumValues(let values):
        object["enum"] = .array((object["enum"]?.arrayValue ?? []).filter { !values.contains($0) })
      case .unrequire(let key):
        let list = (object["required"]?.arrayValue ?? []).filter { $0 != .string(key) }
        // Draft 4 (OpenAPI 3.0, Swagger 2.0) wants at least one name in `required`.
        if list.isEmpty { object["required"] = nil } else { object["required"] = .array(list) }
      case .require(let key):
        var list = object["required"]?.arrayValue ?? []
        if !list.contains(.string(key)) { list.append(.string(key)) }
        object["required"] = .array(list)
      case .declare(let key, let value):
        var properties = object["properties"]?.objectValue ?? JSONObject()
        if properties[key] == nil {
          properties[key] = value
          declared.insert(key)
        } else if declared.contains(key), let earlier = properties[key] {
          properties[key] = declaration(admitting: earlier, and: value)
        }
        object["properties"] = .object(properties)
      case .removeFormat:
        object["format"] = nil
      }
    }
    var result = JSONValue.object(object)
    var wraps = false
    if !addedTypes.isEmpty { (result, wraps) = addingTypes(addedTypes, to: object) }
    if allowNull {
      let (nullable, wrapped) = admittingNull(result)
      result = nullable
      wraps = wraps || wrapped
    }
    return (result, wraps)
  }

  /// Whether the schema's own keywords can be edited to admit more, or it has to be wrapped:
  /// a `$ref` (whose siblings draft 4–7 ignore) or a combinator that would still refuse.
  private static let wrapped: [String] = ["$ref", "allOf", "anyOf", "oneOf", "const", "not", "if"]

  private func addingTypes(_ types: [String], to object: JSONObject) -> (JSONValue, wraps: Bool) {
    if dialect == .swagger2_0 {
      // Swagger 2.0 has neither type lists nor `anyOf`: the schema stops saying a type.
      var object = object
      object["type"] = nil
      object["format"] = nil
      return (.object(object), false)
    }
    let needsWrap = dialect == .openAPI3_0 || SchemaEditor.wrapped.contains { object[$0] != nil }
    if needsWrap {
      let branches = [JSONValue.object(object)] + types.map { JSONValue.object(JSONObject([("type", .string($0))])) }
      return (.object(JSONObject([("anyOf", .array(branches))])), true)
    }
    var object = object
    var list = object["type"].map { $0.arrayValue ?? [$0] } ?? []
    for type in types where !list.contains(.string(type)) { list.append(.string(type)) }
    object["type"] = .array(list)
    return (.object(object), false)
  }

  private func admittingNull(_ schema: JSONValue) -> (JSONValue, wraps: Bool) {
    guard case .object(var object) = schema else { return (schema, false) }
    if let keyword = dialect.nullableKeyword {
      // Swagger 2.0 has no null: go-swagger's and NSwag's `x-nullable` goes beside a `$ref`
      // too. OpenAPI 3.0's letter ignores `nullable` beside `$ref` (this tool reads it, not
      // every tool does): there the reference goes under `allOf`.
      guard dialect == .openAPI3_0, object["$ref"] != nil else {
        object[keyword] = true
        return (.object(object), false)
      }
      return (.object(JSONObject([("allOf", .array([schema])), (keyword, .bool(true))])), true)
    }
    if SchemaEditor.wrapped.contains(where: { object[$0] != nil }) {
      return (.object(JSONObject([("anyOf", .array([schema, .object(JSONObject([("type", "null")]))]))])), true)
    }
    if let type = object["type"] {
      var list = type.arrayValue ?? [type]
      if !list.contains("null") { list.append("null") }
      object["type"] = .array(list)
    }
    if var values = object["enum"]?.arrayValue, !values.contains(.null) {
      values.append(.null)
      object["enum"] = .array(values)
    }
    return (.object(object), false)
  }
}

/// Setting a value at a pointer of a JSON value.
enum JSONEditing {
  /// `document` with the value at `pointer` replaced by `value`; unchanged when the pointer
  /// leads nowhere.
  static func setting(_ value: JSONValue, at pointer: JSONPointer, in document: JSONValue) -> JSONValue {
    guard let first = pointer.tokens.first else { return value }
    let rest = JSONPointer(Array(pointer.tokens.dropFirst()))
    switch document {
    case .object(var object):
      guard let child = object[first.text] else { return document }
      object[first.text] = setting(value, at: rest, in: child)
      return .object(object)
    case .array(var elements):
      guard let index = JSONPointer.arrayIndex(first), elements.indices.contains(index) else { return document }
      elements[index] = setting(value, at: rest, in: elements[index])
      return .array(elements)
    default:
      return document
    }
  }
}
