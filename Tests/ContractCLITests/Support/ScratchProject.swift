import ContractTesting
import Foundation

/// A contracts folder, corpus and dump written for one test into a fresh folder under
/// `.build`, with the pets fixtures' schema, run with the fixture runner.
///
/// Reliability tests plant what they need (secrets, special files, large rows) where the
/// shared fixtures must stay ordinary.
struct ScratchProject {
  let root: String

  /// - Parameter contracts: the manifest's `contracts` array, as JSON text.
  init(contracts: String, recordings: [String] = []) throws {
    root =
      URL(fileURLWithPath: CheckCommandTests.fixtures).appendingPathComponent(
        "../../../.build/scratch/\(UUID().uuidString)"
      )
      .standardizedFileURL.path
    let schema = try String(
      contentsOfFile: CheckCommandTests.fixtures + "/Contracts/pets/pet.schema.json", encoding: .utf8)
    try write("Contracts/pets/pet.schema.json", schema)
    let recordingList = recordings.map { "\"\($0)\"" }.joined(separator: ", ")
    try write("Contracts/contracts.json", #"{ "recordings": [\#(recordingList)], "contracts": \#(contracts) }"#)
  }

  func path(_ relative: String) -> String { root + "/" + relative }

  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path(relative))
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ relative: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path(relative))), as: UTF8.self)
  }

  /// Runs the fixture runner in the project's folder.
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandOutput {
    try executeCommand(arguments, product: "contract-fixtures", in: root, environment: environment)
  }

  /// Every regular file under `relative`, relative to the project.
  func files(under relative: String) -> [String] {
    let base = path(relative)
    let names = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: base + "/" + name, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }.map { relative + "/" + $0 }.sorted()
  }
}
