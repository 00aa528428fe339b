import JSONCore

/// A draft-03 document read as the draft-04 document that means the same, so every draft
/// this package implements (and `contract generate`) reads the schemas older generators and
/// test corpora still ship.
///
/// Draft 3 spells four things otherwise: `"required": true` inside a property's schema (draft
/// 4 lists the names in the object's `required`), schemas inside a `type` list and
/// `disallow` (draft 4: `anyOf` and `not`), `extends` (`allOf`) and `divisibleBy`
/// (`multipleOf`); a `dependencies` value may be one property name. The rest is draft 4's.
/// Only the subschema positions draft 3 defines are rewritten, never `enum` or `default`
/// values that happen to look like schemas.
enum Draft3Upgrade {
  static let draft4URI = "http://json-schema.org/draft-04/schema#"

  /// Whether `root` says it is a draft-03 schema.
  static func applies(to root: JSONValue) -> Bool {
    guard let uri = root["$schema"]?.stringValue else { return false }
    var text = Substring(uri)
    if text.hasSuffix("#") { text = text.dropLast() }
    return text == "http://json-schema.org/draft-03/schema" || text == "https://json-schema.org/draft-03/schema"
  }

  /// `root` as draft 4.
  static func upgrade(_ root: JSONValue) -> JSONValue {
    guard case .object(var object) = upgrade(schema: root) else { return root }
    object["$schema"] = .string(draft4URI)
    return .object(object)
  }

  private static func upgrade(schema: JSONValue) -> JSONValue {
    guard case .object(let original) = schema else { return schema }
    var object = JSONObject()
    var required: [String] = []
    for member in original.members {
      switch member.key {
      case "required" where member.value.boolValue != nil:
        continue  // said on the parent's `required`, below
      case "properties", "patternProperties", "definitions":
        guard case .object(let children) = member.value else { fallthrough }
        var upgraded = JSONObject()
        for child in children.members {
          if member.key == "properties", child.value["required"]?.boolValue == true { required.append(child.key) }
          upgraded[child.key] = upgrade(schema: child.value)
        }
        object[member.key] = .object(upgraded)
      case "additionalProperties", "additionalItems", "not":
        object[member.key] = upgrade(schema: member.value)
      case "items":
        if case .array(let schemas) = member.value {
          object["items"] = .array(schemas.map(upgrade(schema:)))
        } else {
          object["items"] = upgrade(schema: member.value)
        }
      case "dependencies":
        guard case .object(let dependencies) = member.value else { fallthrough }
        var upgraded = JSONObject()
        for dependency in dependencies.members {
          switch dependency.value {
          case .string(let name): upgraded[dependency.key] = .array([.string(name)])
          case .object: upgraded[dependency.key] = upgrade(schema: dependency.value)
          default: upgraded[dependency.key] = dependency.value
          }
        }
        object["dependencies"] = .object(upgraded)
      case "type":
        let (types, schemas) = alternatives(member.value)
        // "any", alone or in the list, allows every type: no constraint.
        if types.contains("any") { continue }
        if schemas.isEmpty {
          object["type"] = member.value
        } else {
          append(.array(types.map { .object(JSONObject([("type", .string($0))])) } + schemas), to: "anyOf", in: &object)
        }
      case "disallow":
        let (types, schemas) = alternatives(member.value)
        let disallowed = types.map { type -> JSONValue in
          type == "any" ? .object(JSONObject()) : .object(JSONObject([("type", .string(type))]))
        } + schemas
        append(.array([.object(JSONObject([("not", .object(JSONObject([("anyOf", .array(disallowed))])))]))]), to: "allOf", in: &object)
      case "extends":
        let extended: [JSONValue] =
          if case .array(let schemas) = member.value { schemas.map(upgrade(schema:)) } else { [upgrade(schema: member.value)] }
        append(.array(extended), to: "allOf", in: &object)
      case "divisibleBy":
        object["multipleOf"] = member.value
      default:
        object[member.key] = member.value
      }
    }
    if !required.isEmpty { object["required"] = .array(required.map(JSONValue.string)) }
    return .object(object)
  }

  /// A `type` or `disallow` value: its type names, and its schemas (upgraded).
  private static func alternatives(_ value: JSONValue) -> (types: [String], schemas: [JSONValue]) {
    let items: [JSONValue] = if case .array(let items) = value { items } else { [value] }
    var types: [String] = []
    var schemas: [JSONValue] = []
    for item in items {
      if let name = item.stringValue { types.append(name) } else { schemas.append(upgrade(schema: item)) }
    }
    return (types, schemas)
  }

  /// Adds `list`'s schemas to the array keyword `key` (`allOf`, `anyOf`) of `object`.
  private static func append(_ list: JSONValue, to key: String, in object: inout JSONObject) {
    guard case .array(let added) = list else { return }
    if case .array(let existing)? = object[key] {
      object[key] = .array(existing + added)
    } else {
      object[key] = .array(added)
    }
  }
}
