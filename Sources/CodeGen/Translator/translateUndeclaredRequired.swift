import JSONCore
import JSONSchema
import JSONSchemaRegex

extension Translator {
  /// The members for keys `required` names but no part's `properties` declares
  /// (`{"required": ["id", "legacy_code"], "properties": {"id": …}}`).
  ///
  /// Every valid value has such a key, so a struct without it loses it on each round trip
  /// (quicktype compiles the schema and drops the key). It is a required member, of the type
  /// the object gives keys it does not declare: the first matching `patternProperties`
  /// schema, else the `additionalProperties` schema, else any JSON value (`JSONValue`).
  /// `keys` are the keys already members; `swiftNames` the names already taken.
  func undeclaredRequiredMembers(
    _ parts: [(place: SchemaPlace, object: JSONObject)], keys: inout Set<String>, swiftNames: inout Set<String>,
    _ context: Context
  ) throws(SchemaError) -> [PropertyDeclaration] {
    var members: [PropertyDeclaration] = []
    for part in parts {
      for key in navigator.facts?.shape(at: part.place).required ?? [] where keys.insert(key).inserted {
        let (type, nullable) = try undeclaredMemberType(key, parts, context)
        members.append(
          PropertyDeclaration(
            swiftName: unique(names.property(key), in: &swiftNames), key: key, type: type,
            presence: nullable && !holdsNull(type) ? .requiredNullable : .required,
            documentation: ["Named by `required`; `properties` does not declare it."]))
      }
    }
    return members
  }

  private func undeclaredMemberType(
    _ key: String, _ parts: [(place: SchemaPlace, object: JSONObject)], _ context: Context
  ) throws(SchemaError) -> (TypeUsage, nullable: Bool) {
    for part in parts {
      guard let shape = navigator.facts?.shape(at: part.place) else { continue }
      for pattern in shape.patternProperties where (try? ECMARegex(pattern.pattern))?.firstMatch(in: key) == true {
        let translated = try translate(pattern.schema, context)
        return (translated.type, translated.nullable)
      }
      switch shape.additionalProperties {
      case .schema(let place):
        let translated = try translate(place, context)
        return (translated.type, translated.nullable)
      case .forbidden:
        throw navigator.error(
          at: part.place,
          "cannot translate: required names '\(key)', which properties does not declare and additionalProperties: false forbids, so no value is valid",
          ["required"])
      case .allowed: continue
      }
    }
    guard options.freeForm else {
      throw navigator.error(
        at: parts[0].place,
        "cannot translate: required names '\(key)', which properties does not declare, so it may hold any JSON value",
        ["required"])
    }
    return (freeFormValue(), false)
  }
}
