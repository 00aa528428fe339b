import ContractTesting
import Foundation
import Testing

/// One fuzz run per `--out` folder (issue #31, item 3): a second run is refused while the
/// first holds the folder, and a lock left by a killed run is taken over.
@Suite struct FuzzOutLockTests {
  static let fixtures = CheckCommandTests.fixtures
  static let arguments = ["fuzz", "--contract", "pets.pet", "--iterations", "50", "--format", "json"]

  private func fuzz(_ out: String) throws -> CommandOutput {
    try executeCommand(
      FuzzOutLockTests.arguments + ["--out", out], product: "contract-fixtures", in: FuzzOutLockTests.fixtures)
  }

  @Test func aSecondRunOnTheSameFolderIsRefusedAndAStaleLockIsTakenOver() throws {
    let out = "../../../.build/fuzz-tests/" + UUID().uuidString
    let first = try HeldFuzzRun(
      FuzzOutLockTests.arguments + ["--out", out], product: "contract-fixtures", in: FuzzOutLockTests.fixtures,
      holdingAfter: 0)
    let pid = first.process.processIdentifier

    let second = try fuzz(out)
    #expect(second.exitCode == 2)
    #expect(second.standardOutput.isEmpty, "the second run did nothing")
    #expect(
      second.standardError.hasPrefix("contract fuzz: \(out) is in use by another fuzz run (pid \(pid), \(out)/.lock)"),
      "\(second.standardError)")
    let written = try FileManager.default.contentsOfDirectory(atPath: FuzzOutLockTests.fixtures + "/" + out)
    #expect(!written.contains("report.json"), "the second run wrote nothing into the first's folder")

    // Killed, the first run leaves its lock behind: the next run sees its owner is gone.
    _ = first.stop(with: SIGKILL)
    let lock = try String(contentsOfFile: FuzzOutLockTests.fixtures + "/" + out + "/.lock", encoding: .utf8)
    #expect(lock == "\(pid)\n")
    let third = try fuzz(out)
    #expect(third.exitCode == 0, "\(third.standardError)")
    #expect(third.standardError.contains("\(out)/.lock was left by pid \(pid), a run that ended without removing it"))
    // A run that ends removes its lock: the folder is free again.
    let after = try FileManager.default.contentsOfDirectory(atPath: FuzzOutLockTests.fixtures + "/" + out)
    #expect(!after.contains(".lock") && after.contains("report.json"))
    #expect(try fuzz(out).standardError.isEmpty)
  }
}
