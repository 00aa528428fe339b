import Foundation
import JSONCore
import JSONSchema

/// A schema to translate into a named type, with the input it came from.
struct RootSchema {
  var place: SchemaPlace
  /// The index of the `--schema` input, which decides the file it goes to.
  var input: Int
  /// The facts of that input, through which its `$ref`s resolve.
  var facts: SchemaFacts
}

/// The parse stage.
///
/// It reads every input through `JSONSchema`'s schema facts (the validator's
/// offline registry), checks that it compiles as a schema (so a broken `$ref` or keyword is
/// reported as `validate` reports it), and lists the schemas to translate, in input order:
///
/// - a JSON Schema file: its root, then each `definitions`/`$defs` member;
/// - an OpenAPI 3.x or Swagger 2.0 document without a pointer: each of its
///   `components/schemas` or `definitions`, then its operations' inline schemas
///   (``APIOperations/inlineSchemaPointers(in:)``);
/// - any file with a `#/pointer`: the schema there.
struct SchemaParser {
  let navigator: SchemaNavigator
  let registry: SchemaRegistry
  let validatorOptions: ValidatorOptions

  /// The schemas to translate; a schema that does not compile is added to `errors` and
  /// left out, and an input that cannot be read at all is too.
  ///
  /// A reference cycle that never consumes input (`Cat: allOf [Pet]` where `Pet: oneOf [Cat,
  /// Dog]`) makes a schema no validator can run, but a Swift type can still be read from it:
  /// it is added to `warnings`, and the schema translated all the same.
  func parse(_ inputs: [SchemaInput], errors: inout [SchemaError], warnings: inout [SchemaError]) -> [RootSchema] {
    // Every input known before any is compiled: one may refer to another by its `$id`
    // (`"$ref": "/schemas/a"`). One that cannot be read is reported below, as it is parsed.
    for input in inputs { registry.preload(path: input.filePath) }
    var roots: [RootSchema] = []
    for (index, input) in inputs.enumerated() {
      do {
        roots += try parse(input, index: index, errors: &errors, warnings: &warnings)
      } catch {
        errors.append(error)
      }
    }
    return roots
  }

  private func parse(
    _ input: SchemaInput, index: Int, errors: inout [SchemaError], warnings: inout [SchemaError]
  ) throws(SchemaError) -> [RootSchema] {
    var roots: [RootSchema] = []
    let facts = try navigator.load(path: input.filePath, pointer: input.pointer ?? .root)
    let definitions = facts.shape(at: facts.root).definitions
    if let pointer = input.pointer {
      try check(input.filePath, pointer, warnings: &warnings)
      roots.append(RootSchema(place: facts.root, input: index, facts: facts))
    } else if let api = Dialect.apiDialect(ofDocument: facts.root.value) {
      let operations = APIOperations.inlineSchemaPointers(in: facts.root.value)
      guard !definitions.isEmpty || !operations.isEmpty else {
        throw navigator.error(at: facts.root, "the \(api) document has no schemas")
      }
      // One compile for all of them (each alone would compile what it reaches again: quadratic
      // in a document of a thousand schemas). Only when that fails, one more pass that goes on
      // past each broken place lists every one of them once, however many schemas reach it
      // (compiling the schemas one by one repeated a place for each, and took 40 s on a
      // thousand); a schema with a broken place inside it is not translated.
      let broken =
        checkTogether(facts.root.documentURI, definitions.map(\.schema.pointer))
        ? []
        : CompiledSchema.errors(
          schemasAt: definitions.map { (input.filePath, $0.schema.pointer) }, registry: registry,
          options: validatorOptions
        ).map(\.error)
      let cycles = broken.filter { $0.kind == .referenceCycle }
      warnings += cycles.map(SchemaParser.translatedAllTheSame)
      let refused = broken.filter { $0.kind != .referenceCycle }
      errors += refused
      let file = SchemaParser.standardized(input.filePath)
      let brokenHere = refused.compactMap { error in
        error.document.map(SchemaParser.standardized) == file ? error.pointer?.tokens : nil
      }
      for definition in definitions {
        let tokens = definition.schema.pointer.tokens
        if !brokenHere.contains(where: { $0.starts(with: tokens) }) {
          roots.append(RootSchema(place: definition.schema, input: index, facts: facts))
        }
      }
      for pointer in operations {
        guard let place = facts.location(pointer, besides: facts.root) else { continue }
        roots.append(RootSchema(place: place, input: index, facts: facts))
      }
    } else {
      try check(input.filePath, .root, warnings: &warnings)
      roots.append(RootSchema(place: facts.root, input: index, facts: facts))
      for definition in definitions {
        roots.append(RootSchema(place: definition.schema, input: index, facts: facts))
      }
    }
    return roots
  }

  /// Whether the schemas at `pointers` in the document `uri` all compile, compiled as one
  /// `anyOf` of `$ref`s to them, so what they share is compiled once.
  private func checkTogether(_ uri: String, _ pointers: [JSONPointer]) -> Bool {
    let references = pointers.map { pointer -> JSONValue in
      var reference = JSONObject()
      reference["$ref"] = .string(uri + "#" + pointer.description)
      return .object(reference)
    }
    var wrapper = JSONObject()
    wrapper["anyOf"] = .array(references)
    do {
      _ = try CompiledSchema.compile(
        .object(wrapper), baseURI: "urn:contract:generate", registry: registry, options: validatorOptions)
      return true
    } catch {
      return false
    }
  }

  /// Compiles the schema, for the validator's errors (meta-schema, unresolvable `$ref`); a
  /// reference cycle is a warning.
  private func check(_ path: String, _ pointer: JSONPointer, warnings: inout [SchemaError]) throws(SchemaError) {
    do {
      _ = try CompiledSchema.compile(schemaAt: path, pointer: pointer, registry: registry, options: validatorOptions)
    } catch {
      guard error.kind == .referenceCycle else { throw error }
      warnings.append(SchemaParser.translatedAllTheSame(error))
    }
  }

  /// A reference cycle's error as the warning `generate` gives for it.
  private static func translatedAllTheSame(_ error: SchemaError) -> SchemaError {
    var warning = error
    warning.message += "; its Swift types are generated all the same, but validate and check refuse this schema"
    return warning
  }

  /// An absolute path with `.` and `..` resolved, so paths written differently compare equal.
  private static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardized.path }

  /// `user-profile.schema.json` → `user-profile` (and `.yaml`, `.yml` alike).
  static func stem(_ path: String) -> String {
    var name = (path as NSString).lastPathComponent
    for suffix in [".json", ".yaml", ".yml", ".schema"] where name.hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count))
    }
    return name
  }
}
