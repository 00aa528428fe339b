import JSONCore
import JSONSchema

extension Translator {
  /// `prefixItems` (2020-12) or array-valued `items` (drafts 4–2019-09) as a struct with one
  /// property per position (`item0`, `item1`, …), read and written as a JSON array.
  ///
  /// Positions at or past `minItems` may be missing from the end. A tuple that allows more
  /// elements than it lists keeps them in `rest` (`[T]` of the `items`/`additionalItems`
  /// schema, `[JSONValue]` when any is allowed), so none is lost; with `--no-free-form` an
  /// open tuple whose extra elements may be anything is refused.
  func translateTuple(_ shape: TranslationShape, _ context: Context) throws(SchemaError) -> TypeUsage {
    let object = shape.object
    let keyword = object["prefixItems"] != nil ? "prefixItems" : "items"
    let count = object[keyword]?.arrayValue?.count ?? 0
    let rest = keyword == "prefixItems" ? object["items"] : object["additionalItems"]
    let closed = rest?.boolValue == false || object["maxItems"]?.numberValue?.int64 == Int64(count)
    var restType: TypeUsage?
    if !closed, count > 0 {
      if case .object? = rest,
        let place = navigator.child(of: shape.place, [keyword == "prefixItems" ? "items" : "additionalItems"])
      {
        let element = try translate(place, context)
        restType = element.nullable ? .optional(element.type) : element.type
      } else if options.freeForm {
        restType = freeFormValue()
      }
    }
    guard closed || restType != nil, count > 0 else {
      throw navigator.error(
        at: shape.place,
        "cannot translate: a tuple that allows more elements than it lists; close it (maxItems: \(count), or \(keyword == "prefixItems" ? "items" : "additionalItems"): false)"
      )
    }
    let minimum = Int(object["minItems"]?.numberValue?.int64 ?? 0)
    let name = declare(shape.place, nullable: shape.nullable, context)
    let inner = self.context(inside: name, context)
    var elements: [TupleDeclaration.Element] = []
    for index in 0..<count {
      guard let place = navigator.child(of: shape.place, [keyword, String(index)]) else { continue }
      let element = try translate(place, inner)
      elements.append(
        .init(
          swiftName: "item\(index)", type: element.nullable ? .optional(element.type) : element.type,
          isOptional: index >= minimum))
    }
    declarations[name] = .tuple(
      TupleDeclaration(
        name: name, documentation: documentation(shape.place, object, context), elements: elements, rest: restType))
    return .named(name)
  }
}
