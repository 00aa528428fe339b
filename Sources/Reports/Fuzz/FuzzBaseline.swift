public import Contracts
import Foundation
import JSONCore
import Jansson

/// A committed resilience matrix (`Contracts/fuzz-baseline.json`): for each contract,
/// operator and pointer, the worst outcome a campaign saw and the variants it tried.
///
/// Counts change with `--iterations`; the worst outcome per cell does not, once the
/// systematic phase has covered the cell. So the baseline keeps only that, and compares a
/// cell only where the new run tried at least the variants the baseline run did: worse is a
/// `fuzz-regression` (a mutation the model survived now fails), better is reported as fixed.
public struct FuzzBaseline: Sendable, Codable, Hashable {
  public struct Cell: Sendable, Codable, Hashable {
    public var contract: String
    public var operatorName: String
    public var pointer: String
    public var outcome: Outcome
    public var variants: [Int]

    enum CodingKeys: String, CodingKey {
      case contract
      case operatorName = "operator"
      case pointer, outcome, variants
    }
  }

  /// A cell that got worse.
  public struct Regression: Sendable, Hashable {
    public var baseline: Cell
    public var now: Outcome
    public var example: MutantID?
  }

  public var version = 1
  public var cells: [Cell]

  public init(matrix: ResilienceMatrix) {
    cells = matrix.sortedRows.flatMap { row in
      row.pointers.map {
        Cell(
          contract: row.contract, operatorName: row.operatorName, pointer: $0.pointer, outcome: $0.worst,
          variants: $0.variants)
      }
    }
  }

  public static func load(path: String) throws(ConfigurationError) -> FuzzBaseline {
    try ToolFile.decode(FuzzBaseline.self, path: path, kind: "contract fuzz baseline")
  }

  /// JSON text with one cell per line, so a baseline change reads as a diff of cells.
  public func serialized() throws -> String {
    try LinePerEntryJSON.serialize(version: version, key: "cells", entries: cells)
  }

  /// The cells of `matrix` that got worse and those that got better, among the contracts
  /// `contracts` names (a run limited by `--contract` says nothing about the others).
  public func compare(_ matrix: ResilienceMatrix, contracts: Set<String>) -> (regressions: [Regression], fixed: [Cell])
  {
    var regressions: [Regression] = []
    var fixed: [Cell] = []
    for cell in cells where contracts.contains(cell.contract) {
      guard let row = matrix.row(contract: cell.contract, operatorName: cell.operatorName),
        let now = row.pointers.first(where: { $0.pointer == cell.pointer }),
        Set(now.variants).isSuperset(of: cell.variants)
      else { continue }
      if now.worst > cell.outcome {
        regressions.append(Regression(baseline: cell, now: now.worst, example: now.example))
      } else if now.worst < cell.outcome {
        fixed.append(cell)
      }
    }
    return (regressions, fixed)
  }
}

extension Finding {
  /// A resilience-matrix cell that got worse than the committed baseline.
  public static func fuzzRegression(_ regression: FuzzBaseline.Regression, baselinePath: String) -> Finding {
    let cell = regression.baseline
    var evidence = ["operator": cell.operatorName, "baseline": cell.outcome.rawValue, "now": regression.now.rawValue]
    if let example = regression.example { evidence["mutant"] = example.description }
    return Finding(
      kind: .fuzzRegression, contract: cell.contract, source: SourceReference(file: baselinePath),
      pointer: try? JSONPointer(parsing: cell.pointer),
      message:
        "\(cell.operatorName) at \(cell.pointer.isEmpty ? "(root)" : cell.pointer): the model \(cell.outcome.rawValue) in the baseline, now \(regression.now.rawValue)",
      evidence: evidence, detail: cell.operatorName)
  }
}
