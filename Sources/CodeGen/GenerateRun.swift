public import JSONSchema

/// One run of `contract generate` as the command and the plugin tool both do it: generate,
/// then write the folder or (`check`) compare it, and say what happened.
public struct GenerateRun {
  public var configuration: GenerateConfiguration
  public var outputDirectory: String
  public var check: Bool
  public var validatorOptions: ValidatorOptions

  public init(
    configuration: GenerateConfiguration, outputDirectory: String, check: Bool, validatorOptions: ValidatorOptions
  ) {
    self.configuration = configuration
    self.outputDirectory = outputDirectory
    self.check = check
    self.validatorOptions = validatorOptions
  }

  public enum Outcome: Sendable, Equatable {
    /// Written, or (`check`) up to date.
    case success
    /// `check` found files that differ.
    case outOfDate
    /// A schema that cannot be read or translated, or a folder that cannot be written.
    case failure
  }

  /// Runs; `output` gets the report (diffs, files written), `error` the one-line problems.
  public func run(output: (String) -> Void, error: (String) -> Void) -> Outcome {
    if configuration.options.objectKind == .class, configuration.options.mutable, configuration.options.isSendable {
      error("object-kind class with mutability var cannot be Sendable; drop Sendable from conformances or use let")
      return .failure
    }
    let generator = Generator(
      inputs: configuration.schemas, options: configuration.options, validatorOptions: validatorOptions,
      mappings: configuration.mappings)
    let files: [Generator.File]
    do {
      var warnings: [SchemaError] = []
      files = try generator.generate(warnings: &warnings)
      for warning in warnings { error("warning: " + warning.description) }
      if files.isEmpty {
        // An operation's or a shared response's `{"type": "string"}` is decoded as `String`:
        // no type of the app's own to write.
        error(
          "note: no Swift type to generate: the schemas are plain values (a string, a number, …) the app decodes as Swift's own types"
        )
      }
    } catch let generateError {
      for schemaError in generateError.errors { error(schemaError.description) }
      let count = generateError.errors.count
      if count > 1 { error("\(count) schema sites cannot be read or translated") }
      return .failure
    }
    let folder = OutputFolder(path: outputDirectory)
    if check {
      let differences = folder.check(files)
      for difference in differences { output(difference.diff) }
      guard differences.isEmpty else {
        let list = differences.map { "\($0.name) (\($0.reason))" }.joined(separator: ", ")
        error(
          "\(outputDirectory): \(differences.count) of \(files.count) files differ from what the schemas generate: \(list)"
        )
        return .outOfDate
      }
      output("\(outputDirectory): \(files.count) generated file\(files.count == 1 ? "" : "s") up to date")
      return .success
    }
    if let problem = folder.problem() {
      error("\(outputDirectory): cannot write the generated files: \(problem)")
      return .failure
    }
    do {
      let changed = try folder.write(files)
      output(
        "\(outputDirectory): \(files.count) file\(files.count == 1 ? "" : "s") generated, \(changed.count) changed")
      return .success
    } catch let writeError {
      error("\(outputDirectory): cannot write: \(writeError)")
      return .failure
    }
  }
}
