public import Foundation
import JSONCore
public import Testing

/// Compares `text` with a committed snapshot file, for Swift Testing.
///
/// The snapshot lives beside the calling test file, in `Snapshots/<name>.<pathExtension>`.
/// When the file is missing it is written and the test fails once, so a snapshot nobody
/// looked at never passes silently; when `RECORD_SNAPSHOTS=1` is set every snapshot is
/// rewritten and the test passes. Otherwise a difference fails the test with a line diff.
///
/// ```swift
/// @Test func junit() {
///   assertSnapshot(JUnitRenderer().render(report, toolVersion: "1.0"), named: "sample", pathExtension: "xml")
/// }
/// ```
///
/// ```
/// $ RECORD_SNAPSHOTS=1 swift test --filter ReportingTests
/// ```
///
/// - Parameters:
///   - text: what the code under test produced.
///   - name: the snapshot's name, unique among the test file's snapshots.
///   - pathExtension: the snapshot's file extension, so editors and viewers open it as what it is.
///   - directory: the folder holding the snapshots; by default `Snapshots` beside the test file.
///   - environment: where `RECORD_SNAPSHOTS` is read (the process environment by default).
///   - filePath: the calling test file, beside which `Snapshots` lies; leave the default.
///   - sourceLocation: where a mismatch is reported; leave the default.
public func assertSnapshot(
  _ text: String, named name: String, pathExtension: String, directory: String? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  filePath: StaticString = #filePath, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let folder = directory ?? snapshotDirectory(filePath: "\(filePath)")
  let path = URL(fileURLWithPath: folder).appendingPathComponent(name).appendingPathExtension(pathExtension).path
  let record = ["1", "true", "yes"].contains(environment["RECORD_SNAPSHOTS"]?.lowercased() ?? "")
  let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  if record || existing == nil {
    do {
      try FileManager.default.createDirectory(
        atPath: FilePath.parent(of: path), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      Issue.record("cannot write the snapshot \(path): \(error)", sourceLocation: sourceLocation)
      return
    }
    if existing == nil && !record {
      Issue.record(
        "recorded a new snapshot at \(path): check it, commit it, and run the test again",
        sourceLocation: sourceLocation)
    }
    return
  }
  guard let existing, existing != text else { return }
  Issue.record(
    """
    \(name).\(pathExtension) differs from its snapshot (- snapshot, + now); \
    re-record with RECORD_SNAPSHOTS=1 if the change is intended:
    \(lineDiff(from: existing, to: text))
    """,
    sourceLocation: sourceLocation)
}

/// The `Snapshots` folder beside the test file `filePath`.
func snapshotDirectory(filePath: String) -> String {
  URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots").path
}
