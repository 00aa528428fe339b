import Reporting

/// `contract validate`: JSON instances against one JSON Schema, with every error located.
public struct Validate: Command {
  public static let name = "validate"
  public static let abstract =
    "Validate JSON instances against a JSON Schema (drafts 4 to 2020-12, OpenAPI, Swagger 2.0)."
  public static let discussion = """
    The schema's dialect comes from its $schema (2020-12 when absent), or from the document
    for OpenAPI 3.0/3.1 and Swagger 2.0 (point into them: openapi.json#/components/schemas/Pet).
    $refs resolve offline: files in the contracts folder the schema lies in (the nearest folder
    above it with a contracts.json, as `check` reads them), else next to the schema and below
    its folder; --map prefixes and
    --map-catalog folders (a mapped name that is no file is also tried with .json added).
    The schema may be JSON or YAML (a .yaml or .yml file, or any file that is not JSON but is
    YAML; YAML 1.2 core schema: on/yes/no stay strings). Every error is reported with its
    instance location, keyword location and absolute keyword location, and the file, line and
    column where that keyword is written. Without instances, the schema alone is checked: an
    API document without a pointer has every definition and every operation's inline schema
    checked, each broken place listed once. Exits 0 when every instance is valid (or the
    schema is, without instances), 1 when some are not (or are not JSON), 2 when the schema is
    invalid or unresolvable, or for usage errors.
    """
  public static let spec = ArgumentSpec(
    options: [
      .init("schema", value: "SCHEMA", help: "The schema file, optionally with a #/pointer into it."),
      .init("instances", value: "FILE", help: "A JSON Lines file: one instance per line."),
      RecordFormatOption.spec,
    ] + SchemaOptions.specOptions,
    flags: [
      SchemaOptions.assertFormatsFlag,
      .init(
        "assert-content",
        help: "Check draft 7's contentEncoding (base64) and contentMediaType (application/json)."),
    ],
    positionalName: "INSTANCE", positionalHelp: "JSON files to validate (none: check the schema alone).")

  let schemaPath: String
  let instanceFiles: [String]
  let linesFile: String?
  let renderer: any RecordRenderer
  let schemaOptions: SchemaOptions
  let console: Console

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    guard let schema = arguments.value("schema") else { throw UsageError("missing --schema SCHEMA") }
    schemaPath = schema
    instanceFiles = arguments.positionals
    linesFile = arguments.value("instances")
    renderer = RecordFormatOption.renderer(arguments)
    schemaOptions = try SchemaOptions(arguments)
    console = context.console
  }

  public func run() throws -> ExitCode { ValidateFrontend(validate: self).run() }
}
