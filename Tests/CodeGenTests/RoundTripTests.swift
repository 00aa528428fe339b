import ContractTesting
import Foundation
import JSONCore
import JSONSchema
import Jansson
import Testing

/// The compile-and-round-trip test.
///
/// Every schema of `RoundTrip/corpus.json` (one per rule of
/// the translation, 40 and more) goes through the built `contract generate`, the generated
/// code is compiled with `swiftc` in Swift 6 mode with warnings as errors, and each sample
/// (valid against its schema, checked first) is decoded and encoded again by the compiled
/// program. The result must mean what the sample meant: `JSONDiff` finds nothing that loses
/// data (a UUID in upper case or `2.0` written as `2` are rewrites, not losses).
@Suite struct RoundTripTests {
  struct Entry: Sendable {
    var schema: String
    var type: String
    var samples: String
    var group: String
    /// The schema samples are validated with (an API document's schema), when not `schema`.
    var validateAt: String?
    /// The draft samples are validated with, for a schema whose `$schema` names no draft
    /// (the generator reads it as draft 4, with a warning, and so must the check).
    var readAs: Draft?
    /// Sample lines that break the contract on purpose (a value the backend added): the
    /// model must still decode and keep them.
    var drift: [Int]
  }

  static let folder = codeGenTestsDirectory.appendingPathComponent("RoundTrip").path

  static let corpus: (groups: [String: [String]], entries: [Entry]) = {
    guard let data = FileManager.default.contents(atPath: folder + "/corpus.json"),
      let root = try? JanssonParser.parse(Array(data)).value
    else { return ([:], []) }
    var groups: [String: [String]] = [:]
    for member in root["groups"]?.objectValue ?? JSONObject() {
      groups[member.key] = member.value.arrayValue?.compactMap(\.stringValue) ?? []
    }
    let entries = (root["schemas"]?.arrayValue ?? []).compactMap { value -> Entry? in
      guard let schema = value["schema"]?.stringValue, let type = value["type"]?.stringValue,
        let samples = value["samples"]?.stringValue, let group = value["group"]?.stringValue
      else { return nil }
      let drift = value["drift"]?.arrayValue?.compactMap { $0.numberValue?.int64.map(Int.init) } ?? []
      return Entry(
        schema: schema, type: type, samples: samples, group: group, validateAt: value["validateAt"]?.stringValue,
        readAs: value["readAs"]?.stringValue.flatMap(Draft.init(rawValue:)), drift: drift)
    }
    return (groups, entries)
  }()

  @Test func theCorpusCoversAtLeastFortySchemas() {
    #expect(Self.corpus.entries.count >= 40)
    #expect(Set(Self.corpus.entries.map(\.group)) == Set(Self.corpus.groups.keys))
  }

  @Test func everySampleIsValidAgainstItsSchemaExceptTheDriftOnes() throws {
    for entry in Self.corpus.entries {
      let path = Self.folder + "/" + (entry.validateAt ?? entry.schema)
      let schema = try CompiledSchema.compile(
        schemaAt: path, registry: SchemaRegistry(), options: ValidatorOptions(draft: entry.readAs))
      for (number, line) in try Self.lines(entry.samples).enumerated() {
        let value = try JanssonParser.parse(Array(line.utf8)).value
        if entry.drift.contains(number + 1) {
          #expect(!schema.isValid(value), "\(entry.samples):\(number + 1) is marked drift but is valid")
        } else {
          #expect(schema.isValid(value), "\(entry.samples):\(number + 1) is not valid: \(schema.validate(value))")
        }
      }
    }
  }

  @Test(arguments: ["default", "tristate", "strings", "classes", "mutable"])
  func generatedCodeCompilesAndRoundTripsEverySample(group: String) throws {
    let entries = Self.corpus.entries.filter { $0.group == group }
    try #require(!entries.isEmpty)
    let work = try temporaryFolder("roundtrip-\(group)")
    let out = work + "/Generated"
    var arguments = ["generate", "--out", out] + (Self.corpus.groups[group] ?? [])
    for entry in entries { arguments += ["--schema", entry.schema] }
    let generated = try executeCommand(arguments, in: Self.folder)
    try #require(generated.exitCode == 0, "\(generated.standardError)")

    // Same input, same bytes: a second run changes nothing, and `--check` agrees.
    let again = try executeCommand(arguments + ["--check"], in: Self.folder)
    #expect(again.exitCode == 0, "\(again.standardOutput)\(again.standardError)")

    let runner = work + "/main.swift"
    try Data(Self.runnerSource(types: Set(entries.map(\.type)).sorted()).utf8).write(to: URL(fileURLWithPath: runner))
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted().map { out + "/" + $0 }
    let compiled = try compileSwift(files + [runner], output: work + "/runner")
    try #require(compiled.exitCode == 0, "\(compiled.standardError)")

    var runArguments: [String] = []
    for entry in entries { runArguments += [entry.type, Self.folder + "/" + entry.samples] }
    let run = try runProcess(work + "/runner", runArguments)
    try #require(run.exitCode == 0, "\(run.standardError)")
    var results = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if results.last == "" { results.removeLast() }
    var index = 0
    for entry in entries {
      for (number, sample) in try Self.lines(entry.samples).enumerated() {
        let location = "\(entry.samples):\(number + 1)"
        guard index < results.count else {
          Issue.record("\(location): no result")
          return
        }
        let result = results[index]
        index += 1
        guard result.hasPrefix("OK ") else {
          Issue.record("\(location) does not decode as \(entry.type): \(result)")
          continue
        }
        let original = try JanssonParser.parse(Array(sample.utf8)).value
        let differences = try JSONDiff.differences(from: original, toEncoded: Array(result.dropFirst(3).utf8))
        let losses = differences.filter(\.losesData)
        #expect(losses.isEmpty, "\(location): \(losses.map { "\($0.kind.rawValue) at \($0.pointer)" }) in \(result)")
      }
    }
    #expect(index == results.count)
  }

  static func lines(_ path: String) throws -> [String] {
    let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
    return text.split(separator: "\n").map(String.init)
  }

  /// A program that decodes each line of the sample files as the named type and prints
  /// `OK <encoded JSON>` or `FAIL <error>`.
  static func runnerSource(types: [String]) -> String {
    let table = types.map {
      "  \"\($0)\": { try JSONEncoder().encode(try JSONDecoder().decode(\($0).self, from: $0)) },"
    }.joined(separator: "\n")
    return """
      import Foundation

      let roundTrips: [String: (Data) throws -> Data] = [
      \(table)
      ]
      let arguments = Array(CommandLine.arguments.dropFirst())
      var index = 0
      while index + 1 < arguments.count {
        let (type, path) = (arguments[index], arguments[index + 1])
        index += 2
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for line in text.split(separator: "\\n") {
          do {
            guard let roundTrip = roundTrips[type] else { throw CocoaError(.featureUnsupported) }
            print("OK " + String(decoding: try roundTrip(Data(line.utf8)), as: UTF8.self))
          } catch {
            print("FAIL \\(error)")
          }
        }
      }

      """
  }
}
