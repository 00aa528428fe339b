import Foundation
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
  /// Throws a located ``SchemaError`` for a
  /// schema that cannot be read or translated (the command's exit 2).
  public func generate() throws(SchemaError) -> [File] {
    let registry = SchemaRegistry(root: nil, mappings: mappings)
    let navigator = SchemaNavigator(registry: registry, options: validatorOptions)
    let parser = SchemaParser(navigator: navigator, registry: registry, validatorOptions: validatorOptions)
    let roots = try parser.parse(inputs)
    var documents: [String] = []
    for root in roots where root.input == documents.count {
      documents.append(navigator.documentName(of: root.facts.root))
    }
    let translator = Translator(navigator: navigator, options: options, inputDocuments: documents)
    for root in roots { try translator.translate(root: root) }
    translator.breakValueCycles()
    let renderer = Renderer(options: options)
    return FileLayout(options: options, inputs: inputs).files(from: translator).map {
      File(name: $0.name, text: renderer.render($0))
    }
  }
}
