import ContractTesting
import Foundation
import Testing

/// Every file of ours the tool reads (the manifest, both baselines, reports, `diff`'s ignore
/// list, `generate`'s configuration) refuses what it cannot use with exit 2 and says where: a
/// key given twice (which of two values counts is up to the JSON reader, and jansson would
/// take the last, silently), a value of the wrong type, a file that is not there.
@Suite struct ToolFileTests {
  static let root = CheckShardTests.root
  static let message = "is given twice: keep one (JSON readers disagree on which counts)"

  private func refuses(_ arguments: [String], writing text: String, named name: String, expected: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(text, to: name)
    try folder.write(#"{"type": "object"}"#, to: "schema.json")
    let result = try executeCommand(
      arguments.map { $0.replacingOccurrences(of: "$DIR", with: folder.path) }, in: Self.root)
    #expect(result.exitCode == 2, "\(result.standardOutput)\(result.standardError)")
    #expect(
      result.standardError.contains("\(folder.path)/\(name):\(expected) \(Self.message)"), "\(result.standardError)")
  }

  @Test func aBaselineWithAKeyTwiceIsRefused() throws {
    try refuses(
      ["check", "--contract", "chapter.city", "--baseline", "$DIR/baseline.json"],
      writing: "{\"version\": 1,\n \"findings\": [], \"findings\": []}", named: "baseline.json",
      expected: #"2:18: "findings""#)
  }

  @Test func aFuzzBaselineWithAKeyTwiceIsRefused() throws {
    try refuses(
      ["fuzz", "--contract", "chapter.city", "--iterations", "1", "--baseline", "$DIR/fuzz-baseline.json"],
      writing: #"{"version": 1, "cells": [], "version": 2}"#, named: "fuzz-baseline.json", expected: #"1:29: "version""#
    )
  }

  @Test func anIgnoreListWithAKeyTwiceIsRefused() throws {
    try refuses(
      ["diff", "--ignore", "$DIR/ignore.json", "$DIR/schema.json", "$DIR/schema.json"],
      writing: #"{"ignore": [], "ignore": []}"#, named: "ignore.json", expected: #"1:16: "ignore""#)
  }

  @Test func aGenerateConfigurationWithAKeyTwiceIsRefused() throws {
    try refuses(
      ["generate", "--config", "$DIR/contract-generate.json"],
      writing: "{\"schemas\": [\"schema.json\"],\n \"out\": \"A\", \"out\": \"B\"}", named: "contract-generate.json",
      expected: #"2:14: "out""#)
  }

  @Test func aBaselineEntryOfTheWrongShapeIsLocated() throws {
    let folder = try TemporaryFolder()
    try folder.write("{\"version\": 1, \"findings\": [\n  {\"fingerprint\": 3}]}", to: "baseline.json")
    let result = try executeCommand(
      ["check", "--contract", "chapter.city", "--baseline", folder.path + "/baseline.json"], in: Self.root)
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "contract check: \(folder.path)/baseline.json:2:19: not a contract baseline: expected String, found number 3 (at /findings/0/fingerprint)\n"
    )
  }

  @Test func mergingAReportThatIsNotThereSaysSo() throws {
    let result = try executeCommand(["report", "merge", "no-such-report.json"], in: Self.root)
    #expect(result.exitCode == 2)
    #expect(result.standardError == "contract report: no-such-report.json: no such file\n")
  }
}
