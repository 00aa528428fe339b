import Foundation

/// Finds and reads the recorded responses under `Corpus/` from the test's source location.
enum Corpus {
  /// The package root: the nearest ancestor of this file that holds `Package.swift`.
  static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url.deleteLastPathComponent()
    }
    preconditionFailure("No Package.swift above \(#filePath)")
  }()

  static let chapter = packageRoot.appendingPathComponent("Corpus/chapter")
  static let prodDump = packageRoot.appendingPathComponent("Corpus/demo/prod-dump/chapter")

  /// `chapter/<folder>/*.json`, as paths relative to `Corpus/chapter`, sorted.
  static func jsonFiles(in folder: String) -> [String] {
    let directory = chapter.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
  }

  static func data(_ relativePath: String, in root: URL = chapter) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent(relativePath))
  }

  /// The lines of an NDJSON file, without empty ones.
  static func lines(_ relativePath: String, in root: URL = chapter) throws -> [Data] {
    let text = String(decoding: try data(relativePath, in: root), as: UTF8.self)
    return text.split(separator: "\n").map { Data($0.utf8) }
  }
}

/// The route of an NDJSON envelope, read before its body is decoded with the right model.
struct EnvelopeRoute: Decodable {
  let route: String
  let status: Int

  /// `courses` from `GET /rest/v1/courses?select=*`.
  var table: String {
    let path = route.split(separator: " ").last.map(String.init) ?? ""
    let withoutQuery = path.split(separator: "?").first.map(String.init) ?? path
    return withoutQuery.split(separator: "/").last.map(String.init) ?? ""
  }
}

/// An NDJSON envelope with its body decoded as `Body`.
struct Envelope<Body: Decodable>: Decodable {
  let route: String
  let status: Int
  let body: Body
}

/// The parts of a HAR 1.2 capture the tests read.
struct HARCapture: Decodable {
  struct Log: Decodable {
    let version: String
    let entries: [Entry]
  }
  struct Entry: Decodable {
    let request: Request
    let response: Response
  }
  struct Request: Decodable {
    let method: String
    let url: String
  }
  struct Response: Decodable {
    let status: Int
    let content: Content
  }
  struct Content: Decodable {
    let mimeType: String
    let text: String
  }
  let log: Log
}

extension HARCapture.Entry {
  /// `courses` from `https://xyzcompany.supabase.co/rest/v1/courses?select=*`.
  var table: String {
    URL(string: request.url)?.lastPathComponent ?? ""
  }
}
