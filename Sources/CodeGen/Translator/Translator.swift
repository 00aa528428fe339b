import Foundation
import JSONCore
import JSONSchema

/// The translate stage: schemas in, Swift declarations out (``TypeDeclaration``), never text.
///
/// Each schema that becomes a type of its own (an object, an enum, a union, a tuple, or a
/// definition that is none of these and becomes a `typealias`) is declared once, keyed by
/// where it is after following `$ref`s, so every reference to it shares the type and a
/// recursive schema refers to the type being built. One translation per file in this folder
/// (`translateObjectStruct.swift`, `translateEnum.swift`, …), as swift-openapi-generator
/// lays them out.
///
/// Whatever cannot be translated faithfully is an error at its pointer, never an `Any`.
final class Translator {
  let navigator: SchemaNavigator
  let options: GenerateOptions
  let names: SwiftNames

  /// Declared types by place, with whether the place also accepts `null`.
  var declared: [SchemaPlace: (name: String, nullable: Bool)] = [:]
  var usedNames: Set<String> = []
  /// Definitions by name and text: the same definition copied into several files (as
  /// zod-to-json-schema writes `definitions` into each) is one type, not `Team`, `Team2`, ….
  var definitionsByContent: [DefinitionKey: SchemaPlace] = [:]
  var declarations: [String: TypeDeclaration] = [:]
  /// Declaration names in the order they were declared, with the input and group they go to.
  var order: [(name: String, input: Int, group: String)] = []
  var supportTypes: Set<SupportType> = []
  /// The sites that could not be translated, each once; the run goes on past them so one run
  /// reports them all.
  var errors: [SchemaError] = []
  private var errorSites: Set<SchemaError> = []
  /// What `generate` warns of: the sites with no Swift type of their own that stand as
  /// `JSONValue` (free-form values on), each once, and the union alternatives left out.
  var warnings: [SchemaError] = []
  /// The places (``SchemaError/place``) of the union alternatives left out because they lead
  /// back to their union.
  var leftOutAlternatives: Set<String> = []
  /// The errors of sites whose values have a JSON shape Swift types cannot say (an `allOf`
  /// of a union and an object, a type list with `object`), as opposed to sites that hold no
  /// value at all: the former stand as `JSONValue` where free-form values are on.
  private var fallbackErrors: Set<SchemaError> = []
  /// The document each input's own places are in, for doc-comment sources.
  let inputDocuments: [String]

  struct DefinitionKey: Hashable {
    var name: String
    var value: JSONValue
  }

  /// Where a translation is: the input it serves and the named type that holds it.
  struct Context {
    var input: Int
    var group: String
  }

  /// A schema's Swift type, and whether the schema also accepts `null`.
  struct Translated {
    var type: TypeUsage
    var nullable: Bool
  }

  init(navigator: SchemaNavigator, options: GenerateOptions, inputDocuments: [String]) {
    self.navigator = navigator
    self.options = options
    self.names = SwiftNames(acronyms: options.acronyms)
    self.inputDocuments = inputDocuments
  }

  /// Translates a root or a definition: a named type, or a `typealias` when it is none.
  func translate(root: RootSchema) {
    navigator.facts = root.facts
    let context = Context(input: root.input, group: "")
    // `translate` records what fails instead of throwing.
    let translated = try? translate(root.place, context)
    // A definition that stands as `JSONValue` keeps its name, for what refers to it.
    if case .support(.jsonValue)? = translated?.type, isDefinition(root.place), declared[root.place] == nil {
      let name = declare(root.place, nullable: false, context)
      declarations[name] = .alias(
        AliasDeclaration(
          name: name, documentation: documentation(root.place, root.place.value.objectValue ?? JSONObject(), context),
          type: freeFormValue()))
    }
  }

  /// `error`, marked as one whose site stands as `JSONValue` where free-form values are on.
  func freeFormFallback(_ error: SchemaError) -> SchemaError {
    fallbackErrors.insert(error)
    return error
  }

  /// The Swift type for the schema at `place`.
  ///
  /// A site whose values Swift types cannot say (``freeFormFallback(_:)``) stands as
  /// `JSONValue` where free-form values are on (a warning in ``warnings``); any other
  /// site that cannot be translated is recorded in ``errors`` and stands as
  /// `Never`, so the translation goes on to the next site; nothing is rendered from a run
  /// with errors.
  func translate(_ place: SchemaPlace, _ context: Context) throws(SchemaError) -> Translated {
    do {
      return try translateSite(place, context)
    } catch {
      if options.freeForm, fallbackErrors.contains(error) {
        if errorSites.insert(error).inserted {
          var warning = error
          warning.message += "; generated as JSONValue"
          warnings.append(warning)
        }
        return Translated(type: freeFormValue(), nullable: false)
      }
      if errorSites.insert(error).inserted { errors.append(error) }
      return Translated(type: .builtin("Never"), nullable: false)
    }
  }

