import Contracts
import Foundation
import JSONCore
import JSONSchema

/// Writes the files `contract init` scaffolds into a package, never over an existing one.
struct Scaffolder {
  let packageDirectory: String
  let fixtures: String
  let contractsFolder: String
  let modelsModule: String
  /// `--profile NAME`: the profile every contract names (`default` unless given).
  var profile: String? = nil
  let editPackage: Bool
  /// `--ci github`: the workflows of `ci/github` into `.github/workflows`.
  let writesWorkflows: Bool
  let console: Console

  func run() throws -> ExitCode {
    let manifestPath = path("Package.swift")
    guard let packageText = try? String(contentsOfFile: manifestPath, encoding: .utf8) else {
      throw UsageError("no Package.swift in \(packageDirectory): run 'contract init' in your package's folder")
    }
    let fixturesPath = fixtures.hasPrefix("/") ? fixtures : path(fixtures)
    let scanner = scanModels()
    let types = scanner.codableTypes
    let spec = apiDocument()
    let groups = FixtureGroups(folder: fixturesPath, types: types, document: spec?.schemas)
    guard !groups.groups.isEmpty else {
      throw UsageError(
        "no JSON fixtures or recorded responses in \(fixtures): pass --fixtures DIR, the folder of recorded responses (JSON files, NDJSON, HAR)"
      )
    }

    // The app's decoder, registered when the models module has one public factory of it and
    // `--profile` names no built-in profile: the checks then decode as the app does.
    let decoders = scanner.coderFactories(returning: "JSONDecoder")
    let encoders = scanner.coderFactories(returning: "JSONEncoder")
    let customProfile = profile.flatMap { name in Profile.builtIn.contains { $0.name == name } ? nil : name }
    let appDecoder = decoders.count == 1 && (profile == nil || customProfile != nil) ? decoders[0] : nil
    let profile = profile ?? (appDecoder == nil ? nil : "app")

    // Relative where both folders are the package's; absolute where either is not.
    let corpusRoot =
      fixtures.hasPrefix("/") || contractsFolder.hasPrefix("/")
      ? fixturesPath : relative(from: contractsFolder, to: fixtures)
    let recorded = groups.recorded.sorted
    let sources = [
      groups.files > 0 ? "\(groups.files) fixtures" : nil,
      recorded > 0 ? "\(recorded) recorded response\(recorded == 1 ? "" : "s")" : nil,
    ].compactMap { $0 }.joined(separator: " and ")
    try write(
      groups.manifest(corpusRoot: corpusRoot, profile: profile ?? "default"), to: "\(contractsFolder)/contracts.json",
      what: "\(groups.groups.count) contracts from \(sources) in \(fixtures)")
    let registered = types.filter(\.isPublic).map(\.path)
    try write(
      ScaffoldTemplates.registry(
        modelsModule: modelsModule, types: registered,
        profile: profile.flatMap { name in Profile.builtIn.contains { $0.name == name } ? nil : name },
        decoder: appDecoder, encoder: appDecoder != nil && encoders.count == 1 ? encoders[0] : nil,
        factories: decoders),
      to: "Sources/\(ScaffoldTemplates.registryTarget)/Registry.swift",
      what: "registers \(registered.count) Decodable types of \(modelsModule)")
    try write(ScaffoldTemplates.runner, to: "Sources/\(ScaffoldTemplates.runnerTarget)/main.swift", what: "the runner")
    try write(
      ScaffoldTemplates.tests, to: "Tests/\(ScaffoldTemplates.testTarget)/ContractTests.swift",
      what: "XCTest and Swift Testing")
    try write(
      ScaffoldTemplates.regressionFixtures,
      to: "Tests/\(ScaffoldTemplates.testTarget)/\(ScaffoldTemplates.regressions)/Fixtures/README.md",
      what: "where check --emit-tests writes")
    if writesWorkflows {
      for workflow in CIWorkflows.files(runner: ScaffoldTemplates.runnerTarget, contracts: contractsFolder) {
        try write(workflow.text, to: "\(CIWorkflows.folder)/\(workflow.name)", what: workflow.what)
      }
    }
    let internalTypes = types.filter { !$0.isPublic }.map(\.path)
    if !internalTypes.isEmpty {
      console.line(
        "note: not registered, not public (the registry is another module): \(internalTypes.joined(separator: ", "))")
    }
    let genericTypes = scanner.genericCodableTypes.filter(\.isPublic)
    let generic = genericTypes.map(\.path)
    if !generic.isEmpty {
      console.line(
        "note: generic, not registered: \(generic.joined(separator: ", ")): register each as the responses use it, e.g. Model(\(generic[0])<Item>.self, name: \"\(generic[0])OfItem\")"
      )
    }
    // A page whose rows a model reads: its envelope is likely one of the generic types that
    // has that member (`Page<Item>` with `data`).
    for group in groups.groups where group.type == nil {
      guard let rows = group.rows,
        let envelope = genericTypes.first(where: { $0.properties.contains(rows.key) })?.path
      else { continue }
      let name = rows.type.replacingOccurrences(of: ".", with: "") + envelope
      console.line(
        "note: \(group.id): its '\(rows.key)' holds \(rows.type) values: if \(envelope) is the body's type, register Model(\(envelope)<\(rows.type)>.self, name: \"\(name)\") and name \"\(name)\" its type"
      )
    }
    for file in groups.skipped {
      console.line(
        "note: \(fixtures)/\(file) holds no response a model reads (only errors, empty answers or bodies that are not JSON): no contract was made from it"
      )
    }
    if groups.recorded.errorResponses > 0 {
      let count = groups.recorded.errorResponses
      console.line(
        "note: \(count) recorded error response\(count == 1 ? "" : "s") (status 4xx or 5xx) belong\(count == 1 ? "s" : "") to no contract: name \(count == 1 ? "its" : "their") schema under \"errors\" in \(contractsFolder)/contracts.json to check them"
      )
    }
    for (file, count) in groups.recorded.routeless {
      console.line(
        "note: \(fixtures)/\(file): \(count) recorded response\(count == 1 ? " names" : "s name") neither a route nor a contract: \(count == 1 ? "it stays" : "they stay") unmapped (give each line a \"route\")"
      )
    }
    if let main = groups.recorded.mainHost {
      let hosts = groups.recorded.hostsByCount
      let others = hosts.dropFirst().map(\.host)
      console.line(
        "note: the recordings hold JSON from \(hosts.count) hosts: \(hosts.map { "\($0.host) (\($0.responses))" }.joined(separator: ", ")): the contracts of routes only \(others.count == 1 ? others[0] : "another host than \(main)") answered are named after \(others.count == 1 ? "it" : "their host") (\(others[0]).…): delete those the app does not decode"
      )
    }
    if groups.recorded.unreadable > 0 {
      let count = groups.recorded.unreadable
      console.line(
        "note: \(count) recorded response\(count == 1 ? " has" : "s have") no JSON body: contract check says where")
    }

    if scanner.configuresDecoder && profile == nil {
      console.line(
        "note: \(modelsModule) configures a JSONDecoder (a key or date strategy): register it as a profile in Registry.swift and pass --profile NAME (or set each contract's \"profile\"), so the checks decode as the app does"
      )
    }

    updatePackage(PackageManifestEdit(text: packageText), at: manifestPath)
    var steps: [String] = []
    if let appDecoder {
      console.line("note: registered \(appDecoder) as the '\(profile ?? "app")' profile every contract names")
    } else if let profile, !Profile.builtIn.contains(where: { $0.name == profile }) {
      steps.append(
        "Register your decoder as the '\(profile)' profile in Sources/\(ScaffoldTemplates.registryTarget)/Registry.swift (the commented example shows how)."
      )
    }
    let todo = groups.groups.filter { $0.type == nil }.count
    let typed = groups.groups.count - todo
    steps.append(
      (todo == 0
        ? "Check the type each contract in \(contractsFolder)/contracts.json names (\(typed) matched by the fixtures' keys)"
        : "In \(contractsFolder)/contracts.json, replace each \"TODO\" (\(todo) of \(groups.groups.count)) with the Swift type of its responses")
        + (registered.isEmpty ? "" : " (registered: \(registered.joined(separator: ", ")))") + ".")
    steps.append("swift run -c release \(ScaffoldTemplates.runnerTarget) check")
    let schemaless = groups.groups.filter { $0.schema == nil }.count
    if schemaless > 0 {
      steps.append(
        (schemaless == groups.groups.count
          ? "No contract has a schema yet" : "\(schemaless) of \(groups.groups.count) contracts have no schema yet")
          + ": swift run -c release \(ScaffoldTemplates.runnerTarget) infer --out \(contractsFolder)/drafts drafts one from each contract's fixtures; read each, then name it as its contract's \"schema\" (responses are then validated, and fuzz judges every mutant)."
      )
    }
    steps.append(
      "Turn the model's new failures into tests: add --emit-tests Tests/\(ScaffoldTemplates.testTarget)/\(ScaffoldTemplates.regressions), then swift test."
    )
    steps += workflowSteps
    let numbered = steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    console.line(
      """

      Next:
      \(numbered)
      Each contract is "direction": "read" (the app decodes, never sends back): make it "roundtrip" for
      what the app sends back, and every key the model drops becomes a warning.
      """)
    return .success
  }

