// contract-bench: in-process benchmarks, one section per subcommand.
//
//   contract-bench validate [DIR] [--warm N] [--tsv]
//   contract-bench fuzz [--contracts DIR] [--mutants N] [--repeat N] [--worker PATH] [--tsv]
//
// Run through scripts/bench, which builds in release mode and measures the peers on the
// same data. Sections are listed in BenchSection.swift.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let section = BenchSections.all.first(where: { $0.name == name }) else {
  var usage = "usage: contract-bench <section> [options]\n\nsections:\n"
  for section in BenchSections.all {
    usage += "  \(section.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(section.summary)\n"
  }
  FileHandle.standardError.write(Data(usage.utf8))
  exit(arguments.isEmpty ? 2 : (arguments.first == "--help" ? 0 : 2))
}
do {
  try section.run(Array(arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("contract-bench \(name): \(error)\n".utf8))
  exit(1)
}
