import JSONCore
import JSONSchema

extension Translator {
  /// Strings (by `format`), integers, numbers and booleans.
  ///
  /// - `date-time` → `ISO8601DateTime` (`--date-strategy string`: `String`); PostgREST's
  ///   `timestamp with time zone` too.
  /// - `date` → `CalendarDate` (or `String`).
  /// - `uuid` → `UUID`, `uri` → `URL` (each can stay `String`).
  /// - `integer` → `Int`, or `Int64` for `format: int64`/`bigint` or bounds beyond 32 bits.
  /// - `number` → `Double`, or `Decimal` with `--decimal`.
  func translatePrimitive(_ type: String, _ shape: TranslationShape) throws(SchemaError) -> TypeUsage {
    let format = shape.object["format"]?.stringValue
    switch type {
    case "string":
      switch format {
      case "date-time", "timestamp with time zone":
        guard options.dateStrategy == .iso8601 else { return .builtin("String") }
        supportTypes.insert(.dateTime)
        return .support(.dateTime)
      case "date":
        guard options.dateStrategy == .iso8601 else { return .builtin("String") }
        supportTypes.insert(.calendarDate)
        return .support(.calendarDate)
      case "uuid": return .builtin(options.uuid ? "UUID" : "String")
      case "uri": return .builtin(options.url ? "URL" : "String")
      default: return .builtin("String")
      }
    case "integer":
      if format == "int64" || format == "bigint" { return .builtin("Int64") }
      // `Int` is 32 bits on watchOS's arm64_32: bounds beyond Int32's (its minimum is one
      // further from zero than its maximum) need `Int64`.
      let fits = Double(Int32.min)...Double(Int32.max)
      for keyword in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] {
        if let bound = shape.object[keyword]?.numberValue?.double, !fits.contains(bound) { return .builtin("Int64") }
      }
      return .builtin("Int")
    case "number":
      return .builtin(options.decimal ? "Decimal" : "Double")
    default:
      return .builtin("Bool")
    }
  }

  /// `"type": ["string", "integer"]`: an enum with a case per type, decoded booleans first,
  /// then integers, numbers and strings, so `1` is read as an integer and `1.5` as a number.
  ///
  /// `orAnyValue`: the schema names no `type` (`properties` and `items` side by side, read as
  /// both), so it takes every other value too, which a last case keeps as it came.
  func translatePrimitiveUnion(
    _ types: [String], _ shape: TranslationShape, _ context: Context, orAnyValue: Bool = false
  ) throws(SchemaError) -> TypeUsage {
    var order = ["boolean", "integer", "number", "string"]
    // An array (of its `items`) and an object can be cases too: with `properties`, a struct of
    // its own named after the union (`PetObject`); without, a map (free-form values need
    // `JSONValue`, which --no-free-form refuses).
    let hasProperties = shape.object["properties"] != nil
    if options.freeForm || hasProperties { order += ["array", "object"] }
    guard let other = types.first(where: { !order.contains($0) }) else {
      let name = declare(shape.place, nullable: shape.nullable, context)
      var cases: [UnionDeclaration.Case] = []
      var taken = Set(order.map { $0 == "boolean" ? "bool" : $0 })
      for type in order where types.contains(type) {
        let caseType: TypeUsage
        switch type {
        case "array": caseType = try listCase(shape, context)
        case "object" where hasProperties:
          caseType = try translateObjectStruct(
            shape, parts: [(shape.place, shape.object)], context, declaredAs: declareCase(of: name, "Object", context))
        case "object": caseType = try mapCase(shape, context)
        default: caseType = try translatePrimitive(type, shape)
        }
        cases.append(.init(name: type == "boolean" ? "bool" : type, type: caseType, discriminatorValues: []))
      }
      // The other values' case keeps no key: an object that decodes as the object case is it.
      if orAnyValue, options.freeForm {
        let other = unique("other", in: &taken)
        cases.append(
          .init(name: other, type: freeFormValue(), discriminatorValues: [], keys: .init(required: [], known: [])))
      }
      declarations[name] = .union(
        UnionDeclaration(
          name: name, documentation: documentation(shape.place, shape.object, context), cases: cases,
          discriminator: nil, isIndirect: false))
      return .named(name)
    }
    throw freeFormFallback(
      navigator.error(
        at: shape.place,
        "cannot translate: a type list with '\(other)' (\(types.joined(separator: ", "))); write it as anyOf of full schemas"
      ))
  }

  /// The `array` case of a type list: `[T]` of an `items` schema, else `[JSONValue]`.
  private func listCase(_ shape: TranslationShape, _ context: Context) throws(SchemaError) -> TypeUsage {
    guard case .object? = shape.object["items"], let place = navigator.child(of: shape.place, ["items"]) else {
      return .array(freeFormValue())
    }
    let item = try translate(place, context)
    return .array(item.nullable ? .optional(item.type) : item.type)
  }

  /// The `object` case of a type list: `[String: T]` of an `additionalProperties` schema,
  /// else `[String: JSONValue]`.
  private func mapCase(_ shape: TranslationShape, _ context: Context) throws(SchemaError) -> TypeUsage {
    guard case .object? = shape.object["additionalProperties"],
      let place = navigator.child(of: shape.place, ["additionalProperties"])
    else { return .dictionary(freeFormValue()) }
    let value = try translate(place, context)
    return .dictionary(value.nullable ? .optional(value.type) : value.type)
  }
}
