import Foundation

/// Reads the recorded Sightscreen responses under `Corpus/` from the test's source location.
enum SightscreenCorpus {
  /// The package root: the nearest ancestor of this file that holds `Package.swift`.
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
      url.deleteLastPathComponent()
    }
    preconditionFailure("No Package.swift above \(#filePath)")
  }()

  static let corpus = packageRoot.appendingPathComponent("Corpus/sightscreen")
  static let demoDump = packageRoot.appendingPathComponent("Corpus/demo/sightscreen-dump/sightscreen")

  /// `<folder>/*.json` under `root`, as paths relative to it, sorted.
  static func jsonFiles(in folder: String, root: URL = corpus) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
  }

  static func data(_ relativePath: String, root: URL = corpus) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent(relativePath))
  }

  /// The lines of an NDJSON file, without empty ones.
  static func lines(_ relativePath: String, root: URL = corpus) throws -> [Data] {
    String(decoding: try data(relativePath, root: root), as: UTF8.self).split(separator: "\n").map { Data($0.utf8) }
  }
}
