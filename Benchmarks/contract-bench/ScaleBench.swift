import Foundation

/// `contract-bench scale`: what splitting `contract check` of a large dump over machines costs.
///
///   contract-bench scale --contract BINARY [--size MB] [--files N] [--dump DIR] [--contracts DIR]
///                        [--jobs N] [--runs N] [--shards 1,2,4]
///
/// On one dump (a folder of `--files` NDJSON logs, `--size` MB in all, written from the Chapter
/// corpus unless the folder holds them already; a week of logs, say): the whole run's
/// rate; then for each shard count N, every shard `i/N` run one after another on this machine
/// (as N machines would run them side by side), and `report merge` of their reports. Each time
/// is the best of `--runs`. The merged report must be the whole run's, byte for byte, or the
/// section fails.
struct ScaleBench: BenchSection {
  let name = "scale"
  let summary = "contract check --shard: one machine's rate, the shards' overhead, report merge time"

  func run(_ arguments: [String]) throws {
    let options = BenchOptions(arguments)
    guard let binary = options["contract"] else { throw BenchError("scale needs --contract PATH-TO-BINARY") }
    let dump = options["dump"] ?? NSTemporaryDirectory() + "contract-scale-dump"
    let contracts = options["contracts"] ?? "Contracts"
    let jobs = options["jobs"] ?? "2"
    let runs = max(1, Int(options["runs"] ?? "2") ?? 2)
    let counts = (options["shards"] ?? "1,2,4").split(separator: ",").compactMap { Int($0) }
    let size = Int(options["size"] ?? "1024") ?? 1024
    let fileCount = max(1, Int(options["files"] ?? "8") ?? 8)
    if !FileManager.default.fileExists(atPath: dump) {
      try FileManager.default.createDirectory(atPath: dump, withIntermediateDirectories: true)
      let chapter = try ChapterDump(contracts: contracts)
      for day in 1...fileCount {
        _ = try chapter.write(to: dump + "/api-day-\(day).ndjson", megabytes: size / fileCount)
      }
    }
    let megabytes = Double(try folderSize(dump)) / 1_048_576
    let reports = NSTemporaryDirectory() + "contract-scale-reports"
    try? FileManager.default.removeItem(atPath: reports)
    try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
    let check = ["check", "--contracts", contracts, "--against", dump, "--jobs", jobs, "--format", "json"]

    /// The best wall time and the best CPU time of `runs` runs, in seconds.
    func best(_ arguments: [String]) throws -> (wall: Double, cpu: Double) {
      let measures = try (0..<runs).map { _ in try ProcessMeasure.run(binary, arguments) }
      return (
        Double(measures.map(\.0).min() ?? 0) / 1e9, Double(measures.map(\.2).min() ?? 0) / 1e9
      )
    }
    print(String(format: "dump: %@, %.0f MB; check --jobs %@; best of %d runs", dump, megabytes, jobs, runs))
    let whole = try best(check + ["--output", reports + "/whole.json"])
    print(
      String(
        format: "whole run: %.1f s wall (%.1f MB/s), %.1f s CPU (%.1f MB per CPU-second)", whole.wall,
        megabytes / whole.wall, whole.cpu, megabytes / whole.cpu))
    print("shards  slowest shard wall  vs whole/N  shards' CPU  vs whole  merge wall")
    for count in counts {
      var shards: [(wall: Double, cpu: Double)] = []
      var files: [String] = []
      for index in 1...count {
        let file = reports + "/shard-\(index)-of-\(count).json"
        shards.append(try best(check + ["--shard", "\(index)/\(count)", "--output", file]))
        files.append(file)
      }
      let merged = reports + "/merged-\(count).json"
      let merge = try best(["report", "merge"] + files + ["--format", "json", "--output", merged])
      guard
        FileManager.default.contents(atPath: merged) == FileManager.default.contents(atPath: reports + "/whole.json")
      else { throw BenchError("the merged report of \(count) shards is not the whole run's") }
      let slowest = shards.map(\.wall).max() ?? 0
      let cpu = shards.map(\.cpu).reduce(0, +)
      print(
        String(
          format: "%6d  %16.1f s  %9.2fx  %9.1f s  %7.2fx  %8.2f s", count, slowest,
          slowest / (whole.wall / Double(count)), cpu, cpu / whole.cpu, merge.wall))
    }
  }

  private func folderSize(_ path: String) throws -> Int {
    guard let enumerator = FileManager.default.enumerator(atPath: path) else { throw BenchError("no dump at \(path)") }
    var total = 0
    while let relative = enumerator.nextObject() as? String {
      let attributes = try FileManager.default.attributesOfItem(atPath: path + "/" + relative)
      if attributes[.type] as? FileAttributeType == .typeRegular { total += attributes[.size] as? Int ?? 0 }
    }
    return total
  }
}
