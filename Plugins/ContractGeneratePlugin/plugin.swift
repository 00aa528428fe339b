import Foundation
import PackagePlugin

/// Generates a target's models at build time from the `contract-generate.json` in the target's
/// folder (as swift-openapi-generator's build plugin reads its config): the schemas it lists
/// become one Swift file in the plugin's work folder, compiled into the target.
@main struct ContractGeneratePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let config = URL(fileURLWithPath: String(describing: target.directory)).appending(path: "contract-generate.json")
    guard FileManager.default.fileExists(atPath: config.path) else {
      throw PluginFailure(
        "target \(target.name) has no contract-generate.json in \(String(describing: target.directory))")
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
    let fileName = "\(target.name)+Generated.swift"
    return [
      .buildCommand(
        displayName: "contract generate: \(target.name) from contract-generate.json",
        executable: try context.tool(named: "contract-generate").url,
        arguments: ["--config", config.path, "--out", output.path, "--single-file", fileName],
        inputFiles: [config] + (try schemaFiles(in: config)),
        outputFiles: [output.appending(path: fileName)])
    ]
  }

  /// The schema files the configuration lists, so editing one regenerates the models.
  private func schemaFiles(in config: URL) throws -> [URL] {
    let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: config)) as? [String: Any]
    let schemas = object?["schemas"] as? [String] ?? []
    let folder = config.deletingLastPathComponent()
    return schemas.map { entry in
      let path = String(entry.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
      return path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path)
    }
  }
}

struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
