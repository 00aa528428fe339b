import Contracts
import Reports

/// The resilience matrix laid out for people: a row per contract, a column per operator the
/// campaign ran, and in each cell how many of its mutants the model failed on or lost data
/// with, and where.
///
/// Every format that draws the matrix (HTML's heatmap, Markdown's table, JUnit's test cases)
/// reads it from here, so they agree on the shares and on which pointers are failing.
struct ResilienceGrid {
  /// One contract under one operator: every mutant of the row, allowed, drift or unchecked.
  struct Cell {
    var row: ResilienceMatrix.Row
    var counts: ResilienceMatrix.Counts

    init(_ row: ResilienceMatrix.Row) {
      self.row = row
      counts = row.allowed
      counts.add(row.drift)
      counts.add(row.unchecked)
    }

    /// Mutants the model did not survive: failed, hung or crashed.
    var failed: Int { counts.failed + counts.hung + counts.crashed }

    /// The share of the cell's mutants the model failed on or lost data with, 0…1.
    var badShare: Double { counts.total == 0 ? 0 : Double(failed + counts.lossy) / Double(counts.total) }

    /// The heat of the cell, 0 (all survived) to 5 (three quarters or more failed or lossy):
    /// coarse steps, so a colour reads as a band and the exact share is in the cell's text.
    var heat: Int {
      let share = badShare
      guard share > 0 else { return 0 }
      return share < 0.1 ? 1 : share < 0.25 ? 2 : share < 0.5 ? 3 : share < 0.75 ? 4 : 5
    }
  }

  /// Contract ids, in the report's order.
  var contracts: [String]
  /// Operators with at least one row, in the operators' fixed order (`stacked` last).
  var operators: [String]
  private var cells: [String: Cell]

  init(_ report: FuzzReport) {
    let rows = report.matrix.sortedRows
    var contracts = report.contracts.map(\.id)
    for row in rows where !contracts.contains(row.contract) { contracts.append(row.contract) }
    let used = Set(rows.map(\.operatorName))
    self.contracts = contracts
    operators = (ResilienceMatrix.operatorOrder + [ResilienceMatrix.stackedOperator]).filter(used.contains)
    cells = Dictionary(rows.map { ($0.contract + "\u{0}" + $0.operatorName, Cell($0)) }) { first, _ in first }
  }

  /// The cell of `contract` under `operatorName`; `nil` when the campaign made no such mutant.
  func cell(_ contract: String, _ operatorName: String) -> Cell? { cells[contract + "\u{0}" + operatorName] }
}

extension ResilienceMatrix.Row {
  /// The pointers where the model failed, hung or crashed: crashes and hangs first (what a
  /// reader must not miss in "and N more"), then by pointer.
  var failingPointers: [ResilienceMatrix.PointerCell] {
    pointers.filter { $0.worst >= .failed }.sorted {
      $0.worst != $1.worst ? $0.worst > $1.worst : $0.pointer.utf8.lexicographicallyPrecedes($1.pointer.utf8)
    }
  }
}

extension ResilienceMatrix.PointerCell {
  /// The pointer as reports show it: `(root)` for the whole payload.
  var shownPointer: String { pointer.isEmpty ? "(root)" : pointer }

  /// The pointer with its outcome when that is worse than a failure: `/species [crashed]`.
  var shownWithOutcome: String { worst == .failed ? shownPointer : "\(shownPointer) [\(worst.rawValue)]" }
}

extension FuzzBaseline.Cell {
  /// The pointer as reports show it: `(root)` for the whole payload.
  var shownPointer: String { pointer.isEmpty ? "(root)" : pointer }
}

extension FuzzReport {
  /// One sentence for the end of a report: severities, mutants, verdicts, the seed.
  var summarySentence: String {
    var line =
      "\(plural(summary.errors, "error")), \(plural(summary.warnings, "warning")), \(plural(summary.notes, "note"))"
    line += " from \(plural(summary.mutants, "mutant")) (\(summary.systematic) systematic, \(summary.stacked) stacked;"
    line += " \(summary.allowed) allowed, \(summary.drift) drift) with seed \(seed)"
    if let shard { line += ", shard \(shard)" }
    if interrupted { line += " (interrupted)" }
    return line
  }

  /// The findings as a check report holds them, for the formats' shared finding layouts
  /// (folded by fingerprint, most severe first).
  var findingsReport: CheckReport {
    var report = CheckReport()
    report.add(findings)
    return report
  }
}
