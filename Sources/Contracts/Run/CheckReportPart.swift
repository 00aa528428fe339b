public import Foundation
import JSONCore

/// A part of a check run's report as one process hands it to another: what a supervised
/// check's child (`contract check` runs its responses in one, ``CheckRun/run(against:shard:lane:range:sampleOnly:inFlight:progress:)``
/// with a range) writes for its parent to join (``CheckReportMerge/join(_:)``).
///
/// Everything a part carries goes through exactly (findings with their fingerprints, reading
/// positions, every occurrence count), so the joined report is the one a single process
/// makes. The configuration errors are the parent's own: it bound the same manifest.
public struct CheckReportPart: Codable, Sendable {
  var findings: [Finding]
  /// Each finding's pointer token by token: its text (``Finding``'s own coding) cannot tell
  /// the index `/0` from the key `"0"`, and renderers must.
  var pointers: [PointerTokens?]
  var order: [ReadingPosition]
  var occurrences: [String: Int]
  var inputFiles: Int
  var shard: Shard?
  var run: String?
  var contracts: [ContractSummary]
  var responses: Int
  var unmapped: Int
  var skippedNonJSON: Int
  var warnings: [String]
  var missingPaths: [String]
  var sample: CorpusSample?

  public init(_ report: CheckReport) {
    findings = report.findings
    pointers = report.findings.map { $0.pointer.map(PointerTokens.init) }
    order = report.order
    occurrences = report.occurrences
    inputFiles = report.inputFiles
    shard = report.shard?.shard
    run = report.shard?.run
    contracts = report.contracts
    responses = report.responses
    unmapped = report.unmapped
    skippedNonJSON = report.skippedNonJSON
    warnings = report.warnings
    missingPaths = report.missingPaths
    sample = report.sample
  }

  /// The report this part was written from, without configuration errors.
  public var report: CheckReport {
    var findings = findings
    for (index, tokens) in zip(findings.indices, pointers) { findings[index].pointer = tokens?.pointer }
    var report = CheckReport(findings: findings, order: order, occurrences: occurrences)
    report.inputFiles = inputFiles
    if let shard, let run { report.shard = CheckReport.ShardStamp(shard: shard, run: run) }
    report.contracts = contracts
    report.responses = responses
    report.unmapped = unmapped
    report.skippedNonJSON = skippedNonJSON
    report.warnings = warnings
    report.missingPaths = missingPaths
    report.sample = sample
    return report
  }

  /// The part as compact JSON. Written and read by the tool's own coders (`JSONValueEncoder`,
  /// `JSONValueDecoder`; the text read by `CompactJSONReader`, which reads what this
  /// program wrote): a large run's part holds a thousand findings, and `JSONEncoder` and
  /// `JSONDecoder` took a quarter of a second over them at the run's end.
  public func serialized() throws -> Data { Data(JSONWriter().bytes(try JSONValueEncoder().encode(self))) }

  public init(serialized data: Data) throws {
    self = try JSONValueDecoder().decode(CheckReportPart.self, from: CompactJSONReader.read(Array(data)))
  }
}

/// A pointer's tokens in JSON: keys as strings, indices as numbers.
struct PointerTokens: Codable, Sendable {
  var pointer: JSONPointer

  init(_ pointer: JSONPointer) { self.pointer = pointer }

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var tokens: [JSONPointer.Token] = []
    while !container.isAtEnd {
      if let index = try? container.decode(Int.self) {
        tokens.append(.index(index))
      } else {
        tokens.append(.key(try container.decode(String.self)))
      }
    }
    pointer = JSONPointer(tokens)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for token in pointer.tokens {
      switch token {
      case .key(let key): try container.encode(key)
      case .index(let index): try container.encode(index)
      }
    }
  }
}
