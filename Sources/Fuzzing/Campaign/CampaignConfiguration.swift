public import Contracts
public import Reports

/// How a campaign runs: seed, how long, which shard, where its files go.
public struct CampaignConfiguration: Sendable {
  public var seed: UInt64
  /// Mutants to run across all shards; `nil` runs until ``duration`` (or SIGINT).
  public var iterations: Int?
  /// Seconds to run, counting the time before a `--resume`.
  public var duration: Double?
  public var shard: Shard
  /// Mutants evaluated together (per batch, across workers).
  public var batchSize: Int
  /// The output folder: report, checkpoint, reproducers.
  public var outputDirectory: String
  /// Seconds between checkpoints (0: after every batch).
  public var checkpointInterval: Double
  public var toolVersion: String
  /// Contract ids the run covers (after `--contract`), for the checkpoint's compatibility check.
  public var contracts: [String]

  public init(
    seed: UInt64, iterations: Int?, duration: Double?, shard: Shard = Shard(), batchSize: Int = 64,
    outputDirectory: String, checkpointInterval: Double = 5, toolVersion: String, contracts: [String]
  ) {
    self.seed = seed
    self.iterations = iterations
    self.duration = duration
    self.shard = shard
    self.batchSize = max(1, batchSize)
    self.outputDirectory = outputDirectory
    self.checkpointInterval = checkpointInterval
    self.toolVersion = toolVersion
    self.contracts = contracts
  }

  /// What a resumed run must share with the run it resumes.
  var identity: String {
    "seed=\(seed) shard=\(shard) iterations=\(iterations.map(String.init) ?? "-") contracts=\(contracts.joined(separator: ","))"
  }
}

extension Shard {
  /// The global position of this shard's `step`-th mutant.
  func position(ofStep step: Int) -> Int { step * count + index }
}

/// Where a campaign is: written to the output folder as `checkpoint.json` so a run killed
/// with SIGKILL resumes (`--resume`) where its last checkpoint was, re-running at most the
/// batches since.
///
/// Findings are in it (and their reproducers already on disk), so none is lost.
public struct CampaignState: Sendable, Codable {
  public static let formatVersion = 1

  public var version = CampaignState.formatVersion
  /// The run's parameters; a resume must match them.
  public var identity: String
  /// Steps of this shard done.
  public var nextStep = 0
  /// Seconds run before this process started (for `--duration` across resumes).
  public var elapsed: Double = 0
  public var finished = false
  public var report: FuzzReport
  /// Failure classes already triaged (shrunk), so a repeat costs nothing.
  public var triaged: Set<String> = []

  public init(identity: String, report: FuzzReport) {
    self.identity = identity
    self.report = report
  }

  enum CodingKeys: String, CodingKey {
    case version, identity, nextStep, elapsed, finished, report, triaged
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    identity = try container.decode(String.self, forKey: .identity)
    nextStep = try container.decode(Int.self, forKey: .nextStep)
    elapsed = try container.decode(Double.self, forKey: .elapsed)
    finished = try container.decode(Bool.self, forKey: .finished)
    report = try container.decode(FuzzReport.self, forKey: .report)
    triaged = Set(try container.decode([String].self, forKey: .triaged))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(identity, forKey: .identity)
    try container.encode(nextStep, forKey: .nextStep)
    try container.encode(elapsed, forKey: .elapsed)
    try container.encode(finished, forKey: .finished)
    try container.encode(report, forKey: .report)
    try container.encode(triaged.sorted(), forKey: .triaged)
  }
}