  /// The steps the workflows need before their first run: the baselines they compare with.
  private var workflowSteps: [String] {
    guard writesWorkflows else { return [] }
    let runner = "swift run -c release \(ScaffoldTemplates.runnerTarget)"
    return [
      """
      Commit the baselines the workflows compare with:
             \(runner) check --baseline \(contractsFolder)/baseline.json --update-baseline
             \(runner) fuzz --iterations 2000 --baseline \(contractsFolder)/fuzz-baseline.json --update-baseline
      """
    ]
  }

  /// The API document the contracts folder already holds (an OpenAPI or Swagger file, JSON
  /// or YAML, put there before `init`), with the schemas a fixture group may match
  /// (``APIDocumentSchemas``).
  private func apiDocument() -> (file: String, schemas: APIDocumentSchemas)? {
    let folder = path(contractsFolder)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter {
      ["json", "yaml", "yml"].contains(($0 as NSString).pathExtension.lowercased()) && $0 != "contracts.json"
    }
    for name in names {
      let file = (folder as NSString).appendingPathComponent(name)
      guard let facts = try? SchemaFacts(schemaAt: file, registry: SchemaRegistry(root: folder)) else { continue }
      let root = facts.root.value
      guard root["openapi"] != nil || root["swagger"] != nil else { continue }
      return (name, APIDocumentSchemas(root: root, file: name))
    }
    return nil
  }

