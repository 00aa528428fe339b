import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract parse`, run as the real binary on files the test writes.
@Suite struct ParseCommandTests {
  let directory: String

  init() throws {
    directory = NSTemporaryDirectory() + "parse-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  private func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = directory + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  private func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }

  /// Runs `contract parse --format json` on one file and returns its JSON line.
  private func verdict(_ path: String) throws -> (JSONValue, Int32) {
    let output = try executeCommand(["parse", "--format", "json", path])
    let line = try JanssonParser.parse(Array(output.standardOutput.utf8)).value
    return (line, output.exitCode)
  }

  private func disagreementKinds(_ line: JSONValue) -> [String] {
    (line["disagreements"]?.arrayValue ?? []).compactMap { value in
      guard let kind = value["kind"]?.stringValue, let parser = value["parser"]?.stringValue else { return nil }
      return "\(kind):\(parser)"
    }
  }

  @Test func cleanFileExitsZero() throws {
    let (line, code) = try verdict(try write("good.json", #"{"ok": [1, 2.5, "x"]}"#))
    #expect(code == 0)
    #expect(line["reference"]?["accepted"] == true)
    #expect(line["foundation"]?["serialization"]?["accepted"] == true)
    #expect(line["foundation"]?["decoder"]?["accepted"] == true)
    #expect(disagreementKinds(line).isEmpty)
  }

  @Test func trailingCommaIsRejectedByTheReferenceOnly() throws {
    let (line, code) = try verdict(try write("trailing.json", "[1, 2,]"))
    #expect(code == 1)
    #expect(line["reference"]?["accepted"] == false)
    #expect(line["reference"]?["error"]?["line"] == 1)
    #expect(line["reference"]?["error"]?["column"] == 7)
    #expect(disagreementKinds(line) == ["accept-reject:JSONSerialization", "accept-reject:JSONDecoder"])
  }

  @Test func duplicateKeysShowEachReadersWinner() throws {
    let (line, code) = try verdict(try write("dup.json", #"{"a": 1, "a": 2}"#))
    #expect(code == 1)
    #expect(line["reference"]?["duplicateKeys"]?.arrayValue?.first?["pointer"] == "/a")
    #expect(disagreementKinds(line) == ["duplicate-key-winner:JSONDecoder"])
    let disagreement = line["disagreements"]?.arrayValue?.first
    #expect(disagreement?["reference"] == "2")
    #expect(disagreement?["foundation"] == "1")
  }

  @Test func nulAfterNumberIsRejected() throws {
    let (line, code) = try verdict(try write("nul.json", Array("123".utf8) + [0]))
    #expect(code == 1)
    #expect(line["reference"]?["error"]?["kind"] == "nul-byte")
    #expect(line["reference"]?["error"]?["offset"] == 3)
  }

  @Test func deepNestingInvalidUTF8AndEmptyInputAreRejectedCleanly() throws {
    let deep = try verdict(try write("deep.json", String(repeating: "[", count: 100_000)))
    #expect(deep.1 == 1)
    #expect(deep.0["reference"]?["error"]?["kind"] == "too-deep")
    let utf8 = try verdict(try write("utf8.json", [0x5B, 0x22, 0xFF, 0x22, 0x5D]))
    #expect(utf8.0["reference"]?["error"]?["kind"] == "invalid-utf8")
    #expect(utf8.0["foundation"]?["serialization"]?["accepted"] == false)
    let empty = try verdict(try write("empty.json", ""))
    #expect(empty.0["reference"]?["error"]?["kind"] == "empty")
  }

  @Test func byteOrderMarkIsAcceptedByFoundationOnly() throws {
    let (line, _) = try verdict(try write("bom.json", [0xEF, 0xBB, 0xBF] + Array("{}".utf8)))
    #expect(line["reference"]?["accepted"] == false)
    #expect(disagreementKinds(line) == ["accept-reject:JSONSerialization", "accept-reject:JSONDecoder"])
  }

  @Test func bigIntegersAreALocatedLimitationAndAValueDisagreement() throws {
    let (line, code) = try verdict(try write("big.json", #"{"id": 12345678901234567890123}"#))
    #expect(code == 1)
    let limitation = line["reference"]?["limitations"]?.arrayValue?.first
    #expect(limitation?["pointer"] == "/id")
    #expect(limitation?["column"] == 8)
    #expect(disagreementKinds(line) == ["value:JSONSerialization", "value:JSONDecoder"])
  }

  @Test func zeroExponentIsRefusedByJSONDecoder() throws {
    let (line, _) = try verdict(try write("zero.json", "[0e1]"))
    #expect(line["reference"]?["accepted"] == true)
    #expect(disagreementKinds(line) == ["accept-reject:JSONDecoder"])
  }

  @Test func missingFileAndUnknownFlagAreUsageErrors() throws {
    let missing = try executeCommand(["parse", directory + "/nope.json"])
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("nope.json: no such file or folder"))
    let flag = try executeCommand(["parse", "--formt", "json", directory])
    #expect(flag.exitCode == 2)
    #expect(flag.standardError == "contract parse: unknown option '--formt' (did you mean '--format'?)\n")
    let none = try executeCommand(["parse"])
    #expect(none.exitCode == 2)
  }

  /// The first steps of a user with an OpenAPI YAML file and no contracts yet: each refusal
  /// says what to run instead.
  @Test func aNewUsersFirstMistakesSayWhatToRun() throws {
    let yaml = try write("openapi.yaml", "openapi: 3.0.3\n")
    let parsed = try executeCommand(["parse", yaml])
    #expect(parsed.exitCode == 1)
    #expect(parsed.standardOutput.contains("(parse reads JSON; validate, check, diff and generate read YAML documents)"))
    let generate = try executeCommand(["generate", yaml, "--out", directory + "/gen"])
    #expect(generate.exitCode == 2)
    #expect(generate.standardError.contains("(did you mean '--schema \(yaml)'?)"), "\(generate.standardError)")
    let list = try executeCommand(["list"], in: directory)
    #expect(list.exitCode == 2)
    #expect(list.standardError.contains("no manifest here: `contract init` makes one"), "\(list.standardError)")
  }

  @Test func foldersAreSearchedRecursivelyInOrder() throws {
    try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
    _ = try write("sub/b.json", "[]")
    _ = try write("a.json", "{}")
    _ = try write("notes.txt", "not json")
    let output = try executeCommand(["parse", directory])
    let accepted = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix(directory) }
    #expect(accepted == ["\(directory)/a.json: accepted", "\(directory)/sub/b.json: accepted"])
    #expect(output.exitCode == 0)
  }

  @Test func helpDescribesUsage() throws {
    let root = try executeCommand(["--help"])
    #expect(root.exitCode == 0)
    #expect(root.standardOutput.contains("parse"))
    let parse = try executeCommand(["parse", "--help"])
    #expect(parse.standardOutput.contains("USAGE: contract parse [--format FORMAT] PATH..."))
  }
}
