/// What each model did under each operator: the resilience matrix, contract × operator ×
/// pointer.
///
/// A row is one contract and one operator; it counts outcomes of the contract-allowed
/// mutants and of the drift ones apart, and lists each pointer (normalised: indices as `*`)
/// with its counts, the worst outcome seen there, the variants tried, and a mutant that gave
/// the worst outcome (`contract replay ID`). Chains from the random phase cannot be laid at one
/// operator's door; they are counted in a `stacked` row per contract.
///
/// The matrix is a pure function of the mutants run and their results, so the same seed
/// gives the same matrix, and shard matrices merge (``merge(_:)``) into the unsharded one.
public struct ResilienceMatrix: Sendable, Codable, Hashable {
  public struct Counts: Sendable, Codable, Hashable {
    public var survived = 0
    public var lossy = 0
    public var failed = 0
    public var hung = 0
    public var crashed = 0

    public init() {}

    public var total: Int { survived + lossy + failed + hung + crashed }

    public mutating func add(_ outcome: Outcome) {
      switch outcome {
      case .survived: survived += 1
      case .lossy: lossy += 1
      case .failed: failed += 1
      case .hung: hung += 1
      case .crashed: crashed += 1
      }
    }

    public mutating func add(_ other: Counts) {
      survived += other.survived
      lossy += other.lossy
      failed += other.failed
      hung += other.hung
      crashed += other.crashed
    }
  }

  public struct PointerCell: Sendable, Codable, Hashable {
    public var pointer: String
    public var counts = Counts()
    public var worst: Outcome = .survived
    /// The operator's variants tried here, sorted: a baseline compares cells only where the
    /// run covered at least what the baseline did.
    public var variants: [Int] = []
    /// The first mutant that gave ``worst``.
    public var example: MutantID?
    /// A shrunk reproducer, for a failure a resilient model would not have (an unknown enum
    /// value, an extra key): relative to the output folder.
    public var reproducer: String?
  }

  public struct Row: Sendable, Codable, Hashable {
    public var contract: String
    public var operatorName: String
    public var allowed = Counts()
    public var drift = Counts()
    public var unchecked = Counts()
    public var pointers: [PointerCell] = []

    enum CodingKeys: String, CodingKey {
      case contract
      case operatorName = "operator"
      case allowed, drift, unchecked, pointers
    }

    mutating func count(_ verdict: Verdict, _ outcome: Outcome) {
      switch verdict {
      case .allowed: allowed.add(outcome)
      case .drift: drift.add(outcome)
      case .unchecked: unchecked.add(outcome)
      }
    }
  }

  public static let stackedOperator = "stacked"

  /// The mutation operators' names in the fixed order campaigns enumerate them
  /// (`MutationOperators.all` in Fuzzing; a test there keeps the two equal): rows and grids
  /// list operators in it, and reports are read and rendered without the fuzzer.
  public static let operatorOrder = [
    "key-case", "drop-optional", "null-optional", "drop-required", "date-format", "enum-unknown", "enum-known",
    "extra-key", "type-drift", "number-edges", "string-edges", "array-edges",
  ]

  /// Rows by `contract` + NUL + `operator`; pointer cells by pointer within each row.
  private var rows: [String: Row] = [:]
  private var cellIndex: [String: [String: Int]] = [:]

  public init() {}

  /// Records one mutant's outcome.
  ///
  /// `site` is the single mutation of a systematic mutant
  /// (operator, normalised payload pointer, variant); `nil` for a stacked chain.
  public mutating func record(
    contract: String, site: (operatorName: String, pointer: String, variant: Int)?, verdict: Verdict, outcome: Outcome,
    mutant: MutantID
  ) {
    let operatorName = site?.operatorName ?? ResilienceMatrix.stackedOperator
    let key = contract + "\u{0}" + operatorName
    var row = rows[key] ?? Row(contract: contract, operatorName: operatorName)
    row.count(verdict, outcome)
    if let site {
      var positions = cellIndex[key] ?? [:]
      let position: Int
      if let known = positions[site.pointer] {
        position = known
      } else {
        position = row.pointers.count
        row.pointers.append(PointerCell(pointer: site.pointer))
        positions[site.pointer] = position
        cellIndex[key] = positions
      }
      var cell = row.pointers[position]
      cell.counts.add(outcome)
      if cell.example == nil || outcome > cell.worst {
        cell.worst = max(cell.worst, outcome)
        cell.example = mutant
      }
      if let insertion = cell.variants.firstIndex(where: { $0 >= site.variant }) {
        if cell.variants[insertion] != site.variant { cell.variants.insert(site.variant, at: insertion) }
      } else {
        cell.variants.append(site.variant)
      }
      row.pointers[position] = cell
    }
    rows[key] = row
  }

