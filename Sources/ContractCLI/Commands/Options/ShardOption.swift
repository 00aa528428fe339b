import Contracts

extension Shard {
  /// `--shard I/N`, when given.
  static func option(_ arguments: ParsedArguments) throws(UsageError) -> Shard? {
    guard let text = arguments.value("shard") else { return nil }
    guard let shard = Shard(parsing: text) else { throw UsageError("--shard takes I/N with 1 ≤ I ≤ N, not '\(text)'") }
    return shard
  }
}
