import Foundation

/// `contract init`: scaffolds contract checking into a user's package.
///
/// Writes the manifest (a contract per group of fixtures), a library target holding the
/// registry, the runner and a test target, and prints the `Package.swift` targets to add (or
/// adds them with `--edit-package`). It never overwrites a file.
public struct Init: Command {
  public static let name = "init"
  public static let abstract = "Scaffold contracts, a runner and tests in your package from a folder of fixtures."
  public static let discussion = """
    Run in your package's folder. Writes Contracts/contracts.json (one contract per group of
    fixtures: a subfolder, or top-level files of one response shape, named after the shortest
    file name; for recorded traffic (NDJSON, HAR), one per route, its identifiers as
    parameters, the files under "recordings"; "envelope" from the bodies; "type" the model
    whose properties match the fixtures' keys, else "TODO"; "profile" from --profile),
    Sources/AppContracts/Registry.swift
    (every public Decodable type of the models module, subclasses of a Codable class and
    enums that read a body included; raw-value enums, property wrappers and generic types
    left out), Sources/contract-runner/main.swift and Tests/AppContractTests. Existing files
    are kept. Then prints the Package.swift targets to add, or adds them with
    --edit-package. With --ci github, also writes the GitHub Actions workflows of ci/github
    (pull-request check and diff, sharded dump check, nightly fuzz) into .github/workflows.
    """
  public static let spec = ArgumentSpec(
    options: [
      .init(
        "fixtures", value: "DIR",
        help: "The folder of recorded responses (default: the first of \(Init.fixtureFolders.joined(separator: ", ")))."
      ),
      .init(
        "models", value: "MODULE", help: "The target holding your Decodable models (default: the only one in Sources)."),
      .init("package", value: "DIR", help: "The package's folder (default: the current folder)."),
      .init("contracts", value: "DIR", help: "Where to write contracts.json (default: Contracts)."),
      .init(
        "profile", value: "NAME",
        help: "The profile every contract names: your app's decoder, registered in Registry.swift (default: default)."),
      .init(
        "ci", value: "SYSTEM", help: "Also write the CI workflows that run the runner (into .github/workflows).",
        choices: ["github"]),
    ],
    flags: [.init("edit-package", help: "Add the targets to Package.swift instead of printing them.")])

  static let fixtureFolders = ["Fixtures", "fixtures", "Tests/Fixtures", "Tests/fixtures", "Corpus"]

  let scaffolder: Scaffolder

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    let given = arguments.value("package") ?? "."
    let package = given.hasPrefix("/") ? given : (context.currentDirectory as NSString).appendingPathComponent(given)
    func exists(_ relative: String) -> Bool {
      var isDirectory: ObjCBool = false
      let full = relative.hasPrefix("/") ? relative : (package as NSString).appendingPathComponent(relative)
      return FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) && isDirectory.boolValue
    }
    let fixtures: String
    if let named = arguments.value("fixtures") {
      guard exists(named) else { throw UsageError("--fixtures \(named): no such folder in \(given)") }
      fixtures = named
    } else if let found = Init.fixtureFolders.first(where: exists) {
      fixtures = found
    } else {
      throw UsageError(
        "no fixtures folder (\(Init.fixtureFolders.joined(separator: ", "))) in \(given): pass --fixtures DIR")
    }
    let models: String
    if let named = arguments.value("models") { models = named } else { models = try Init.modelsModule(in: package) }
    let contracts = arguments.value("contracts") ?? "Contracts"
    let writesWorkflows = arguments.value("ci") == "github"
    if writesWorkflows, !CIWorkflows.isPlainWord(contracts) {
      throw UsageError(
        "--ci github: the workflows name --contracts \(contracts) unquoted: use letters, digits, '.', '_', '-', '/'")
    }
    scaffolder = Scaffolder(
      packageDirectory: package, fixtures: fixtures, contractsFolder: contracts, modelsModule: models,
      profile: arguments.value("profile"), editPackage: arguments.flag("edit-package"),
      writesWorkflows: writesWorkflows, console: context.console)
  }

  public func run() throws -> ExitCode { try scaffolder.run() }

  /// The only target folder under `Sources` that is not an executable nor one `init` writes.
  static func modelsModule(in package: String) throws(UsageError) -> String {
    let sources = (package as NSString).appendingPathComponent("Sources")
    let folders = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted().filter { name in
      let folder = (sources as NSString).appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
        && isDirectory.boolValue
        && ![ScaffoldTemplates.registryTarget, ScaffoldTemplates.runnerTarget].contains(name)
        && !FileManager.default.fileExists(atPath: folder + "/main.swift")
    }
    guard folders.count == 1, let only = folders.first else {
      throw UsageError(
        folders.isEmpty
          ? "no library target under Sources to take the models from: pass --models MODULE"
          : "which target holds the models? pass --models MODULE (one of: \(folders.joined(separator: ", ")))")
    }
    return only
  }
}
