import JSONCore

/// Where a schema object holds subschemas, by keyword: what the index walks to find `$id`s
/// and anchors.
///
/// Only these places hold schemas. A `$id` inside an unknown keyword, an `enum` value or a
/// `const` is data, not an identifier, and must not be indexed (the test suite checks this).
enum SubschemaKeywords {
  /// Keywords whose value is one schema.
  static let single: [String] = [
    "additionalItems", "additionalProperties", "contains", "propertyNames", "not", "if", "then",
    "else", "unevaluatedItems", "unevaluatedProperties", "contentSchema", "items",
  ]
  /// Keywords whose value is an array of schemas.
  static let arrays: [String] = ["allOf", "anyOf", "oneOf", "prefixItems", "items"]
  /// Keywords whose value is an object of schemas.
  static let maps: [String] = [
    "properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies",
  ]

  /// Every subschema directly inside `object`, with the pointer tokens that lead to it.
  static func children(of object: JSONObject) -> [(tokens: [String], value: JSONValue)] {
    var found: [(tokens: [String], value: JSONValue)] = []
    for keyword in single {
      guard let value = object[keyword], isSchema(value) else { continue }
      found.append(([keyword], value))
    }
    for keyword in arrays {
      guard case .array(let items)? = object[keyword] else { continue }
      for (index, item) in items.enumerated() where isSchema(item) {
        found.append(([keyword, String(index)], item))
      }
    }
    for keyword in maps {
      guard case .object(let members)? = object[keyword] else { continue }
      for member in members where isSchema(member.value) {
        found.append(([keyword, member.key], member.value))
      }
    }
    return found
  }

  private static func isSchema(_ value: JSONValue) -> Bool {
    switch value {
    case .object, .bool: true
    default: false
    }
  }
}
