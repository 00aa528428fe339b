import Contracts
import Foundation
import JSONCore
import Reports
import Testing

@testable import Fuzzing

/// The committed matrix: a cell is compared only where the new run tried at least the
/// baseline's variants; worse is a regression, better is fixed.
@Suite struct FuzzBaselineTests {
  private func matrix(_ cells: [(pointer: String, variant: Int, outcome: Outcome)]) -> ResilienceMatrix {
    var matrix = ResilienceMatrix()
    for (index, cell) in cells.enumerated() {
      matrix.record(
        contract: "c", site: ("drop-optional", cell.pointer, cell.variant), verdict: .allowed, outcome: cell.outcome,
        mutant: MutantID(contract: "c", seed: 1, index: index))
    }
    return matrix
  }

  @Test func worseIsARegressionBetterIsFixedUncoveredIsNeither() throws {
    let baseline = FuzzBaseline(
      matrix: matrix([("/*/a", 0, .survived), ("/*/b", 0, .failed), ("/*/c", 0, .survived), ("/*/c", 1, .survived)]))
    let now = matrix([("/*/a", 0, .failed), ("/*/b", 0, .survived), ("/*/c", 0, .crashed)])
    let (regressions, fixed) = baseline.compare(now, contracts: ["c"])
    #expect(
      regressions.map(\.baseline.pointer) == ["/*/a"], "/*/c tried fewer variants than the baseline: not compared")
    #expect(regressions.first?.now == .failed)
    #expect(regressions.first?.example == MutantID(contract: "c", seed: 1, index: 0))
    #expect(fixed.map(\.pointer) == ["/*/b"])
    #expect(baseline.compare(now, contracts: ["other"]).regressions.isEmpty, "contracts not run say nothing")
    let finding = Finding.fuzzRegression(try #require(regressions.first), baselinePath: "Contracts/fuzz-baseline.json")
    #expect(finding.kind == .fuzzRegression)
    #expect(finding.pointer?.normalized == "/*/a")
    #expect(finding.message == "drop-optional at /*/a: the model survived in the baseline, now failed")
  }

  @Test func serializedBaselinesReadBack() throws {
    let baseline = FuzzBaseline(matrix: matrix([("/*/a", 2, .lossy), ("", 0, .failed)]))
    let text = try baseline.serialized()
    #expect(
      text.contains(#"{"contract":"c","operator":"drop-optional","outcome":"lossy","pointer":"/*/a","variants":[2]}"#))
    let decoded = try JSONDecoderBox.decode(text)
    #expect(decoded == baseline)
  }

  @Test func matricesMergeCountsWorstAndVariants() {
    var one = matrix([("/*/a", 0, .survived)])
    one.merge(matrix([("/*/a", 1, .failed), ("/*/b", 0, .survived)]))
    let row = one.row(contract: "c", operatorName: "drop-optional")
    #expect(row?.allowed.total == 3)
    let cell = row?.pointers.first { $0.pointer == "/*/a" }
    #expect(cell?.worst == .failed)
    #expect(cell?.variants == [0, 1])
    #expect(cell?.counts.failed == 1 && cell?.counts.survived == 1)
  }
}

/// Decodes a baseline from text as `FuzzBaseline.load` would from a file.
enum JSONDecoderBox {
  static func decode(_ text: String) throws -> FuzzBaseline {
    try JSONDecoder().decode(FuzzBaseline.self, from: Data(text.utf8))
  }
}