  private func translateSite(_ place: SchemaPlace, _ context: Context) throws(SchemaError) -> Translated {
    var shape = try shape(of: place)
    if shape.place != place, !place.pointer.isRoot, isDefinition(place) {
      return try translateNamingDefinition(place, shape.place, context)
    }
    if let known = declared[shape.place] { return Translated(type: .named(known.name), nullable: known.nullable) }
    if isDefinition(shape.place) {
      let key = DefinitionKey(name: baseName(for: shape.place), value: shape.place.value)
      if let twin = definitionsByContent[key], let known = declared[twin] {
        declared[shape.place] = known
        return Translated(type: .named(known.name), nullable: known.nullable)
      }
      definitionsByContent[key] = shape.place
    }
    var inner = context
    if isDefinition(shape.place) { inner.group = "" }
    let type = try translateShape(shape, inner)
    // `JSONValue` holds `null` itself: nothing around it needs an `Optional` for it.
    if holdsNull(type) { shape.nullable = false }
    // A definition that is not a type of its own (an array, a format, the one alternative of
    // a `oneOf`) keeps its name as an alias.
    guard declared[shape.place] == nil, isDefinition(shape.place) else {
      return Translated(type: type, nullable: shape.nullable)
    }
    let name = declare(shape.place, nullable: shape.nullable, inner)
    declarations[name] = .alias(
      AliasDeclaration(name: name, documentation: documentation(shape.place, shape.object, inner), type: type))
    return Translated(type: .named(name), nullable: shape.nullable)
  }

  /// A definition that only names another (`Animal: {$ref: Pet}`, a multi-file document's
  /// `Problem: {$ref: './common.yaml#/Error'}`) is that type, and keeps its own name as an
  /// alias of it: the name the API's documentation uses. Nothing is added where the names
  /// agree (`Pet: {$ref: './Pet.yaml'}`) or the name is another type's; a document whose
  /// root is a `$ref` is its target's type, as before.
  private func translateNamingDefinition(_ place: SchemaPlace, _ target: SchemaPlace, _ context: Context)
    throws(SchemaError) -> Translated
  {
    let translated = try translateSite(target, context)
    guard declared[place] == nil, case .named(let targetName) = translated.type else { return translated }
    let base = baseName(for: place)
    let wanted = SwiftNames.reservedTypes.contains(base) ? base + "Model" : base
    guard wanted != targetName, !usedNames.contains(wanted) else { return translated }
    var inner = context
    inner.group = ""
    let name = declare(place, nullable: translated.nullable, inner)
    declarations[name] = .alias(
      AliasDeclaration(
        name: name, documentation: documentation(place, place.value.objectValue ?? JSONObject(), inner),
        type: translated.type))
    return translated
  }

  /// Reserves the name of the type at `place` before its members are translated, so the
  /// members may refer to it.
  func declare(_ place: SchemaPlace, nullable: Bool, _ context: Context) -> String {
    if let known = declared[place] { return known.name }
    let name = uniqueName(baseName(for: place))
    declared[place] = (name, nullable)
    order.append((name, context.input, context.group.isEmpty ? name : context.group))
    return name
  }

  /// A type declared for a case of the union `union`, which holds the schema's place:
  /// `PetObject` for the `object` case of `Pet`.
  func declareCase(of union: String, _ suffix: String, _ context: Context) -> String {
    let name = uniqueName(union + suffix)
    order.append((name, context.input, context.group.isEmpty ? name : context.group))
    return name
  }

  /// The context for the members of the type `name`: its group is the named type at the top.
  func context(inside name: String, _ context: Context) -> Context {
    Context(input: context.input, group: context.group.isEmpty ? name : context.group)
  }

  /// A document root, or a member of `definitions`, `$defs` or `components/schemas`.
  func isDefinition(_ place: SchemaPlace) -> Bool {
    let tokens = place.pointer.tokens.map(\.text)
    if tokens.isEmpty { return true }
    guard tokens.count >= 2 else { return false }
    let container = tokens[tokens.count - 2]
    if container == "definitions" || container == "$defs" { return true }
    return tokens.count >= 3 && container == "schemas" && tokens[tokens.count - 3] == "components"
  }

  /// The doc comment of a type: its `description`, and where it came from.
  func documentation(_ place: SchemaPlace, _ object: JSONObject, _ context: Context) -> Documentation {
    let pointer = "#" + place.pointer.description
    let ownDocument =
      context.input < inputDocuments.count && inputDocuments[context.input] == navigator.documentName(of: place)
    let source = ownDocument ? pointer : (navigator.documentName(of: place) as NSString).lastPathComponent + pointer
    return Documentation(lines: Translator.lines(object["description"]?.stringValue), source: source)
  }

  static func lines(_ text: String?) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    // Every line break Swift or an editor ends a comment at (`\r`, `\r\n`, U+2028, …), not only
    // `\n`: the rest of a line past one would be code.
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
  }
}
