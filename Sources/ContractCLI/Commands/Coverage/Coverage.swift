import Contracts
import Foundation

/// `contract coverage`: which parts of each contract the recorded responses exercise.
public struct Coverage: Command {
  public static let name = "coverage"
  public static let abstract = "Show which parts of each contract the recorded responses exercise."
  public static let discussion = """
    Reads the corpus (or the --against dumps) once, streamed, and counts per contract the schema
    items the responses exercise: each enum value, each oneOf/anyOf alternative and each kind a
    discriminator names, each optional key present and absent, each nullable value null, arrays
    empty and not, numbers written as integers and as reals, timestamps with and without
    fraction digits, with Z and with a numeric offset. Prints a share per contract and overall, and every item never seen with its
    JSON Pointer (what needs a place never reached counted on that place's item, and the keys of
    one object never absent on one line; JSON and JUnit list each); the timestamp spellings
    recorded are listed beside. A schema with more than 500 places is counted below those where
    the traffic reaches. Nothing is decoded.
    Exit codes: 0, or 1 when --fail-under is given and the overall share is below it;
    2 configuration or usage error.
    """
  public static let spec = ArgumentSpec(
    options: TrafficOptions.specOptions + [
      .init("fail-under", value: "PERCENT", help: "Exit 1 when the overall coverage is below PERCENT (0-100).")
    ] + OutputOptions.specOptions.filter { $0.name != "fail-on" })

  let traffic: TrafficOptions
  let failUnder: Double?
  let output: OutputOptions
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    traffic = try TrafficOptions(arguments)
    if let text = arguments.value("fail-under") {
      guard let percent = Double(text), percent >= 0, percent <= 100 else {
        throw UsageError("--fail-under takes a share from 0 to 100, not '\(text)'")
      }
      failUnder = percent
    } else {
      failUnder = nil
    }
    output = OutputOptions(arguments)
    self.context = context
  }

  public func run() throws -> ExitCode { try CoverageFrontend(coverage: self).run() }
}
