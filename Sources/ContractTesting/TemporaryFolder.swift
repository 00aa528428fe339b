import Foundation
import JSONCore

/// A fresh folder under the system's temporary folder, removed when the test is done with it:
/// for tests that write contracts, corpora or packages of their own.
public final class TemporaryFolder {
  public let path: String

  public init(_ name: String = #function) throws {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    path = (NSTemporaryDirectory() as NSString).appendingPathComponent("contract-\(safe)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` at `relative`, creating its folders.
  public func write(_ text: String, to relative: String) throws {
    let full = (path as NSString).appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      atPath: FilePath.parent(of: full), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: full))
  }

  public func read(_ relative: String) throws -> String {
    try String(contentsOfFile: (path as NSString).appendingPathComponent(relative), encoding: .utf8)
  }

  public func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(relative))
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