  /// The models module's sources under `Sources/<module>`, scanned: its Decodable types, and
  /// whether it configures a `JSONDecoder` of its own.
  private func scanModels() -> CodableTypeScanner {
    var scanner = CodableTypeScanner()
    for file in FileDiscovery.expand([path("Sources/\(modelsModule)")], extensions: ["swift"]).files {
      if let text = try? String(contentsOfFile: file, encoding: .utf8) { scanner.scan(text) }
    }
    return scanner
  }

  private func updatePackage(_ manifest: PackageManifestEdit, at manifestPath: String) {
    let identity = manifest.contractIdentity(packageDirectory: packageDirectory)
    let targets = ScaffoldTemplates.targets(modelsModule: modelsModule, package: identity ?? "contract")
    if manifest.declaresTarget(ScaffoldTemplates.registryTarget) {
      console.line("kept    Package.swift (it declares \(ScaffoldTemplates.registryTarget) already)")
      return
    }
    if identity == nil {
      console.line(
        "\nPackage.swift does not depend on contract yet: add to its dependencies\n"
          + "    .package(path: \"PATH/TO/contract\"),  // or .package(url: …): the package is named after the folder")
    }
    if editPackage, let edited = manifest.inserting(targets: targets) {
      do {
        try AtomicFile.write(exactly: Data(edited.utf8), to: manifestPath)
        console.line("edited  Package.swift (3 targets added)")
        return
      } catch {
        console.line("could not edit Package.swift: \(error)")
      }
    }
    console.line("\nAdd to Package.swift's targets (or run 'contract init --edit-package'):\n\(targets.dropLast())")
  }

  /// Writes `text` to `relativePath` unless a file is there.
  private func write(_ text: String, to relativePath: String, what: String) throws(UsageError) {
    let full = path(relativePath)
    if FileManager.default.fileExists(atPath: full) {
      console.line("kept    \(relativePath) (exists; not overwritten)")
      return
    }
    do {
      try AtomicFile.write(exactly: Data(text.utf8), to: full)
    } catch {
      throw UsageError("cannot write \(relativePath): \(error.localizedDescription)")
    }
    console.line("wrote   \(relativePath) (\(what))")
  }

  /// `relative` in the package's folder; an absolute path as it is.
  private func path(_ relative: String) -> String {
    relative.hasPrefix("/") ? relative : (packageDirectory as NSString).appendingPathComponent(relative)
  }

  /// `Fixtures` seen from `Contracts` → `../Fixtures`.
  private func relative(from folder: String, to target: String) -> String {
    let up = folder.split(separator: "/").filter { $0 != "." }.map { _ in ".." }
    return (up + [target]).joined(separator: "/")
  }
}