  /// Rows sorted by contract, then by the operators' fixed order (`stacked` last), each with
  /// its pointer cells sorted by pointer.
  public var sortedRows: [Row] {
    let order = Dictionary(uniqueKeysWithValues: ResilienceMatrix.operatorOrder.enumerated().map { ($1, $0) })
    return rows.values.map { row in
      var row = row
      row.pointers.sort { $0.pointer.utf8.lexicographicallyPrecedes($1.pointer.utf8) }
      return row
    }.sorted {
      if $0.contract != $1.contract { return $0.contract.utf8.lexicographicallyPrecedes($1.contract.utf8) }
      return order[$0.operatorName, default: Int.max] < order[$1.operatorName, default: Int.max]
    }
  }

  public func row(contract: String, operatorName: String) -> Row? { rows[contract + "\u{0}" + operatorName] }

  /// Notes the reproducer saved for a cell's failure.
  public mutating func setReproducer(_ path: String, contract: String, operatorName: String, pointer: String) {
    let key = contract + "\u{0}" + operatorName
    guard let position = cellIndex[key]?[pointer] else { return }
    rows[key]?.pointers[position].reproducer = path
  }

  /// Adds another matrix's counts (another shard's): counts add up, the worst outcome wins
  /// (its example is the smaller mutant id when equal), variants join.
  public mutating func merge(_ other: ResilienceMatrix) {
    for otherRow in other.sortedRows {
      let key = otherRow.contract + "\u{0}" + otherRow.operatorName
      var row = rows[key] ?? Row(contract: otherRow.contract, operatorName: otherRow.operatorName)
      row.allowed.add(otherRow.allowed)
      row.drift.add(otherRow.drift)
      row.unchecked.add(otherRow.unchecked)
      var positions = cellIndex[key] ?? [:]
      for otherCell in otherRow.pointers {
        guard let position = positions[otherCell.pointer] else {
          positions[otherCell.pointer] = row.pointers.count
          row.pointers.append(otherCell)
          continue
        }
        var cell = row.pointers[position]
        cell.counts.add(otherCell.counts)
        // The example (and the reproducer made from it) of the worse cell, or of the earlier
        // mutant when both are as bad: what the unsharded run would have kept.
        let otherWins =
          otherCell.worst > cell.worst
          || (otherCell.worst == cell.worst
            && (otherCell.example.map { example in cell.example.map { example < $0 } ?? true } ?? false))
        if otherWins {
          cell.example = otherCell.example
          cell.reproducer = otherCell.reproducer ?? cell.reproducer
        } else if cell.reproducer == nil {
          cell.reproducer = otherCell.reproducer
        }
        cell.worst = max(cell.worst, otherCell.worst)
        cell.variants = Array(Set(cell.variants).union(otherCell.variants)).sorted()
        row.pointers[position] = cell
      }
      cellIndex[key] = positions
      rows[key] = row
    }
  }

  public init(from decoder: any Decoder) throws {
    let decoded = try [Row](from: decoder)
    for row in decoded {
      let key = row.contract + "\u{0}" + row.operatorName
      rows[key] = row
      cellIndex[key] = Dictionary(
        row.pointers.enumerated().map { ($1.pointer, $0) }, uniquingKeysWith: { first, _ in first })
    }
  }

  public func encode(to encoder: any Encoder) throws { try sortedRows.encode(to: encoder) }

  public static func == (lhs: ResilienceMatrix, rhs: ResilienceMatrix) -> Bool { lhs.sortedRows == rhs.sortedRows }

  public func hash(into hasher: inout Hasher) { hasher.combine(sortedRows) }
}
