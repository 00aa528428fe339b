import JSONCore

/// `type`: the instance's JSON type is one of those listed (`"integer"` is a number with no
/// fraction; in draft 4, a number written without fraction or exponent).
///
/// Not a ``Keyword``: every schema node checks its type inline, first, as a bit test.
struct TypeKeyword: Sendable {
  let kinds: InstanceKinds
  /// `integer` is listed but `number` is not: numbers must also be integral.
  let integersOnly: Bool
  /// Draft 4 reads `1.0` as not an integer (its test suite's `zeroTerminatedFloats`).
  let integerByLexeme: Bool
  let names: [String]

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> TypeKeyword {
    let names: [String]
    switch value {
    case .string(let name): names = [name]
    case .array(let items):
      names = items.compactMap(\.stringValue)
      guard names.count == items.count else {
        throw context.invalid("'type' must be a type name or an array of type names", at: ["type"])
      }
    default:
      throw context.invalid("'type' must be a type name or an array of type names", at: ["type"])
    }
    var kinds: InstanceKinds = []
    var integer = false
    for name in names {
      switch name {
      case "null": kinds.insert(.null)
      case "boolean": kinds.insert(.boolean)
      case "object": kinds.insert(.object)
      case "array": kinds.insert(.array)
      case "number": kinds.insert(.number)
      case "string": kinds.insert(.string)
      case "integer": integer = true
      // Swagger 2.0's `file` (form uploads) never describes a JSON value; any other name
      // is rejected by the meta-schema check.
      default: break
      }
    }
    let integersOnly = integer && !kinds.contains(.number)
    if integer { kinds.insert(.number) }
    return TypeKeyword(
      kinds: kinds, integersOnly: integersOnly,
      integerByLexeme: context.dialect == .jsonSchema(.draft4), names: context.compiler.sharedNames(names))
  }

  @inline(__always)
  func matches(_ instance: JSONValue, _ kind: InstanceKind) -> Bool {
    guard kinds.contains(kind) else { return false }
    guard integersOnly, case .number(let number) = instance else { return true }
    return integerByLexeme ? number.kind == .integer : number.isIntegral
  }

  /// Reports the mismatch; `schema` is the node the keyword belongs to (which knows where it
  /// is: a node holds its `type` inline, so the keyword keeps no location of its own).
  func report(_ instance: JSONValue, in schema: SchemaNode, _ path: JSONPath, _ context: inout EvaluationState) {
    let expected = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    // `17.0` under draft 4, which reads an integer by its lexeme: the value is whole.
    let got =
      if integerByLexeme, case .number(let number) = instance, number.kind != .integer, number.isIntegral {
        "a number written with a fraction or exponent (draft 4 reads an integer by how it is written)"
      } else {
        instance.messageTypeName
      }
    context.report(KeywordLocation(keyword: "type", in: schema), at: path, "expected \(expected), got \(got)")
  }
}
