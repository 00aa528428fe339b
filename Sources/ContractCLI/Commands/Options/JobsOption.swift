/// `--jobs N`, declared and read the same way by every command that runs work in parallel.
enum JobsOption {
  static let limit = 256
  static let name = "jobs"

  /// The option, with what a job is for this command (threads, worker processes).
  static func spec(_ what: String) -> ArgumentSpec.Option {
    .init(name, value: "N", help: "\(what) (default: 1).")
  }

  /// The number given, 1 to ``limit``; 1 when not given.
  static func read(_ arguments: ParsedArguments) throws(UsageError) -> Int {
    guard let text = arguments.value(name) else { return 1 }
    guard let jobs = Int(text), jobs >= 1, jobs <= limit else {
      throw UsageError("--jobs takes a whole number from 1 to \(limit), not '\(text)'")
    }
    return jobs
  }
}
