import CodeGen
import Foundation
import JSONSchema

/// `contract generate`: JSON Schema → Swift `Codable` models (CodeGen), or with `--check`
/// the CI guard that the committed models are what the schemas generate.
public struct Generate: Command {
  public static let name = "generate"
  public static let abstract = "Generate Swift Codable models from JSON Schema, OpenAPI or Swagger schemas."
  public static let discussion = """
    Give schemas with --schema (repeatable; point into OpenAPI/Swagger documents with
    #/components/schemas/X or #/definitions/X, or name the document to generate all its
    schemas) and a folder with --out, or a contract-generate.json with --config (the command
    line's settings override the file's). $refs resolve offline, as for validate.
    --check writes nothing: it compares the folder with what would be generated and exits 1
    with a unified diff when a file is stale or was edited by hand. A schema that cannot be
    translated is exit 2 with its file, line, column, JSON Pointer and the reason.
    """
  public static let spec = ArgumentSpec(
    options: [
      .init(
        "schema", value: "SCHEMA", help: "A schema file, optionally with a #/pointer; repeatable.", repeatable: true),
      .init("out", value: "DIR", help: "The folder the Swift files go to."),
      .init("config", value: "FILE", help: "A contract-generate.json with schemas, out and settings."),
    ]
      + GenerateSetting.allCases.filter { $0.choices != ["true", "false"] }.map {
        .init($0.rawValue, value: $0.rawValue.uppercased(), help: $0.help, choices: $0.choices)
      } + SchemaOptions.specOptions,
    flags: [
      .init("check", help: "Compare the folder with what would be generated; exit 1 with a diff when they differ.")
    ]
      + GenerateSetting.allCases.filter { $0.choices == ["true", "false"] }.flatMap {
        [
          ArgumentSpec.Flag($0.rawValue, help: $0.help),
          ArgumentSpec.Flag("no-" + $0.rawValue, help: "Turn off --\($0.rawValue)."),
        ]
      })

  let configuration: GenerateConfiguration
  let outputDirectory: String
  let check: Bool
  let validatorOptions: ValidatorOptions
  let console: Console

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    var configuration = GenerateConfiguration()
    if let path = arguments.value("config") {
      guard arguments.values("schema").isEmpty else { throw UsageError("give --schema or --config, not both") }
      do {
        configuration = try GenerateConfiguration.load(path: path)
      } catch {
        throw UsageError(error.description)
      }
    }
    for text in arguments.values("schema") {
      do {
        configuration.schemas.append(try SchemaInput(text))
      } catch {
        throw UsageError(error.description)
      }
    }
    guard !configuration.schemas.isEmpty else { throw UsageError("give --schema SCHEMA... or --config FILE") }
    for setting in GenerateSetting.allCases {
      var value = arguments.value(setting.rawValue)
      if arguments.flag(setting.rawValue) { value = "true" }
      if arguments.flag("no-" + setting.rawValue) { value = "false" }
      guard let value else { continue }
      do {
        try setting.apply(value, to: &configuration.options)
      } catch {
        throw UsageError(error.description)
      }
    }
    guard let out = arguments.value("out") ?? configuration.outputDirectory else {
      throw UsageError("give --out DIR (or out in the configuration)")
    }
    let schemaOptions = try SchemaOptions(arguments)
    configuration.mappings += schemaOptions.mappings
    var validatorOptions = schemaOptions.validatorOptions
    if validatorOptions.draft == nil, let name = configuration.draft {
      guard let draft = Draft(optionName: name) else {
        throw UsageError("draft takes 4, 6, 7, 2019-09 or 2020-12, not '\(name)'")
      }
      validatorOptions.draft = draft
    }
    self.configuration = configuration
    self.outputDirectory = out
    self.check = arguments.flag("check")
    self.validatorOptions = validatorOptions
    self.console = context.console
  }

  public func run() throws -> ExitCode {
    let run = GenerateRun(
      configuration: configuration, outputDirectory: outputDirectory, check: check, validatorOptions: validatorOptions)
    let outcome = run.run(output: { console.write($0.hasSuffix("\n") ? $0 : $0 + "\n") }) {
      console.errorLine("contract generate: " + $0)
    }
    switch outcome {
    case .success: return .success
    case .outOfDate: return .findings
    case .failure: return .usage
    }
  }
}
