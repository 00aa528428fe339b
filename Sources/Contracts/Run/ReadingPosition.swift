/// Where a run read a response: the index of its file among the run's input files, and its
/// record in that file (the line of an NDJSON log, 1 + the entry of a HAR capture, 0 for a
/// JSON file or a file-level error).
///
/// Reports carry it for every listed finding (`order` in the JSON report) so that shards'
/// reports merge back into reading order: every shard of a run numbers the files alike, and
/// the findings of one response all come from one shard, in their order. Findings about no
/// response (model drift) sit after every file.
public struct ReadingPosition: Sendable, Hashable, Comparable, Codable {
  public var file: Int
  public var record: Int

  public init(file: Int, record: Int) {
    self.file = file
    self.record = record
  }

  public static func < (lhs: ReadingPosition, rhs: ReadingPosition) -> Bool {
    (lhs.file, lhs.record) < (rhs.file, rhs.record)
  }

  /// As the JSON report writes it: `[file, record]`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    file = try container.decode(Int.self)
    record = try container.decode(Int.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(file)
    try container.encode(record)
  }
}
