import Foundation

/// `contract-bench measure PATH [ARGUMENTS…]`: runs one command and prints its wall time
/// (ns), peak RSS (KB) and CPU time (ns), tab-separated; what ``ProcessMeasure/run(_:_:)``
/// starts, so that the command's peak is its own (see there).
struct MeasureBench: BenchSection {
  let name = "measure"
  let summary = "run one command; print its wall ns, peak RSS KB and CPU ns"

  func run(_ arguments: [String]) throws {
    guard let path = arguments.first else { throw BenchError("usage: contract-bench measure PATH [ARGUMENTS…]") }
    let (wall, peak, cpu) = try ProcessMeasure.direct(path, Array(arguments.dropFirst()))
    print("\(wall)\t\(peak)\t\(cpu)")
  }
}
