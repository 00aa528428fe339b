import JSONCore
import JSONSchema

extension Translator {
  /// Whether the schema of an `anyOf`/`oneOf` also describes object members beside it
  /// (quicktype's "implicit oneOf": `{"properties": {"id": …}, "required": ["id"], "oneOf": […]}`).
  ///
  /// Those members hold in every alternative: a value valid against the schema is valid
  /// against them and one alternative. A union of the bare alternatives drops them on each
  /// round trip, so each object alternative is merged with them (``sharedMembersAlternative``).
  static func hasSharedMembers(_ object: JSONObject) -> Bool {
    ["properties", "required", "additionalProperties", "patternProperties"].contains { object[$0] != nil }
  }

  /// The struct for an object alternative of a union whose schema has members beside its
  /// `anyOf`/`oneOf`: the schema's own members first, then the alternative's (its `allOf`
  /// and `$ref` parts included), named after the union and the alternative
  /// (`DeliveryByPost` for `#/definitions/ByPost` in `Delivery`, inline `DeliveryObject` beside
  /// scalars or `DeliveryOption2` beside other objects: ``alternativeName(_:at:among:)``).
  ///
  /// `nil` for an alternative that is not an object schema: the members constrain objects
  /// only, so a string or array alternative is what it says.
  func sharedMembersAlternative(
    _ alternative: SchemaPlace, position: Int, of union: String, _ shape: TranslationShape, _ context: Context
  ) throws(SchemaError) -> TypeUsage? {
    let target = try self.shape(of: alternative)
    let types = target.types ?? (Translator.hasSharedMembers(target.object) ? ["object"] : [])
    guard types == ["object"] || (types.isEmpty && target.object["allOf"] != nil) else { return nil }
    let parts = try objectParts(of: target.place)
    // An `allOf` of scalar schemas (`[{"type": "string"}, {"maxLength": 3}]`) is no object either.
    guard parts.allSatisfy({ Translator.isObjectSchema($0.object) }) else { return nil }
    let suffix = isDefinition(target.place) ? names.type(target.place.pointer.tokens.last?.text ?? "") : ""
    let keyword = alternative.pointer.tokens.dropLast().last?.text ?? ""
    let alternatives = shape.object[keyword]?.arrayValue ?? []
    let name = declareCase(
      of: union,
      suffix.isEmpty ? Translator.alternativeName(alternative.value, at: position, among: alternatives) : suffix,
      context)
    return try translateObjectStruct(
      target, parts: [(shape.place, shape.object)] + parts, context, declaredAs: name)
  }
}
