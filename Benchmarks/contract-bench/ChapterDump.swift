import Contracts
import ExampleContracts
import Foundation
import JSONCore
import Jansson

/// A large NDJSON dump made of the Chapter corpus: one envelope line per corpus response (each
/// body written compactly, lexemes kept), the corpus repeated until the dump is big enough;
/// or the same bodies bare, one file per contract in a folder named after it.
struct ChapterDump {
  /// The lines, with each body and the contract it is checked under (for the floors).
  var entries: [(line: [UInt8], body: Data, binding: BoundContract)] = []

  init(contracts: String) throws {
    let manifest = try Manifest.load(path: contracts + "/contracts.json")
    let run = CheckRun(manifest: manifest, registry: ExampleContracts.registry, loadSchema: JSONSchemaLoader().load)
    for contract in manifest.contracts {
      guard let binding = run.bindings[contract.id] else { continue }
      for response in run.corpusResponses(of: contract.id) {
        guard let body = try? JanssonParser.parse(response.body).value else { continue }
        let envelope: JSONValue = ["contract": .string(contract.id), "status": 200, "body": body]
        entries.append((JSONWriter().bytes(envelope), Data(JSONWriter().bytes(body)), binding))
      }
    }
    guard !entries.isEmpty else { throw BenchError("no corpus responses under \(contracts)") }
  }

  /// Writes the bodies of `repeats` whole corpus repeats as bare lines (no envelope).
  ///
  /// They go under `folder`, in `folder/<contract id>/bare.ndjson`: the folder name says whose
  /// they are. Returns the bytes and lines written.
  func writeBare(to folder: String, repeats: Int) throws -> (bytes: Int, lines: Int) {
    let files = FileManager.default
    try? files.removeItem(atPath: folder)
    var once: [String: [UInt8]] = [:]
    var order: [String] = []
    for entry in entries {
      if once[entry.binding.id] == nil { order.append(entry.binding.id) }
      once[entry.binding.id, default: []] += entry.body
      once[entry.binding.id, default: []].append(UInt8(ascii: "\n"))
    }
    var written = 0
    for id in order {
      let bytes = once[id] ?? []
      try files.createDirectory(atPath: folder + "/" + id, withIntermediateDirectories: true)
      let path = folder + "/" + id + "/bare.ndjson"
      _ = files.createFile(atPath: path, contents: nil)
      guard let handle = FileHandle(forWritingAtPath: path) else { throw BenchError("cannot write \(path)") }
      for _ in 0..<repeats { handle.write(Data(bytes)) }
      try handle.close()
      written += bytes.count * repeats
    }
    return (written, entries.count * repeats)
  }

  /// Writes at least `megabytes` MB of whole corpus repeats to `path`; returns the bytes and
  /// lines written.
  func write(to path: String, megabytes: Int) throws -> (bytes: Int, lines: Int) {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    guard let handle = FileHandle(forWritingAtPath: path) else { throw BenchError("cannot write \(path)") }
    var written = 0
    var lines = 0
    var chunk: [UInt8] = []
    while written < megabytes << 20 {
      for entry in entries {
        chunk += entry.line
        chunk.append(UInt8(ascii: "\n"))
        written += entry.line.count + 1
        lines += 1
      }
      if chunk.count > 8 << 20 {
        handle.write(Data(chunk))
        chunk.removeAll(keepingCapacity: true)
      }
    }
    handle.write(Data(chunk))
    try handle.close()
    return (written, lines)
  }
}
