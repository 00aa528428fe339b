import JSONCore
import JSONSchema

extension Translator {
  /// A string or integer `enum` as a Swift enum with explicit raw values; with
  /// `enum-fallback` (the default) an `unknown(RawValue)` case takes values the schema does
  /// not list, so a backend that adds one does not break decoding and the value round-trips.
  ///
  /// An enum of booleans is `Bool`. An enum that mixes kinds (`["a", 1, true]`), or lists
  /// reals, is the union of its kinds (``translateMixedValues(_:_:_:)``).
  func translateEnum(_ values: [JSONValue], _ shape: TranslationShape, _ context: Context) throws(SchemaError)
    -> TypeUsage
  {
    guard !values.isEmpty else {
      throw navigator.error(at: shape.place, "cannot translate: an enum with no value besides null")
    }
    if values.allSatisfy({ $0.boolValue != nil }) { return .builtin("Bool") }
    if !Translator.isSingleKind(values) { return try translateMixedValues(values, shape, context) }
    return try declareEnum(values, shape, fallback: options.enumFallback, context)
  }

  /// All strings, or all integers: what a raw-value enum holds.
  static func isSingleKind(_ values: [JSONValue]) -> Bool {
    values.allSatisfy { $0.stringValue != nil }
      || values.allSatisfy { $0.numberValue?.int64 != nil && $0.numberValue?.kind == .integer }
  }

  /// Values of several kinds: an enum with a case per kind, as a type list is.
  ///
  /// The cases hold the value (`string(String)`, `integer(Int)`, `number(Double)`,
  /// `bool(Bool)`); objects or arrays among the values make it a `JSONValue`. Any value of
  /// those kinds decodes and is written back as read.
  func translateMixedValues(_ values: [JSONValue], _ shape: TranslationShape, _ context: Context) throws(SchemaError)
    -> TypeUsage
  {
    var kinds: [String] = []
    for value in values {
      let kind: String
      switch value {
      case .string: kind = "string"
      case .bool: kind = "boolean"
      case .number(let number): kind = number.kind == .integer && number.int64 != nil ? "integer" : "number"
      default:
        guard options.freeForm else {
          throw navigator.error(
            at: shape.place, "cannot translate: enum values that hold objects or arrays have no Swift type")
        }
        return freeFormValue()
      }
      if !kinds.contains(kind) { kinds.append(kind) }
    }
    if kinds.count == 1, let only = kinds.first { return try translatePrimitive(only, shape) }
    return try translatePrimitiveUnion(kinds, shape, context)
  }

  /// `const`: a one-case enum (no fallback: another value is not this schema), or `Bool`.
  func translateConst(_ value: JSONValue, _ shape: TranslationShape, _ context: Context) throws(SchemaError)
    -> TypeUsage
  {
    if value.boolValue != nil { return .builtin("Bool") }
    if value.isNull { throw navigator.error(at: shape.place, "cannot translate: a const null has no Swift type") }
    if !Translator.isSingleKind([value]) { return try translateMixedValues([value], shape, context) }
    return try declareEnum([value], shape, fallback: false, context)
  }

  private func declareEnum(
    _ values: [JSONValue], _ shape: TranslationShape, fallback: Bool, _ context: Context
  ) throws(SchemaError) -> TypeUsage {
    let rawType: EnumDeclaration.RawType
    if values.allSatisfy({ $0.stringValue != nil }) {
      rawType = .string
    } else if values.allSatisfy({ $0.numberValue?.int64 != nil && $0.numberValue?.kind == .integer }) {
      rawType = .integer
    } else {
      throw freeFormFallback(
        navigator.error(
          at: shape.place,
          "cannot translate: enum values must all be strings or all be integers, not \(values.map(\.typeName).joined(separator: ", "))"
        ))
    }
    var taken: Set<String> = []
    var cases: [EnumDeclaration.Case] = []
    var seenValues: Set<JSONValue> = []
    for value in values where seenValues.insert(value).inserted {
      switch value {
      case .string(let text):
        let base = names.enumCase(text)
        cases.append(.init(name: unique(base, in: &taken), literal: SwiftLiteral.string(text)))
      case .number(let number):
        let integer = number.int64 ?? 0
        let base = integer < 0 ? "minus\(integer.magnitude)" : "_\(integer)"
        cases.append(.init(name: unique(base, in: &taken), literal: String(integer)))
      default: continue
      }
    }
    // A listed value `unknown` keeps its name; the fallback then takes another.
    var fallbackName: String?
    if fallback { fallbackName = unique(taken.contains("unknown") ? "undocumented" : "unknown", in: &taken) }
    let name = declare(shape.place, nullable: shape.nullable, context)
    declarations[name] = .enumeration(
      EnumDeclaration(
        name: name, documentation: documentation(shape.place, shape.object, context), rawType: rawType,
        cases: cases, fallback: fallbackName))
    return .named(name)
  }
}
