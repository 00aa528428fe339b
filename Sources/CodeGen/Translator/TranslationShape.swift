import JSONCore
import JSONSchema

/// What the translator needs to know about one schema, read once: its `$ref`s followed, and
/// `null` taken out in every spelling, so the rest of the translation sees only the non-null
/// part and a `nullable` flag.
///
/// Null is allowed by `"type": [..., "null"]`, an `enum` holding `null`, an `anyOf`/`oneOf`
/// alternative that only accepts `null` (`{"type": "null"}`, Zod's spelling), OpenAPI 3.0's
/// `nullable: true`, and Swagger 2.0's `x-nullable: true`. PostgREST's rule (a column that is
/// not required also accepts `null`) is applied where properties are read.
struct TranslationShape {
  /// The schema after following `$ref`s: where its type is declared.
  var place: SchemaPlace
  var object: JSONObject
  var nullable: Bool
  /// The `type` names other than `null`; `nil` when the schema has no `type`.
  var types: [String]?
  /// The `enum` values other than `null`.
  var enumValues: [JSONValue]?
  /// The `anyOf` or `oneOf` alternatives that accept more than `null`, with the keyword.
  var alternatives: (keyword: String, places: [SchemaPlace])?
}

extension Translator {
  /// Follows `$ref` from `place` to the schema that says what the value is.
  ///
  /// From 2019-09 on a `$ref` may stand beside constraints; that schema stays as it is and is
  /// read like an `allOf` of the reference and the rest.
  func followReferences(_ place: SchemaPlace) throws(SchemaError) -> SchemaPlace {
    var current = place
    var hops = 0
    while case .object(let object) = current.value, object["$ref"]?.stringValue != nil {
      let siblings = object.keys.filter { $0 != "$ref" && !SchemaAnnotations.keywords.contains($0) }
      if !siblings.isEmpty, current.dialect.draft >= .draft2019_09 { return current }
      current = try navigator.reference(of: current)
      hops += 1
      // The validator refuses reference cycles that consume nothing; this is the backstop.
      if hops > 256 { throw navigator.error(at: place, "the $ref chain does not end") }
    }
    return current
  }

  func shape(of place: SchemaPlace) throws(SchemaError) -> TranslationShape {
    let target = try followReferences(place)
    if options.freeForm, target.value.boolValue == true {
      return TranslationShape(place: target, object: JSONObject(), nullable: false, types: nil, enumValues: nil)
    }
    guard case .object(let object) = target.value else {
      let reason =
        target.value.boolValue == false
        ? "the schema `false` accepts no value" : "the schema `true` accepts any JSON value, which has no Swift type"
      throw navigator.error(at: target, "cannot translate: \(reason)")
    }
    var types: [String]?
    switch object["type"] {
    case .string(let name)?: types = [name]
    case .array(let names)?: types = names.compactMap(\.stringValue)
    default: types = nil
    }
    if let names = types, names.contains("null") {
      types = names.filter { $0 != "null" }
      if types?.isEmpty == true {
        throw navigator.error(at: target, "cannot translate: a schema that only accepts null has no Swift type")
      }
    }
    // Whether `null` is valid is the validator's answer (schema facts).
    let nullable = navigator.acceptsNull(target)
    let enumValues = object["enum"]?.arrayValue?.filter { !$0.isNull }
    var alternatives: (keyword: String, places: [SchemaPlace])?
    for keyword in ["anyOf", "oneOf"] {
      guard case .array(let members)? = object[keyword] else { continue }
      var places: [SchemaPlace] = []
      for index in members.indices {
        guard let member = navigator.child(of: target, [keyword, String(index)]) else { continue }
        if try !acceptsOnlyNull(member) { places.append(member) }
      }
      alternatives = (keyword, places)
      break
    }
    return TranslationShape(
      place: target, object: object, nullable: nullable, types: types, enumValues: enumValues,
      alternatives: alternatives)
  }

  /// `{"type": "null"}`, `{"enum": [null]}`, `{"const": null}`, through `$ref`s.
  private func acceptsOnlyNull(_ place: SchemaPlace) throws(SchemaError) -> Bool {
    guard case .object(let object) = try followReferences(place).value else { return false }
    if object["type"]?.stringValue == "null" { return true }
    if let values = object["enum"]?.arrayValue, !values.isEmpty, values.allSatisfy(\.isNull) { return true }
    return object["const"]?.isNull == true
  }
}
