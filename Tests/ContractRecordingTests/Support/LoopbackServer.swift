import Foundation

/// `Tests/Fixtures/recording/loopback_server.py` running on a free loopback port, started and
/// stopped by a test: real sockets, a real HTTP stack, fixtures the test plants.
final class LoopbackServer {
  /// python3 on PATH, or nil: the tests that need a server are skipped without it.
  static let python: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Fixtures/recording/loopback_server.py").standardizedFileURL

  private let process = Process()
  let port: Int

  /// Starts the server with `routes` (path → status, content type and body; `delays` holds
  /// the milliseconds a path waits before answering, `locations` the `Location` a path answers
  /// with) and waits for it to print the port it bound.
  init(
    routes: [String: (status: Int, type: String, body: String)], delays: [String: Int] = [:],
    locations: [String: String] = [:], in folder: URL
  ) throws {
    guard let python = Self.python else { throw ServerError.noPython }
    let routesFile = folder.appendingPathComponent("routes.json")
    var json: [String: [String: Any]] = [:]
    for (path, route) in routes {
      json[path] = ["status": route.status, "type": route.type, "body": route.body, "delay_ms": delays[path] ?? 0]
      if let location = locations[path] { json[path]?["location"] = location }
    }
    try JSONSerialization.data(withJSONObject: json).write(to: routesFile)
    process.executableURL = python
    process.arguments = [Self.script.path, routesFile.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    // The first line is the port: read up to its newline, byte by byte (no more is written).
    var line = Data()
    while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 0x0A {
      line.append(first)
    }
    guard let port = Int(String(decoding: line, as: UTF8.self)) else {
      process.terminate()
      throw ServerError.noPort(String(decoding: line, as: UTF8.self))
    }
    self.port = port
  }

  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
  }

  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  deinit { stop() }

  enum ServerError: Error {
    case noPython
    case noPort(String)
  }
}
