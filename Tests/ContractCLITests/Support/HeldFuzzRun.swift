import ContractTesting
import Foundation

/// A `contract fuzz` process held after one of its checkpoints
/// (`CONTRACT_FUZZ_HOLD_AFTER_CHECKPOINT`), so a test stops it at a known point of the
/// campaign instead of racing it.
struct HeldFuzzRun {
  let process = Process()
  private let output = Pipe()
  private let errors = Pipe()

  /// Starts `product` with `arguments` in `directory`; returns once it says it is holding
  /// after checkpoint `checkpoint` (0: the one written at the start).
  init(_ arguments: [String], product: String, in directory: String, holdingAfter checkpoint: Int) throws {
    process.executableURL = try productURL(product)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["CONTRACT_FUZZ_HOLD_AFTER_CHECKPOINT"] = String(checkpoint)
    process.environment = environment
    process.standardError = errors
    process.standardOutput = output
    try process.run()
    var said = Data()
    while !String(decoding: said, as: UTF8.self).contains("holding after checkpoint \(checkpoint)") {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      said.append(chunk)
    }
  }

  /// Sends `signal`, waits for the process to end, and returns what it wrote after holding.
  func stop(with signal: Int32) -> (standardOutput: String, standardError: String) {
    kill(process.processIdentifier, signal)
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let rest = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (text, rest)
  }
}
