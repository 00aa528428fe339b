import JSONCore
import JSONSchema

extension Translator {
  /// Picks the translation for a schema whose `$ref`s are followed and whose `null` is out.
  ///
  /// In this order: `const`, `enum`, `allOf` (or a 2019-09+ `$ref` beside constraints),
  /// `anyOf`/`oneOf`, then `type` (inferred as `object` from `properties`, as `array` from
  /// `items`).
  func translateShape(_ shape: TranslationShape, _ context: Context) throws(SchemaError) -> TypeUsage {
    let object = shape.object
    if let constant = object["const"] { return try translateConst(constant, shape, context) }
    if let values = shape.enumValues { return try translateEnum(values, shape, context) }
    if let derived = navigator.facts?.derivedSchemas(at: shape.place) {
      return try translateDerivedUnion(shape, derived, context)
    }
    if object["allOf"] != nil || object["$ref"] != nil {
      let parts = try objectParts(of: shape.place)
      if parts.count == 1, parts[0].place != shape.place, !isInlineObjectMember(parts[0], of: shape.place) {
        return try translate(parts[0].place, context).type
      }
      return try translateObjectStruct(shape, parts: parts, context)
    }
    if let alternatives = shape.alternatives {
      if alternatives.places.count == 1 { return try translate(alternatives.places[0], context).type }
      guard !alternatives.places.isEmpty else {
        throw navigator.error(
          at: shape.place, "cannot translate: the \(alternatives.keyword) has no alternative besides null")
      }
      return try translateUnion(shape, alternatives.places, context)
    }
    let types = shape.types ?? inferredTypes(object)
    guard let first = types.first else {
      if options.freeForm { return freeFormValue() }
      throw navigator.error(
        at: shape.place,
        "cannot translate: the schema gives no type (type, properties, items, enum, const, anyOf or oneOf), so it accepts any JSON value"
      )
    }
    if types.count > 1 { return try translatePrimitiveUnion(types, shape, context, orAnyValue: shape.types == nil) }
    switch first {
    case "object": return try translateObject(shape, context)
    case "array": return try translateArray(shape, context)
    case "string", "integer", "number", "boolean": return try translatePrimitive(first, shape)
    default: throw navigator.error(at: shape.place, "cannot translate: unknown type '\(first)'")
    }
  }

  /// The keyword that says what members beside the listed properties hold:
  /// `additionalProperties`, else 2019-09's `unevaluatedProperties` (for the object's own
  /// members they say the same).
  static func extrasKeyword(_ object: JSONObject) -> String {
    object["additionalProperties"] == nil && object["unevaluatedProperties"] != nil
      ? "unevaluatedProperties" : "additionalProperties"
  }

  /// The generated `JSONValue`, for a schema that allows any JSON value.
  func freeFormValue() -> TypeUsage {
    supportTypes.insert(.jsonValue)
    return .support(.jsonValue)
  }

  private func inferredTypes(_ object: JSONObject) -> [String] {
    var types: [String] = []
    if object["properties"] != nil || object["additionalProperties"] != nil || object["required"] != nil {
      types.append("object")
    }
    // Both kinds of keyword and no `type`: objects and arrays are both valid (quicktype's
    // implicit-class-array-union), so both are read.
    if object["items"] != nil || object["prefixItems"] != nil { types.append("array") }
    return types
  }

  /// An object: a struct for its properties, or `[String: T]` when it only has an
  /// `additionalProperties` schema.
  private func translateObject(_ shape: TranslationShape, _ context: Context) throws(SchemaError) -> TypeUsage {
    let object = shape.object
    let hasProperties = object["properties"] != nil
    let extras = Translator.extrasKeyword(object)
    if !hasProperties, case .object? = object[extras] {
      guard let valuePlace = navigator.child(of: shape.place, [extras]) else {
        throw navigator.error(at: shape.place, "cannot read \(extras)")
      }
      let value = try translate(valuePlace, context)
      return .dictionary(value.nullable ? .optional(value.type) : value.type)
    }
    if !hasProperties, object[extras]?.boolValue != false || object["patternProperties"] != nil {
      if options.freeForm { return .dictionary(freeFormValue()) }
      throw navigator.error(
        at: shape.place,
        "cannot translate: an object with no properties and no additionalProperties schema accepts any members; list its properties, or give additionalProperties a schema"
      )
    }
    return try translateObjectStruct(shape, parts: [(shape.place, object)], context)
  }

  /// An array: `[T]` for an `items` schema, a tuple struct for `prefixItems` or array `items`.
  private func translateArray(_ shape: TranslationShape, _ context: Context) throws(SchemaError) -> TypeUsage {
    let object = shape.object
    if object["prefixItems"] != nil || object["items"]?.arrayValue != nil {
      return try translateTuple(shape, context)
    }
    guard case .object? = object["items"], let itemPlace = navigator.child(of: shape.place, ["items"]) else {
      // `items: false`: only the empty array is valid; its element type is never read.
      let itemsFalse = object["items"]?.boolValue == false
      if options.freeForm, object["items"] == nil || object["items"]?.boolValue != nil {
        return .array(freeFormValue())
      }
      throw navigator.error(
        at: shape.place,
        itemsFalse
          ? "cannot translate: an array with items: false holds only the empty array, whose element type is any JSON value"
          : "cannot translate: an array without an items schema accepts any elements")
    }
    let item = try translate(itemPlace, context)
    return .array(item.nullable ? .optional(item.type) : item.type)
  }

  /// Whether `part` is an object schema written inside `place`'s own `allOf` (not reached
  /// through a `$ref`): `{"allOf": [{"type": "object", "properties": …}]}`, which specs write
  /// to put a description or `nullable` beside an object. Its struct is `place`'s, named for
  /// it, rather than a struct and an alias to it.
  private func isInlineObjectMember(_ part: (place: SchemaPlace, object: JSONObject), of place: SchemaPlace) -> Bool {
    part.place.documentURI == place.documentURI
      && part.place.pointer.tokens.starts(with: place.pointer.tokens + [.key("allOf")])
      && Translator.isObjectSchema(part.object)
  }
}
