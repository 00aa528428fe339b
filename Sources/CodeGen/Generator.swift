import Foundation
import JSONCore
public import JSONSchema

/// `contract generate`'s pipeline.
///
/// Parse (read the schemas through the offline registry) →
/// translate (schemas to declarations) → render (declarations to Swift text), as
/// swift-openapi-generator chains its stages. Same input, same bytes out.
public struct Generator {
  public var inputs: [SchemaInput]
  public var options: GenerateOptions
  public var validatorOptions: ValidatorOptions
  public var mappings: [(prefix: String, directory: String)]

  public init(
    inputs: [SchemaInput], options: GenerateOptions, validatorOptions: ValidatorOptions = ValidatorOptions(),
    mappings: [(prefix: String, directory: String)] = []
  ) {
    self.inputs = inputs
    self.options = options
    self.validatorOptions = validatorOptions
    self.mappings = mappings
  }

  /// A generated file: its name in the output folder and its text.
  public struct File: Sendable, Hashable {
    public var name: String
    public var text: String
  }

  /// The files for every input, in a stable order.
  ///
  /// Throws every schema site that cannot be read or translated, each located (the
  /// command's exit 2), after reading and translating all the others.
  public func generate() throws(GenerateError) -> [File] {
    var warnings: [SchemaError] = []
    return try generate(warnings: &warnings)
  }

  /// ``generate()``, with what was read differently from what it says: a `$schema` no
  /// draft names (`http://json-schema.org/schema#`, a private URI) is read with draft 4's
  /// rules, as the common generators do, in the documents that say it only
  /// (``UnknownMetaSchemas``), and each such `$schema` is a warning.
  ///
  /// A site with no Swift type of its own (an `allOf` member that is a union, an enum of
  /// objects) is `JSONValue` when free-form values are on, and a warning; so is a reference
  /// cycle the validator refuses (``SchemaParser``).
  public func generate(warnings: inout [SchemaError]) throws(GenerateError) -> [File] {
    var runWarnings: [SchemaError] = []
    let first = run(unknownMetaSchemas: nil, warnings: &runWarnings)
    guard validatorOptions.draft == nil, case .failure(let error) = first,
      let unknown = UnknownMetaSchemas(in: error.errors)
    else {
      warnings += runWarnings
      return try first.get()
    }
    runWarnings = []
    let second = run(unknownMetaSchemas: unknown, warnings: &runWarnings)
    warnings += UnknownMetaSchemas.warnings(error.errors) + runWarnings
    return try second.get()
  }

  /// One run, deep `$ref` graphs translated depth first (``DeepStack``).
  private func run(unknownMetaSchemas: UnknownMetaSchemas?, warnings: inout [SchemaError]) -> Result<[File], GenerateError> {
    var found: [SchemaError] = []
    let result = DeepStack.run { () -> Result<[File], GenerateError> in
      Result { () throws(GenerateError) in try self.generateHere(unknownMetaSchemas, warnings: &found) }
    }
    warnings += found
    return result
  }

  private func generateHere(_ unknownMetaSchemas: UnknownMetaSchemas?, warnings: inout [SchemaError]) throws(GenerateError) -> [File] {
    let registry = SchemaRegistry(root: nil, mappings: mappings)
    unknownMetaSchemas?.register(in: registry)
    let navigator = SchemaNavigator(registry: registry, options: validatorOptions)
    let parser = SchemaParser(navigator: navigator, registry: registry, validatorOptions: validatorOptions)
    var errors: [SchemaError] = []
    let roots = parser.parse(inputs, errors: &errors, warnings: &warnings)
    var documents: [String] = []
    for root in roots where root.input == documents.count {
      documents.append(navigator.documentName(of: root.facts.root))
    }
    let translator = Translator(navigator: navigator, options: options, inputDocuments: documents)
    for root in roots { translator.translate(root: root) }
    // A schema that reaches a broken place is translated (only the one holding it is left
    // out), so the translator meets that place too: the validator's error for it is the one
    // listed.
    let broken = Set(errors.map(\.place))
    errors += translator.errors.filter { !broken.contains($0.place) }
    guard errors.isEmpty else { throw GenerateError(errors) }
    // A loop through a union alternative the translator left out is named there, with what
    // it means for the Swift type: the validator's warning for the same loop would repeat it.
    warnings.removeAll {
      $0.kind == .referenceCycle && $0.loop.contains(where: translator.leftOutAlternatives.contains)
    }
    warnings += translator.warnings
    translator.breakValueCycles()
    translator.resolveUnionKeys()
    let renderer = Renderer(options: options)
    return FileLayout(options: options, inputs: inputs).files(from: translator).map {
      File(name: $0.name, text: renderer.render($0))
    }
  }
}

extension SchemaError {
  /// The document and pointer of the error, to tell two errors at one place.
  var place: String { "\(document ?? "")#\(pointer?.description ?? "")" }
}
