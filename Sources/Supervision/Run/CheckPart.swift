public import Contracts

extension CheckRun {
  /// Which responses of a run one process checks: the run's inputs, its shard, and the
  /// process's lane and range of them.
  ///
  /// A run is cut three ways: by `--shard` across machines (``Shard/owns(file:record:)``),
  /// by `--jobs` into lanes checked at once (``Shard/lane(_:of:)``), and, in a lane, into
  /// the ranges its successive children check (a supervisor starts a new child after a
  /// crash). The part that starts the run (first shard, first lane, first range) also carries
  /// what is the run's rather than a response's (files not read, models that cannot encode).
  public struct Part: Sendable {
    /// The dumps the run reads, files and folders; none: the manifest's corpus.
    public var paths: [String]
    public var shard: Shard?
    public var lane: Shard
    public var range: ReadingRange
    /// Check only the responses a corpus run's sample still wants (a sharded run's first
    /// shard takes the sample of the whole corpus so).
    public var sampleOnly: Bool

    public init(
      paths: [String] = [], shard: Shard? = nil, lane: Shard = Shard(), range: ReadingRange = .whole,
      sampleOnly: Bool = false
    ) {
      self.paths = paths
      self.shard = shard
      self.lane = lane
      self.range = range
      self.sampleOnly = sampleOnly
    }

    /// The same part, narrowed to the one response at `position`.
    func only(_ position: ReadingPosition) -> Part {
      var part = self
      part.range = .only(position)
      return part
    }

    /// Whether this part starts the run, so carries what is the run's.
    var startsTheRun: Bool { (shard?.index ?? 0) == 0 && lane.index == 0 && range.startsTheRun }
  }
}
