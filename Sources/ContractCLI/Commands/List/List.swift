import Contracts
import Foundation

/// `contract list`: the manifest's contracts, with schema, type, profile and corpus size.
public struct List: Command {
  public static let name = "list"
  public static let abstract = "List the contracts: schema, Swift type, profile, routes and corpus files."
  public static let discussion = ""
  public static let spec = ArgumentSpec(options: [
    .init("contracts", value: "DIR", help: "Folder holding contracts.json (default: Contracts).")
  ])

  let contractsDirectory: String
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    contractsDirectory = arguments.value("contracts") ?? "Contracts"
    self.context = context
  }

  public func run() throws -> ExitCode {
    let manifest = try Manifest.load(path: (contractsDirectory as NSString).appendingPathComponent("contracts.json"))
    let files = manifest.corpusFiles()
    var exit = ExitCode.success
    for contract in manifest.contracts {
      let count = files.filter { contract.claims(corpusPath: $0.relativePath) }.count
      var type = contract.typeName ?? "(no type)"
      if let name = contract.typeName, context.registry.models[name] == nil {
        type += " (not registered)"
        exit = .usage
      }
      // A contract `init` made from recorded traffic has no corpus: its responses are the
      // recordings' lines on its routes, or those that name it.
      let recordings = manifest.recordings.joined(separator: ", ")
      let corpus =
        !contract.corpus.isEmpty || manifest.recordings.isEmpty
        ? "\(count) file\(count == 1 ? "" : "s") (\(contract.corpus.joined(separator: ", ")))"
        : contract.routes.isEmpty
          ? "none: the responses of \(recordings) that name it" : "none: the responses of \(recordings) on its routes"
      context.console.line(
        "\(contract.id)\n  schema:  \(contract.schemaDescription)\n  type:    \(type) [\(contract.profileName), \(contract.envelope.rawValue)]"
          + "\n  routes:  \(contract.routes.isEmpty ? "-" : contract.routes.map(\.description).joined(separator: ", "))"
          + "\n  corpus:  \(corpus)")
    }
    return exit
  }
}
