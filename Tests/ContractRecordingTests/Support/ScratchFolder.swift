import Foundation

/// A fresh folder under the package's `.build/scratch`, as the CLI tests make theirs: kept
/// after the run for a look when a test fails.
struct ScratchFolder {
  let url: URL

  init() throws {
    url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../.build/scratch/recording-\(UUID().uuidString)").standardizedFileURL
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

  func write(_ relative: String, _ text: String) throws {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Every regular file under `relative`, with its bytes.
  func files(under relative: String) throws -> [(path: String, data: Data)] {
    let base = url.appendingPathComponent(relative)
    let names = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
    return try names.sorted().compactMap { name in
      let file = base.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue
      else { return nil }
      return (file.path, try Data(contentsOf: file))
    }
  }

  /// The pets fixture's schema and a manifest with two of its contracts: a list of `Pet` on
  /// `GET /pets`, and a pet with a closed species enum on `GET /pets/{id}`.
  func writePetsProject() throws {
    let schema = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/pets/Contracts/pets/pet.schema.json").standardizedFileURL,
      encoding: .utf8)
    try write("Contracts/pets/pet.schema.json", schema)
    try write(
      "Contracts/contracts.json",
      """
      { "recordings": [], "contracts": [
        { "id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase",
          "corpus": ["pets/*.json"], "routes": ["GET /pets"], "envelope": "array" },
        { "id": "pets.closed", "schema": "pets/pet.schema.json#/$defs/speciesPet", "type": "PetWithClosedSpecies",
          "corpus": ["closed/*.json"], "routes": ["GET /pets/{id}"] } ] }
      """)
  }
}
