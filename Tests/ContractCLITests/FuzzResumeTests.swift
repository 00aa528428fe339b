import ContractTesting
import Foundation
import Testing

/// `contract fuzz --resume` (issue #10, item 6): a run stopped mid-campaign, by SIGKILL or
/// SIGINT, and resumed writes the `report.json` an uninterrupted run with the same seed
/// writes, byte for byte.
///
/// The campaign is Chapter's `group_user` contract: its two findings are at sibling places
/// under a row (`/0/joined_at`, found by mutant 35, and `/0/last_read_at`, by mutant 93), so
/// a checkpoint after the first batch (64 mutants) holds one and the resumed run finds the
/// other; the run is held there (`CONTRACT_FUZZ_HOLD_AFTER_CHECKPOINT`), so where it stops
/// does not depend on timing.
@Suite struct FuzzResumeTests {
  static let arguments = [
    "fuzz", "--contract", "chapter.course", "--iterations", "400", "--format", "json", "--checkpoint-interval", "0",
  ]

  private func out() -> String { ".build/fuzz-tests/" + UUID().uuidString }

  private func report(_ out: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: CheckShardTests.root + "/" + out + "/report.json"))
  }

  @Test(arguments: [SIGKILL, SIGINT])
  func aStoppedRunResumesToTheUninterruptedReportByteForByte(signal: Int32) throws {
    let root = CheckShardTests.root
    // Both runs write into the same folder, so the reproducer paths in the reports agree.
    let folder = out()
    let whole = try executeCommand(FuzzResumeTests.arguments + ["--out", folder], in: root)
    #expect(whole.exitCode == 0, "\(whole.standardError)")
    let uninterrupted = try report(folder)
    let findings = try JSONSerialization.jsonObject(with: uninterrupted) as? [String: Any]
    #expect(
      (findings?["findings"] as? [Any])?.count == 3, "the campaign finds a finding before the checkpoint, others after")
    try FileManager.default.removeItem(atPath: root + "/" + folder)

    let run = try HeldFuzzRun(
      FuzzResumeTests.arguments + ["--out", folder], product: "contract", in: root, holdingAfter: 1)
    _ = run.stop(with: signal)
    let process = run.process
    if signal == SIGKILL {
      #expect(process.terminationReason == .uncaughtSignal)
    } else {
      #expect(process.terminationReason == .exit && process.terminationStatus == 0)
      let interrupted = try JSONSerialization.jsonObject(with: try report(folder)) as? [String: Any]
      #expect(interrupted?["interrupted"] as? Bool == true)
    }
    let resumed = try executeCommand(FuzzResumeTests.arguments + ["--out", folder, "--resume"], in: root)
    #expect(resumed.exitCode == whole.exitCode, "\(resumed.standardError)")
    let again = try report(folder)
    #expect(again == uninterrupted, "the resumed report differs: \(String(decoding: again, as: UTF8.self))")
    #expect(resumed.standardOutput == whole.standardOutput)
  }
}
