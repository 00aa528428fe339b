import Foundation
import JSONCore
import JSONSchema

/// The name a schema's type gets, from where the schema is, so it does not depend on the
/// order the translator meets it in.
///
/// Start from the document: the file's stem (`user-profile.schema.json` → `UserProfile`), or
/// its root's `title`. Then read the pointer to the schema step by step:
///
/// | step | name |
/// |---|---|
/// | `definitions/X`, `$defs/X`, `components/schemas/X`, a top-level `X` of a file of named schemas | `X` (starts over) |
/// | `properties/address` | parent + `Address` |
/// | `items` | parent + `Item` |
/// | `prefixItems/0`, `items/0` | parent + `Item0` |
/// | `additionalProperties` | parent + `Value` |
/// | `anyOf/0`, `oneOf/0` | parent + the `const` of the alternative's first constant property (`Circle`), else `Object` for the one object among alternatives of other types, else `Option1`; nothing when the others only accept `null` |
/// | `allOf/0`, `then`, `else` | parent |
/// | `paths/<route>/<method>/…/schema` | from the operation (``operationName(_:in:)``): `ListUsersResponse`, `SignUpResponse200` |
/// | `components/responses/X/content/<media>/schema`, `components/requestBodies/X/…` | `X` (``sharedBodyName(_:in:)``) |
///
/// A `title` on any schema along the way wins from there on, but for an API document's own
/// definitions: their key is the name every OpenAPI tool and the API's documentation use
/// (GitHub's `nullable-simple-user`, titled "Simple User", is `NullableSimpleUser`, not a
/// second `SimpleUser`). A name Swift or Foundation
/// already uses (`Error`, `Date`) gets `Model` added; a name taken by another schema gets
/// `2`, `3`, … in the order the schemas are read.
extension Translator {
  func baseName(for place: SchemaPlace) -> String {
    let root = navigator.documentRoot(of: place)
    var name = names.type(SchemaParser.stem(navigator.documentName(of: place)))
    if Dialect.apiDialect(ofDocument: root) == nil, let title = root["title"]?.stringValue { name = names.type(title) }
    let isAPIDocument = Dialect.apiDialect(ofDocument: root) != nil
    let tokens = place.pointer.tokens.map(\.text)
    var index = 0
    var prefix = JSONPointer.root
    func step(_ count: Int) {
      for offset in 0..<count where index + offset < tokens.count {
        prefix = prefix.appending(key: tokens[index + offset])
      }
      index += count
    }
    while index < tokens.count {
      // Whether this step named an API document's definition by its key.
      var keyed = false
      let token = tokens[index]
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      if index == 0, isAPIDocument,
        let operation = operationName(tokens, in: root) ?? sharedBodyName(tokens, in: root)
      {
        name = operation.name
        step(operation.consumed)
        if let title = prefix.resolve(in: root)?["title"]?.stringValue { name = names.type(title) }
        continue
      }
      switch token {
      case "definitions", "$defs":
        if let next { name = names.type(next) }
        keyed = isAPIDocument && index == 0
        step(2)
      case "components" where next == "schemas" && index + 2 < tokens.count:
        name = names.type(tokens[index + 2])
        keyed = isAPIDocument && index == 0
        step(3)
      case "properties", "patternProperties", "dependentSchemas":
        if let next { name += names.type(next) }
        step(2)
      case "items", "prefixItems":
        if let next, let position = Int(next) {
          name += "Item\(position)"
          step(2)
        } else {
          name += "Item"
          step(1)
        }
      case "additionalProperties":
        name += "Value"
        step(1)
      case "anyOf", "oneOf":
        let container = prefix.appending(key: token).resolve(in: root)?.arrayValue ?? []
        let position = next.flatMap { Int($0) } ?? 0
        let others = container.enumerated().filter { $0.offset != position && !Translator.isNullSchema($0.element) }
        if !others.isEmpty {
          let member = position < container.count ? container[position] : .null
          name +=
            Translator.constantName(of: member).map(names.type)
            ?? Translator.alternativeName(member, at: position, among: container)
        }
        step(2)
      case "allOf":
        step(2)
      case "then", "else":
        // A conditional's members are the struct's (`conditionalParts(of:)`): named as its own.
        step(1)
      default:
        // A file of named schemas (`common.yaml` with `Error:` and `Owner:` at the top, as
        // multi-file API descriptions keep them) names them as `definitions` would.
        if index == 0, !isAPIDocument, Translator.holdsNamedSchemas(root) {
          name = names.type(token)
        } else {
          name += names.type(token)
        }
        step(1)
      }
      if !keyed, let title = prefix.resolve(in: root)?["title"]?.stringValue, !prefix.isRoot {
        name = names.type(title)
      }
    }
    return name
  }

  /// A name no other type has taken.
  func uniqueName(_ base: String) -> String {
    var candidate = SwiftNames.reservedTypes.contains(base) ? base + "Model" : base
    var number = 2
    let stem = candidate
    while usedNames.contains(candidate) {
      candidate = stem + String(number)
      number += 1
    }
    usedNames.insert(candidate)
    return candidate
  }

  /// Whether a document's root is no schema but a set of named ones: an object of objects
  /// with none of the keywords a schema is made of.
  static func holdsNamedSchemas(_ root: JSONValue) -> Bool {
    guard case .object(let members) = root, !members.isEmpty else { return false }
    return members.allSatisfy { $0.value.objectValue != nil && !schemaRootKeywords.contains($0.key) }
  }

  private static let schemaRootKeywords: Set<String> = [
    "$schema", "$id", "$ref", "$defs", "definitions", "type", "properties", "items", "prefixItems",
    "additionalProperties", "patternProperties", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    "dependentSchemas", "propertyNames", "contains", "unevaluatedProperties", "unevaluatedItems",
  ]

  /// What an inline alternative of a union with no constant to name it is called, in its
  /// type's name and its case's: `Object` for the one object schema among alternatives that
  /// each say they are of another type or `null` (GitHub's labels, `oneOf: [string, object]`:
  /// `case object(LabelsItemObject)`), else its position (`Option2`): several objects, or
  /// alternatives whose type is not written, have nothing surer to tell them apart by.
  static func alternativeName(_ member: JSONValue, at position: Int, among alternatives: [JSONValue]) -> String {
    let others = alternatives.enumerated().filter { $0.offset != position }.map(\.element)
    let isOnlyObject =
      member.objectValue.map(isObjectSchema) == true
      && others.allSatisfy { other in
        isNullSchema(other)
          || (other["type"].map { $0.stringValue != "object" && $0.arrayValue?.contains("object") != true } ?? false
            && other["$ref"] == nil)
      }
    return isOnlyObject ? "Object" : "Option\(position + 1)"
  }

  static func isNullSchema(_ value: JSONValue) -> Bool {
    value["type"]?.stringValue == "null" || value["enum"]?.arrayValue == [.null] || value["const"]?.isNull == true
  }

  /// The value of the first property with a string `const` (or one-value `enum`): what names
  /// an alternative of a discriminated union (`{"kind": {"const": "circle"}}` → `circle`).
  static func constantName(of member: JSONValue) -> String? {
    guard case .object(let properties)? = member["properties"] else { return nil }
    for property in properties {
      if let constant = property.value["const"]?.stringValue { return constant }
      if let values = property.value["enum"]?.arrayValue, values.count == 1, let only = values[0].stringValue {
        return only
      }
    }
    return nil
  }
}
