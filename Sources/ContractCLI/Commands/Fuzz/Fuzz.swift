import Contracts
import Foundation
import Fuzzing

/// `contract fuzz`: a mutation campaign over the corpus, judged by the contracts.
public struct Fuzz: Command {
  public static let name = "fuzz"
  public static let abstract = "Mutate the corpus the ways backends drift; report what the models cannot take."
  public static let discussion = """
    Each corpus row (or body) is mutated by operators driven by its contract: key spellings,
    dropped and null optionals, dropped required keys, re-rendered timestamps, unknown and other
    enum values, extra keys, type drift, number, string and array edges. A systematic phase
    tries every single-site mutation (every kind once before any twice), then random chains of
    2 to 4. Each mutant is validated (allowed or drift) and decoded, in worker processes unless
    --in-process. Findings: a crash or hang, an allowed mutant the model cannot decode, an
    allowed mutant whose round trip loses data; each is shrunk and saved as a reproducer under
    --out. Without a schema a mutant is unchecked, but for a new key and, where the recordings
    vary in fraction digits, fewer of them: a model failing on those is a warning. Drift
    outcomes fill the resilience matrix; with --baseline a cell that got worse is a
    fuzz-regression. The same --seed, corpus and code give the same report. A checkpoint in
    --out lets --resume continue a run that was killed; Ctrl-C stops cleanly with a report.
    Exit codes: 0 nothing at or above --fail-on, 1 findings, 2 configuration or usage error.
    """
  public static let spec = ArgumentSpec(
    options: FuzzSession.specOptions + [
      .init("contract", value: "ID", help: "Fuzz only this contract; repeatable.", repeatable: true),
      .init("seed", value: "N", help: "Seed of the random phase (default: 1)."),
      .init("iterations", value: "N", help: "Mutants to run, all shards together (default: 10000 without --duration)."),
      .init("duration", value: "TIME", help: "Run this long: 90s, 30m, 8h, 1h30m (counts time before a --resume)."),
      JobsOption.spec("Worker processes (or threads with --in-process)"),
      .init("shard", value: "I/N", help: "Run the I-th of N interleaved parts; join them with contract report merge."),
      .init("out", value: "DIR", help: "Folder for the report, checkpoint and reproducers (default: fuzz-out)."),
      .init(
        "baseline", value: "FILE", help: "Compare the resilience matrix with FILE: worse cells are fuzz-regressions."),
      .init("checkpoint-interval", value: "SECONDS", help: "Seconds between checkpoints (default: 5; 0: every batch)."),
    ] + OutputOptions.specOptions,
    flags: FuzzSession.specFlags + [
      .init("update-baseline", help: "Write the run's matrix to the --baseline FILE (atomically)."),
      .init("resume", help: "Continue the run whose checkpoint is in --out."),
      .init("save-to-corpus", help: "Also save each reproducer's payload under the corpus's regressions/ folder."),
    ])

  let session: FuzzSession
  let filter: [String]
  let seed: UInt64
  let iterations: Int?
  let duration: Double?
  let jobs: Int
  let shard: Shard
  let outputDirectory: String
  let baselinePath: String?
  let updateBaseline: Bool
  let resume: Bool
  let saveToCorpus: Bool
  let checkpointInterval: Double
  let output: OutputOptions
  let context: CommandContext

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    session = try FuzzSession(arguments)
    filter = arguments.values("contract")
    seed = try Fuzz.number(arguments, "seed", default: 1, as: UInt64.self, minimum: 0)
    duration = try arguments.value("duration").map { text throws(UsageError) in
      guard let seconds = Fuzz.seconds(text) else {
        throw UsageError("--duration takes a time such as 90s, 30m, 8h or 1h30m, not '\(text)'")
      }
      return seconds
    }
    if arguments.value("iterations") != nil || duration == nil {
      iterations = try Fuzz.number(arguments, "iterations", default: 10_000, as: Int.self, minimum: 1)
    } else {
      iterations = nil
    }
    jobs = try JobsOption.read(arguments)
    shard = try Shard.option(arguments) ?? Shard()
    outputDirectory = arguments.value("out") ?? "fuzz-out"
    baselinePath = arguments.value("baseline")
    updateBaseline = arguments.flag("update-baseline")
    if updateBaseline, baselinePath == nil { throw UsageError("--update-baseline needs --baseline FILE") }
    resume = arguments.flag("resume")
    saveToCorpus = arguments.flag("save-to-corpus")
    if let text = arguments.value("checkpoint-interval") {
      guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
        throw UsageError("--checkpoint-interval takes a number of seconds, not '\(text)'")
      }
      checkpointInterval = seconds
    } else {
      checkpointInterval = 5
    }
    output = OutputOptions(arguments)
    self.context = context
  }

  public func run() throws -> ExitCode { try FuzzFrontend(fuzz: self).run() }

  static func number<Value: FixedWidthInteger>(
    _ arguments: ParsedArguments, _ name: String, default value: Value, as type: Value.Type, minimum: Value
  ) throws(UsageError) -> Value {
    guard let text = arguments.value(name) else { return value }
    guard let number = Value(text), number >= minimum else {
      throw UsageError("--\(name) takes a whole number ≥ \(minimum), not '\(text)'")
    }
    return number
  }

  /// `90`, `90s`, `30m`, `8h`, `1h30m`, `2d` as seconds.
  static func seconds(_ text: String) -> Double? {
    if let plain = Double(text), plain > 0, plain.isFinite { return plain }
    var total = 0.0
    var digits = ""
    for character in text {
      if character.isNumber || character == "." {
        digits.append(character)
        continue
      }
      guard let value = Double(digits) else { return nil }
      switch character {
      case "s": total += value
      case "m": total += value * 60
      case "h": total += value * 3600
      case "d": total += value * 86_400
      default: return nil
      }
      digits = ""
    }
    return digits.isEmpty && total > 0 ? total : nil
  }
}
