import Contracts
import Foundation
import JSONCore
import JSONSchema
import Jansson
import Reports

/// The work of `contract validate` once its arguments are read: compile the schema, then
/// validate each instance and print its record as soon as it is validated, so a JSON Lines
/// file of any length streams.
struct ValidateFrontend {
  let validate: Validate

  func run() -> ExitCode {
    let console = validate.console
    // A schema inside a contracts folder reads its $refs from that whole folder, as `check`
    // compiles it; elsewhere, from its own folder and below.
    let file = validate.schemaPath.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
      .map(String.init)
    let registry = SchemaRegistry(
      root: file.flatMap(ContractsFolder.enclosing), mappings: validate.schemaOptions.mappings)
    if validate.instanceFiles.isEmpty, validate.linesFile == nil { return checkSchemaAlone(registry: registry) }
    let schema: CompiledSchema
    do {
      schema = try CompiledSchema.compile(
        schemaAt: validate.schemaPath, registry: registry, options: validate.schemaOptions.validatorOptions)
    } catch {
      console.errorLine("contract validate: \(error)")
      return .usage
    }
    var exit = ExitCode.success
    func report(_ bytes: [UInt8], path: String, line: Int?) {
      let validation = ValidateFrontend.validation(of: bytes, path: path, line: line, schema: schema, registry: registry)
      console.write(validate.renderer.render(validation))
      if !validation.isValid, exit == .success { exit = .findings }
    }
    for path in validate.instanceFiles {
      do {
        report(try FileDiscovery.read(path), path: path, line: nil)
      } catch {
        console.errorLine("contract validate: \(error)")
        exit = .usage
      }
    }
    if let linesFile = validate.linesFile {
      guard var reader = LineReader(path: linesFile) else {
        console.errorLine("contract validate: \(linesFile): cannot open the file for reading")
        return .usage
      }
      while let (number, line) = reader.next() {
        guard line.contains(where: { !JSONTextScanner.isJSONWhitespace($0) }) else { continue }
        report(line, path: linesFile, line: number)
      }
    }
    return exit
  }

  /// The schema without instances: compiled, or, for an API document named without a
  /// pointer, every definition and operation's inline schema compiled together, each broken
  /// place said once.
  private func checkSchemaAlone(registry: SchemaRegistry) -> ExitCode {
    let console = validate.console
    let options = validate.schemaOptions.validatorOptions
    let path = validate.schemaPath
    if !path.contains("#"), let facts = try? SchemaFacts(schemaAt: path, pointer: .root, registry: registry, options: options),
      let api = Dialect.apiDialect(ofDocument: facts.root.value)
    {
      let pointers =
        facts.shape(at: facts.root).definitions.map(\.schema.pointer)
        + APIOperations.inlineSchemaPointers(in: facts.root.value)
      // As `generate` refuses it: a document whose schemas are missing or not objects
      // (`"schemas": [1]`) checked nothing.
      guard !pointers.isEmpty else {
        console.errorLine("contract validate: \(path): the \(api) document has no schemas")
        return .usage
      }
      let errors = CompiledSchema.errors(schemasAt: pointers.map { (path, $0) }, registry: registry, options: options)
      for (error, _) in errors { console.errorLine("contract validate: \(error)") }
      guard errors.isEmpty else {
        if errors.count > 1 { console.errorLine("contract validate: \(errors.count) broken places in \(path)") }
        return .usage
      }
      console.line("\(path): the \(pointers.count) schemas of the \(api) document are valid schemas")
      return .success
    }
    do {
      _ = try CompiledSchema.compile(schemaAt: path, registry: registry, options: options)
    } catch {
      console.errorLine("contract validate: \(error)")
      return .usage
    }
    console.line("\(path): a valid schema")
    return .success
  }

  /// One instance validated, each error located in the instance and in the schema's file.
  static func validation(
    of bytes: [UInt8], path: String, line: Int?, schema: CompiledSchema, registry: SchemaRegistry
  ) -> InstanceValidation {
    let value: JSONValue
    do {
      value = try JanssonParser.parse(bytes).value
    } catch {
      return InstanceValidation(path: path, line: line, notJSON: "\(error)")
    }
    return InstanceValidation(
      path: path, line: line,
      violations: schema.validate(value).map {
        InstanceValidation.Violation(
          instanceLocation: $0.instanceLocation.description, keywordLocation: $0.keywordLocation.description,
          absoluteKeywordLocation: $0.absoluteKeywordLocation, message: $0.message,
          source: source(of: $0.absoluteKeywordLocation, in: registry))
      })
  }

  /// `schemas/pet.yaml:14:20`: where the keyword at `absolute` is written, the file named
  /// relative to the working directory when it is below it.
  private static func source(of absolute: String, in registry: SchemaRegistry) -> String? {
    guard let (file, location) = registry.sourceLocation(ofAbsolute: absolute) else { return nil }
    let directory = FileManager.default.currentDirectoryPath
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    let shown = file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    return "\(shown):\(location.line):\(location.column)"
  }
}
