import Foundation
import Testing

/// `scripts/chapter-db` renders `Corpus/chapter/`, `Contracts/chapter/openapi.json` and
/// `Corpus/demo/postgres-edges/` from a real PostgreSQL: regenerated into a temporary folder,
/// they must equal the committed files byte for byte, so nobody edits them by hand.
@Suite("Corpus regenerated from PostgreSQL")
struct CorpusRegenerationTests {
  /// The rendered trees, relative to the package root.
  static let renderedRoots = ["Corpus/chapter", "Corpus/demo/postgres-edges/chapter", "Contracts/chapter/openapi.json"]

  @Test(
    "scripts/chapter-db reproduces the committed corpus and contract",
    .enabled(if: PostgreSQLServer.missingReason == nil, "\(PostgreSQLServer.missingReason ?? "")"))
  func regenerationIsByteForByte() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("chapter-db-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try runScript(["--out", output.path])
    try #require(run.status == 0, "scripts/chapter-db exited \(run.status): \(run.stderr)")

    for root in Self.renderedRoots {
      let committed = files(under: Corpus.packageRoot.appendingPathComponent(root))
      let rendered = files(under: output.appendingPathComponent(root))
      #expect(Set(rendered.keys) == Set(committed.keys), "files under \(root)")
      for (path, bytes) in committed.sorted(by: { $0.key < $1.key }) {
        guard let regenerated = rendered[path] else { continue }
        #expect(
          regenerated == bytes,
          "\(root)\(path): \(Self.firstDifference(bytes, regenerated)); run scripts/chapter-db and commit")
      }
    }
  }

  @Test("An unknown option is a usage error, before any cluster starts")
  func unknownOption() throws {
    let run = try runScript(["--sed", "1"])
    #expect(run.status == 2)
    #expect(run.stderr == "chapter-db: unknown argument '--sed'\n")
  }

  /// Every regular file under `url` (or `url` itself), keyed by its path below `url`.
  func files(under url: URL) -> [String: Data] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [:] }
    guard isFolder.boolValue else { return ["": (try? Data(contentsOf: url)) ?? Data()] }
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
    while let file = enumerator?.nextObject() as? URL {
      guard (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
      result[String(file.path.dropFirst(url.path.count))] = try? Data(contentsOf: file)
    }
    return result
  }

  /// Where two byte strings first differ, in words.
  static func firstDifference(_ expected: Data, _ actual: Data) -> String {
    let index =
      zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expected.count, actual.count)
    return "committed \(expected.count) bytes, regenerated \(actual.count); first difference at byte \(index)"
  }

  func runScript(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = Corpus.packageRoot.appendingPathComponent("scripts/chapter-db")
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
  }
}

/// Whether this machine has the PostgreSQL server binaries and `psql` that `scripts/chapter-db`
/// needs (`scripts/test` installs Debian's `postgresql` first when it can).
enum PostgreSQLServer {
  static let missingReason: String? = {
    let fileManager = FileManager.default
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    func onPath(_ tool: String) -> Bool { path.contains { fileManager.isExecutableFile(atPath: "\($0)/\(tool)") } }
    let versions = (try? fileManager.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
    let server =
      versions.contains { fileManager.isExecutableFile(atPath: "/usr/lib/postgresql/\($0)/bin/initdb") }
      || onPath("initdb")
    if server && onPath("psql") { return nil }
    return "PostgreSQL is not installed (no initdb or psql) and scripts/test could not install it: "
      + "the corpus regeneration is not checked on this machine"
  }()
}
