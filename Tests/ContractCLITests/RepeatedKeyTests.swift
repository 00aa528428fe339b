import ContractTesting
import Foundation
import Testing

/// Every file of ours the tool reads (the manifest, both baselines, `diff`'s ignore list,
/// `generate`'s configuration) refuses a key given twice, at its place, with exit 2: which of
/// two values counts is up to the JSON reader, and jansson would take the last, silently.
@Suite struct RepeatedKeyTests {
  static let root = CheckShardTests.root
  static let message = "is given twice: keep one (JSON readers disagree on which counts)"

  private func refuses(_ arguments: [String], writing text: String, named name: String, expected: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(text, to: name)
    try folder.write(#"{"type": "object"}"#, to: "schema.json")
    let result = try executeCommand(
      arguments.map { $0.replacingOccurrences(of: "$DIR", with: folder.path) }, in: Self.root)
    #expect(result.exitCode == 2, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardError.contains("\(folder.path)/\(name):\(expected) \(Self.message)"), "\(result.standardError)")
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
      writing: #"{"version": 1, "cells": [], "version": 2}"#, named: "fuzz-baseline.json", expected: #"1:29: "version""#)
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
}
