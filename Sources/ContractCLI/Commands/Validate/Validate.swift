import Contracts
import Foundation
import JSONCore
import JSONSchema
import Jansson

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
    column where that keyword is written. Exits 0 when every instance is valid, 1 when some
    are not (or are not JSON), 2 when the schema is invalid or unresolvable, or for usage
    errors.
    """
  public static let spec = ArgumentSpec(
    options: [
      .init("schema", value: "SCHEMA", help: "The schema file, optionally with a #/pointer into it."),
      .init("instances", value: "FILE", help: "A JSON Lines file: one instance per line."),
      .init("format", value: "FORMAT", help: "Output format.", choices: ["text", "json"]),
    ] + SchemaOptions.specOptions,
    flags: [
      SchemaOptions.assertFormatsFlag,
      .init(
        "assert-content",
        help: "Check draft 7's contentEncoding (base64) and contentMediaType (application/json)."),
    ],
    positionalName: "INSTANCE", positionalHelp: "JSON files to validate.")

  let schemaPath: String
  let instanceFiles: [String]
  let linesFile: String?
  let json: Bool
  let schemaOptions: SchemaOptions
  let console: Console

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    guard let schema = arguments.value("schema") else { throw UsageError("missing --schema SCHEMA") }
    schemaPath = schema
    instanceFiles = arguments.positionals
    linesFile = arguments.value("instances")
    guard !instanceFiles.isEmpty || linesFile != nil else {
      throw UsageError("give INSTANCE files or --instances FILE.jsonl")
    }
    json = arguments.value("format") == "json"
    schemaOptions = try SchemaOptions(arguments)
    console = context.console
  }

  public func run() throws -> ExitCode {
    // A schema inside a contracts folder reads its $refs from that whole folder, as `check`
    // compiles it; elsewhere, from its own folder and below.
    let file = schemaPath.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
    let registry = SchemaRegistry(
      root: file.flatMap(ContractsFolder.enclosing), mappings: schemaOptions.mappings)
    let schema: CompiledSchema
    do {
      schema = try CompiledSchema.compile(
        schemaAt: schemaPath, registry: registry, options: schemaOptions.validatorOptions)
    } catch {
      console.errorLine("contract validate: \(error)")
      return .usage
    }
    var exit = ExitCode.success
    for path in instanceFiles {
      let bytes: [UInt8]
      do {
        bytes = try FileDiscovery.read(path)
      } catch {
        console.errorLine("contract validate: \(error)")
        exit = .usage
        continue
      }
      if !report(bytes, path: path, line: nil, schema: schema, registry: registry), exit == .success {
        exit = .findings
      }
    }
    if let linesFile {
      guard var reader = LineReader(path: linesFile) else {
        console.errorLine("contract validate: \(linesFile): cannot open the file for reading")
        return .usage
      }
      while let (number, line) = reader.next() {
        guard line.contains(where: { !JSONTextScanner.isJSONWhitespace($0) }) else { continue }
        if !report(line, path: linesFile, line: number, schema: schema, registry: registry), exit == .success {
          exit = .findings
        }
      }
    }
    return exit
  }

  /// Validates one instance and prints its result; returns whether it is valid.
  private func report(
    _ bytes: [UInt8], path: String, line: Int?, schema: CompiledSchema, registry: SchemaRegistry
  ) -> Bool {
    let errors: [(instance: String, keyword: String, absolute: String, message: String, source: String?)]
    do {
      let value = try JanssonParser.parse(bytes).value
      errors = schema.validate(value).map {
        (
          $0.instanceLocation.description, $0.keywordLocation.description, $0.absoluteKeywordLocation, $0.message,
          Validate.source(of: $0.absoluteKeywordLocation, in: registry)
        )
      }
    } catch {
      errors = [("", "", "", "not JSON: \(error)", nil)]
    }
    if json {
      var object: JSONValue = ["instance": .string(path)]
      if let line { object.setMember("line", .number(JSONNumber(line))) }
      object.setMember("valid", .bool(errors.isEmpty))
      object.setMember(
        "errors",
        .array(
          errors.map {
            var error: JSONValue = [
              "instanceLocation": .string($0.instance), "keywordLocation": .string($0.keyword),
              "absoluteKeywordLocation": .string($0.absolute), "error": .string($0.message),
            ]
            if let source = $0.source { error.setMember("keywordSource", .string(source)) }
            return error
          }))
      console.line(object.description)
    } else {
      let name = line.map { "\(path):\($0)" } ?? path
      console.line("\(name): \(errors.isEmpty ? "valid" : "invalid")")
      for error in errors {
        let source = error.source.map { "  \($0)" } ?? ""
        console.line(
          "  \(error.instance.isEmpty ? "(root)" : error.instance): \(error.message)  [\(error.keyword.isEmpty ? "#" : error.keyword)]\(source)"
        )
      }
    }
    return errors.isEmpty
  }

  /// `schemas/pet.yaml:14:20`: where the keyword at `absolute` is written, the file named
  /// relative to the working directory when it is below it.
  static func source(of absolute: String, in registry: SchemaRegistry) -> String? {
    guard let (file, location) = registry.sourceLocation(ofAbsolute: absolute) else { return nil }
    let directory = FileManager.default.currentDirectoryPath
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    let shown = file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    return "\(shown):\(location.line):\(location.column)"
  }
}
