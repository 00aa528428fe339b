import Foundation
import PackagePlugin

/// `swift package generate-models [--target NAME]... [--check]`.
///
/// Writes each target's models
/// into the source tree, from the `contract-generate.json` in the target's folder, to the
/// configuration's `out` (the target's folder when it names none). With `--check` it writes
/// nothing and fails when the committed files differ (the CI guard).
@main struct GenerateModelsCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let check = extractor.extractFlag(named: "check") > 0
    let tool = try context.tool(named: "contract-generate")
    var ran = 0
    for target in context.package.targets {
      guard let target = target as? SourceModuleTarget, names.isEmpty || names.contains(target.name) else { continue }
      let config = URL(fileURLWithPath: String(describing: target.directory)).appending(path: "contract-generate.json")
      guard FileManager.default.fileExists(atPath: config.path) else { continue }
      let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: config)) as? [String: Any]
      var arguments = ["--config", config.path]
      if object?["out"] == nil { arguments += ["--out", String(describing: target.directory)] }
      if check { arguments.append("--check") }
      let process = try Process.run(tool.url, arguments: arguments)
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw GenerateModelsFailure(target: target.name, status: process.terminationStatus)
      }
      ran += 1
    }
    if ran == 0 { throw GenerateModelsFailure(target: names.joined(separator: ", "), status: -1) }
  }
}

struct GenerateModelsFailure: Error, CustomStringConvertible {
  var target: String
  var status: Int32
  var description: String {
    status < 0
      ? "no target\(target.isEmpty ? "" : " named \(target)") has a contract-generate.json"
      : "contract-generate failed for \(target) (exit \(status))"
  }
}
