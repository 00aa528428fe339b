import JSONCore
import JSONSchema

extension Translator {
  /// A base schema whose `discriminator` names the schemas that extend it with `allOf` (the
  /// OpenAPI specification's `Pet`, which `Cat` and `Dog` extend; Swagger 2.0's only form) as
  /// an enum with a case per extension and one for the base's own members:
  /// `enum Pet { case cat(Cat), dog(Dog), other(PetBase) }`.
  ///
  /// Decoding reads the property and decodes the extension its value names, whole (each
  /// extension's struct holds the base's members and its own); a value that names none, or
  /// the base itself, decodes the base's members, as the validator then checks the base
  /// alone. A struct of the base's members alone, where the API says `Pet`, dropped every
  /// cat's `huntingSkill`.
  func translateDerivedUnion(_ shape: TranslationShape, _ derived: DerivedSchemaCases, _ context: Context)
    throws(SchemaError) -> TypeUsage
  {
    let name = declare(shape.place, nullable: shape.nullable, context)
    var cases: [UnionDeclaration.Case] = []
    var taken: Set<String> = []
    var caseOfPlace: [SchemaPlace: Int] = [:]
    for (value, place) in derived.cases {
      // A schema named by its key and by a `mapping` entry is one case with both values.
      if let known = caseOfPlace[place] {
        cases[known].discriminatorValues.append(value)
        continue
      }
      let type = try translate(place, self.context(inside: name, context)).type
      caseOfPlace[place] = cases.count
      cases.append(
        .init(name: unique(caseName(for: type, in: name), in: &taken), type: type, discriminatorValues: [value]))
    }
    // A mapping entry that names no schema (renamed, removed, a typo) decodes its value as the
    // base's members alone: said, as the spec means a kind the models cannot tell apart.
    let named = Set(derived.cases.map(\.value))
    let own = shape.place.pointer.tokens.last?.text
    for entry in shape.object["discriminator"]?["mapping"]?.objectValue ?? JSONObject() where !named.contains(entry.key)
    {
      // One naming the base itself is its own members, as meant.
      if let reference = entry.value.stringValue, reference.split(separator: "/").last.map(String.init) == own {
        continue
      }
      warnings.append(
        navigator.error(
          at: shape.place,
          "the discriminator mapping '\(entry.key)' names \(entry.value.stringValue ?? entry.value.typeName), which is no schema here: a '\(entry.key)' \(derived.propertyName) decodes as \(name)'s own members",
          ["discriminator", "mapping", entry.key]))
    }
    for shadowed in derived.shadowed {
      let own = shadowed.location.pointer.tokens.last?.text ?? ""
      let other = shadowed.by.pointer.tokens.last?.text ?? ""
      warnings.append(
        navigator.error(
          at: shadowed.location,
          "\(own) extends \(name) under the \(derived.propertyName) '\(shadowed.value)', which names \(other) already: such a \(derived.propertyName) decodes as \(other), and \(own) never"
        ))
    }
    let base = try translateObjectStruct(
      shape, parts: try objectParts(of: shape.place), context, declaredAs: declareCase(of: name, "Base", context))
    let fallback = unique("other", in: &taken)
    cases.append(.init(name: fallback, type: base, discriminatorValues: []))
    declarations[name] = .union(
      UnionDeclaration(
        name: name, documentation: documentation(shape.place, shape.object, context), cases: cases,
        discriminator: derived.propertyName, fallback: fallback, isIndirect: false))
    return .named(name)
  }
}
