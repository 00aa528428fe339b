/// What a corpus run keeps of each contract's first responses, for the findings about the
/// models rather than the responses: the reflection check's findings (``ReflectionCheck``)
/// and where the model-drift probes' fixtures are.
///
/// Both are taken by the check as it checks: the reflection check reads the value the decode
/// stage decoded beside the tree the parse stage built, and the probes' fixtures are the
/// responses at ``probeSources``, read again by position. So the corpus is read and parsed
/// once, and a model that traps in the reflection check does so where the check is
/// supervised.
///
/// A supervised check runs in parts (a child process each, ``ReadingRange``); a part knows
/// only its own responses, so it keeps each entry with its place among its contract's
/// responses, and ``join(_:)`` cuts the parts' samples to what one process would have kept.
public struct CorpusSample: Sendable, Codable {
  /// How many responses of one contract the reflection check reads: the first in reading
  /// order.
  public static let responseLimit = 200
  /// How many rows (or bodies) of one contract the model-drift probes start from, the first
  /// in reading order.
  ///
  /// The probes are as many as the contract has places and variants, whatever the rows; a
  /// corpus of thousands of rows would only make the plan slow to build.
  public static let rowLimit = 200

  /// A reflection finding, with where its response is among its contract's.
  struct Reflected: Codable, Sendable {
    var finding: Finding
    /// The finding's pointer token by token (``PointerTokens``).
    var pointer: PointerTokens?
    var position: ReadingPosition
    /// The response's index among its contract's responses in this part.
    var ordinal: Int

    init(_ finding: Finding, at position: ReadingPosition, ordinal: Int) {
      self.finding = finding
      pointer = finding.pointer.map(PointerTokens.init)
      self.position = position
      self.ordinal = ordinal
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      finding = try container.decode(Finding.self, forKey: .finding)
      pointer = try container.decodeIfPresent(PointerTokens.self, forKey: .pointer)
      position = try container.decode(ReadingPosition.self, forKey: .position)
      ordinal = try container.decode(Int.self, forKey: .ordinal)
      finding.pointer = pointer?.pointer
    }
  }

  /// A response the probes may start from, and how many rows it holds.
  struct RowSource: Codable, Sendable {
    var position: ReadingPosition
    var rows: Int
  }

  /// Responses of each contract read so far (at most ``responseLimit`` are counted).
  private var responses: [String: Int] = [:]
  /// The first occurrence of each reflection finding, in reading order.
  private var reflected: [Reflected] = []
  /// Per contract, responses with rows until they hold ``rowLimit``, in reading order.
  private var rowSources: [String: [RowSource]] = [:]
  /// Per contract, the rows of ``rowSources``.
  private var rowCounts: [String: Int] = [:]

  public init() {}

  /// The contracts whose next response the reflection check reads.
  func reflecting(among ids: some Sequence<String>) -> Set<String> {
    Set(ids.filter { responses[$0, default: 0] < CorpusSample.responseLimit })
  }

  /// Whether the contract `id` still wants responses: for the reflection check or for rows.
  func wants(_ id: String) -> Bool {
    responses[id, default: 0] < CorpusSample.responseLimit || rowCounts[id, default: 0] < CorpusSample.rowLimit
  }

  /// Keeps `source` if its contract's sources hold fewer than ``rowLimit`` rows.
  private mutating func keep(_ source: RowSource, of id: String) {
    guard rowCounts[id, default: 0] < CorpusSample.rowLimit else { return }
    rowSources[id, default: []].append(source)
    rowCounts[id, default: 0] += source.rows
  }

  /// Takes what checking the response at `position` of contract `id` gave: its reflection
  /// findings (when it was among the first responses) and its rows.
  mutating func record(_ outcome: ResponseChecker.Outcome, contract id: String, at position: ReadingPosition) {
    let ordinal = responses[id, default: 0]
    if ordinal < CorpusSample.responseLimit {
      responses[id] = ordinal + 1
      for finding in outcome.reflection
      where !reflected.contains(where: { $0.finding.fingerprint == finding.fingerprint }) {
        reflected.append(Reflected(finding, at: position, ordinal: ordinal))
      }
    }
    if let rows = outcome.rows, rows > 0 { keep(RowSource(position: position, rows: rows), of: id) }
  }

  /// The sample one process would have taken from the responses of `parts`, consecutive
  /// stretches of one run given in reading order.
  static func join(_ parts: [CorpusSample]) -> CorpusSample {
    var joined = CorpusSample()
    var seen = Set<String>()
    for part in parts {
      for entry in part.reflected {
        let id = entry.finding.contract ?? ""
        let ordinal = joined.responses[id, default: 0] + entry.ordinal
        guard ordinal < responseLimit, seen.insert(entry.finding.fingerprint).inserted else { continue }
        var kept = entry
        kept.ordinal = ordinal
        joined.reflected.append(kept)
      }
      for (id, count) in part.responses {
        joined.responses[id] = min(responseLimit, joined.responses[id, default: 0] + count)
      }
      for (id, sources) in part.rowSources {
        for source in sources { joined.keep(source, of: id) }
      }
    }
    return joined
  }

  /// The reflection findings: each property once per contract, in reading order.
  public var reflectionFindings: [Finding] { reflected.map(\.finding) }

  /// Where the responses are that the model-drift probes start from.
  public var probeSources: Set<ReadingPosition> { Set(rowSources.values.joined().map(\.position)) }
}
