/// What a corpus run keeps of each contract's first responses, for the findings about the
/// models rather than the responses: the reflection check's findings (`ReflectionCheck`)
/// and where the model-drift probes' fixtures are.
///
/// Both are taken by the check as it checks: the reflection check reads the value the decode
/// stage decoded beside the tree the parse stage built, and the probes' fixtures are the
/// responses at ``probeSources``, read again by position. So the corpus is read and parsed
/// once, and a model that traps in the reflection check does so where the check is
/// supervised.
///
/// A supervised check runs in parts (a child process each: a stretch of the run, a
/// ``ReadingRange``, of one lane, ``Shard/lane(_:of:)``); a part knows only its own responses,
/// so it keeps where its first responses of each contract are, and `join(_:)` cuts the
/// parts' samples to what one process would have kept.
public struct CorpusSample: Sendable, Codable {
  /// How many responses of one contract the reflection check reads: the first in reading
  /// order. A property's mismatch shows in every response that has its key, so a few dozen
  /// find what two hundred did; reading a model with `Mirror` costs about a millisecond per
  /// response, a fixed cost every corpus run pays before its first finding.
  public static let responseLimit = 50
  /// How many rows (or bodies) of one contract the model-drift probes start from, the first
  /// in reading order.
  ///
  /// The probes are as many as the contract has places and variants, whatever the rows; past
  /// the first rows, more only make the plan slow to build (each row's schema facts are
  /// worked out), and the traffic evidence the probes are ranked by states its sample.
  public static let rowLimit = 100

  /// A reflection finding, with where its response is.
  struct Reflected: Codable, Sendable {
    var finding: Finding
    /// The finding's pointer token by token (``PointerTokens``).
    var pointer: PointerTokens?
    var position: ReadingPosition

    init(_ finding: Finding, at position: ReadingPosition) {
      self.finding = finding
      pointer = finding.pointer.map(PointerTokens.init)
      self.position = position
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      finding = try container.decode(Finding.self, forKey: .finding)
      pointer = try container.decodeIfPresent(PointerTokens.self, forKey: .pointer)
      position = try container.decode(ReadingPosition.self, forKey: .position)
      finding.pointer = pointer?.pointer
    }
  }

  /// A response the probes may start from, and how many rows it holds.
  struct RowSource: Codable, Sendable {
    var position: ReadingPosition
    var rows: Int
  }

  /// Where the first responses of each contract are (at most ``responseLimit``), in
  /// reading order.
  private var responses: [String: [ReadingPosition]] = [:]
  /// The first occurrence of each reflection finding in each contract's responses, in
  /// reading order: a property several contracts' models share is one finding (its
  /// fingerprint names no contract), met once in each.
  private var reflected: [Reflected] = []
  /// Per contract, responses with rows until they hold ``rowLimit``, in reading order.
  private var rowSources: [String: [RowSource]] = [:]
  /// Per contract, the rows of ``rowSources``.
  private var rowCounts: [String: Int] = [:]

  public init() {}

  /// The contracts whose next response the reflection check reads.
  package func reflecting(among ids: some Sequence<String>) -> Set<String> {
    Set(ids.filter { responses[$0, default: []].count < CorpusSample.responseLimit })
  }

  /// Whether the contract `id` still wants responses: for the reflection check or for rows.
  package func wants(_ id: String) -> Bool {
    responses[id, default: []].count < CorpusSample.responseLimit
      || rowCounts[id, default: 0] < CorpusSample.rowLimit
  }

  /// Keeps `source` if its contract's sources hold fewer than ``rowLimit`` rows.
  private mutating func keep(_ source: RowSource, of id: String) {
    guard rowCounts[id, default: 0] < CorpusSample.rowLimit else { return }
    rowSources[id, default: []].append(source)
    rowCounts[id, default: 0] += source.rows
  }

  /// Takes what checking the response at `position` of contract `id` gave: its reflection
  /// findings (when it was among the first responses) and its rows.
  package mutating func record(_ outcome: ResponseChecker.Outcome, contract id: String, at position: ReadingPosition) {
    if responses[id, default: []].count < CorpusSample.responseLimit {
      responses[id, default: []].append(position)
      for finding in outcome.reflection
      where !reflected.contains(where: { $0.finding.fingerprint == finding.fingerprint && $0.finding.contract == id }) {
        reflected.append(Reflected(finding, at: position))
      }
    }
    if let rows = outcome.rows, rows > 0 { keep(RowSource(position: position, rows: rows), of: id) }
  }

  /// The sample one process would have taken from the responses of `parts`, disjoint parts
  /// of one run in any order.
  ///
  /// A part kept its own first responses of each contract, its own first sources of rows,
  /// and the first occurrence of each reflection finding among them: whatever of the run's
  /// first ones it read is among those, so the run's are the first of all the parts' together.
  package static func join(_ parts: [CorpusSample]) -> CorpusSample {
    var joined = CorpusSample()
    for id in Set(parts.flatMap(\.responses.keys)) {
      joined.responses[id] = Array(parts.flatMap { $0.responses[id] ?? [] }.sorted().prefix(responseLimit))
    }
    // The reflection findings of the run's first responses, each at its first occurrence, in
    // reading order (a response is one part's: its findings keep that part's order).
    let entries = parts.flatMap { $0.reflected.enumerated() }
      .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
    var seen = Set<String>()
    for entry in entries.map(\.element) {
      let id = entry.finding.contract ?? ""
      guard let last = joined.responses[id]?.last, entry.position <= last,
        seen.insert(id + " " + entry.finding.fingerprint).inserted
      else { continue }
      joined.reflected.append(entry)
    }
    for id in Set(parts.flatMap(\.rowSources.keys)) {
      let sources = parts.flatMap { $0.rowSources[id] ?? [] }.sorted { $0.position < $1.position }
      for source in sources { joined.keep(source, of: id) }
    }
    return joined
  }

  /// The reflection findings: each property at its first occurrence in each contract, in
  /// reading order.
  public var reflectionFindings: [Finding] { reflected.map(\.finding) }

  /// Where the responses are that the model-drift probes start from.
  public var probeSources: Set<ReadingPosition> { Set(rowSources.values.joined().map(\.position)) }
}
