import Foundation

/// A copy of one of the pets fixtures' dumps (`trap-dump`, `hang-dump`) in a fresh folder
/// under `.build`, with `edit` applied to its `logs/api.ndjson`: a test compares the dump with
/// a variant of it, or shards it, without touching the shared fixture.
///
/// - Returns: the copy's path.
func fixtureDumpCopy(_ dump: String, edit: (String) -> String = { $0 }) throws -> String {
  let folder = CheckCommandTests.fixtures + "/../../../.build/dump-copies/" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  try FileManager.default.copyItem(atPath: CheckCommandTests.fixtures + "/" + dump, toPath: folder + "/" + dump)
  let log = folder + "/" + dump + "/logs/api.ndjson"
  try edit(try String(contentsOfFile: log, encoding: .utf8)).write(toFile: log, atomically: true, encoding: .utf8)
  return (folder as NSString).standardizingPath + "/" + dump
}
