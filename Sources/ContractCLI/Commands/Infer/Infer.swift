import Contracts
import Evidence
import Foundation

/// `contract infer`: what the recorded traffic implies that the contracts do not say.
public struct Infer: Command {
  public static let name = "infer"
  public static let abstract = "Suggest contract changes the recorded traffic implies, as an overlay or JSON Patch."
  public static let discussion = """
    Reads the --against dumps (or the corpus) once, streamed, and lists per contract what the
    traffic implies that the schema does not say, each with its evidence (counts, first location).
    Loosening: null where the schema forbids it, enum values outside the list, other types, required
    keys some responses lack, keys a closed object does not declare, strings a timestamp format
    refuses. Tightening (listed, applied only with --include-tightening): optional keys present in
    every response, enum values never sent, undeclared keys of open objects. Notes: declared keys
    never sent, timestamps and numbers written one way only. Places need --min-sample values before
    tightening or a note is said. With --out DIR, writes per schema document an OpenAPI Overlay 1.0
    (OpenAPI and Swagger documents) or a JSON Patch (plain JSON Schema) that makes the selected
    changes, under the document's path from the contracts folder, never over the contracts.
    A contract with no schema gets one drafted from its traffic under DIR (<id>.schema.json):
    the types, members and formats its recorded values show, to name as its "schema".
    Exit codes: 0, 2 configuration or usage error.
    """
  public static let spec = ArgumentSpec(
    options: TrafficOptions.specOptions + [
      .init("out", value: "DIR", help: "Write each schema document's overlay or JSON Patch under DIR."),
      .init(
        "min-sample", value: "N",
        help:
          "Values a place needs before tightening or a note is suggested (default: \(Inference.defaultMinimumSample))."),
      .init("format", value: "FORMAT", help: "Summary format.", choices: ["text", "json"]),
      .init("output", value: "FILE", help: "Write the summary to FILE (atomically) instead of standard output."),
    ],
    flags: [.init("include-tightening", help: "Make the tightening changes too in the written documents.")])

  let traffic: TrafficOptions
  let out: String?
  let minimumSample: Int
  let json: Bool
  let output: String?
  let includeTightening: Bool
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    traffic = try TrafficOptions(arguments)
    out = arguments.value("out")
    if let text = arguments.value("min-sample") {
      guard let count = Int(text), count >= 1 else {
        throw UsageError("--min-sample takes a count of 1 or more, not '\(text)'")
      }
      minimumSample = count
    } else {
      minimumSample = Inference.defaultMinimumSample
    }
    json = arguments.value("format") == "json"
    output = arguments.value("output")
    includeTightening = arguments.flag("include-tightening")
    self.context = context
  }

  public func run() throws -> ExitCode { try InferFrontend(infer: self).run() }
}
