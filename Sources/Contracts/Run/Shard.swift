import JSONCore

/// One part of a run split across machines or processes: `--shard i/n`.
///
/// `contract fuzz` interleaves its mutant sequence over the shards; `contract check` gives
/// each response to one shard by a stable hash of where it is read (``owns(file:record:)``).
/// Either way the shards' reports join (`contract report merge`) into the unsharded report.
public struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
  /// 0-based.
  public var index: Int
  public var count: Int

  public init(index: Int = 0, count: Int = 1) {
    self.index = index
    self.count = count
  }

  /// Reads `i/n` with 1 ≤ i ≤ n.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, index >= 1, index <= count
    else { return nil }
    self.init(index: index - 1, count: count)
  }

  public var isWhole: Bool { count == 1 }

  public var description: String { "\(index + 1)/\(count)" }

  /// Whether this shard checks the response at `record` of the file whose shard key is `file`.
  ///
  /// The key is the file's path relative to the folder it was found in (see `RunInputs`),
  /// and the record its line (NDJSON), entry (HAR) or 0 (a JSON file): the same on every
  /// machine, wherever the dump is unpacked. Hashing each record (not each file) spreads one
  /// huge log evenly.
  public func owns(file: UInt64, record: Int) -> Bool {
    // SplitMix64's finaliser: consecutive records of one file land on unrelated shards.
    count == 1
      || Int(SplitMix64.mix((file ^ UInt64(truncatingIfNeeded: record)) &+ SplitMix64.gamma) % UInt64(count)) == index
  }

  /// The `lane`-th of `lanes` parts of this shard's responses: itself a shard, of the run's
  /// responses split `count × lanes` ways, so what it owns this shard owns, and the lanes
  /// together own all of it. `contract check --jobs N` checks a run in N lanes at once, one
  /// process each.
  public func lane(_ lane: Int, of lanes: Int) -> Shard {
    Shard(index: index + count * lane, count: count * lanes)
  }

  /// A file's shard key: stable across processes and machines.
  public static func hash(_ key: String) -> UInt64 { FNV1a.hash(key) }
}
