import CodeGen
import Contracts
import Foundation
import JSONCore
import Jansson

/// A finding written into the user's test target as a Swift Testing test: the response it
/// came from, redacted, in a fixture beside it, and a test that fails while the model has the
/// problem and passes once it no longer does (`ContractCorpus.expectModelReads`).
///
/// Only the model's own problems become tests (at warning or above): a response it cannot
/// decode, loses data from or reads otherwise (`Finding.isModelOwned`), or that makes it
/// trap (`crash` by a signal). A schema violation is the server's to fix, whatever the model
/// does.
/// A trap would end the test process: its test reads the response in a child process (an
/// exit test, on macOS, Linux and Windows) that must exit normally. A hang has no test: a
/// child that never exits would hold the test run; `contract replay` is the place for it.
struct RegressionTest {
  var finding: Finding
  /// The model's type, as the manifest names it: the first word of the test's name.
  var typeName: String
  /// The response's body, exactly as recorded (redacted when written).
  var body: [UInt8]
  /// The command that wrote it, for the file's header.
  var command: String

  static func isEmitted(_ finding: Finding) -> Bool {
    guard finding.contract != nil, finding.severity >= .warning else { return false }
    return finding.isModelOwned || (finding.kind == .crash && finding.evidence["signal"] != nil)
  }

  /// `AuditEvent` + `roundtrip-loss` at `/2/created_at` → `AuditEventRoundtripLossCreatedAt`:
  /// the type, the cause and the keys of the place (indices say nothing to a reader).
  var baseName: String {
    var words = [typeName] + finding.kind.rawValue.split(separator: "-").map(String.init)
    for token in finding.pointer?.tokens ?? [] {
      if case .key(let key) = token, Int(key) == nil { words.append(key) }
    }
    let name = words.flatMap { $0.split { !($0.isLetter || $0.isNumber) || !$0.isASCII } }
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    let trimmed = String(name.prefix(80))
    return trimmed.first?.isNumber == false ? trimmed : "Model" + trimmed
  }

  /// Writes `<name>.swift` into `directory` and the fixture into `directory/Fixtures`; `name`
  /// is `baseName`, with the fingerprint's start when a test of that name for another finding
  /// is there already. Returns the test file's path, `nil` when the body is not JSON.
  func write(
    into directory: String, contractsDirectory: String, registryModule: String, taken: inout Set<String>
  ) throws -> String? {
    guard let fixtureLine else { return nil }
    var name = baseName
    let fileManager = FileManager.default
    let isOther = { (name: String) -> Bool in
      let path = (directory as NSString).appendingPathComponent(name + ".swift")
      guard let existing = fileManager.contents(atPath: path) else { return false }
      return !String(decoding: existing, as: UTF8.self).contains(finding.fingerprint)
    }
    if taken.contains(name) || isOther(name) { name += "_" + finding.fingerprint.prefix(8) }
    taken.insert(name)
    let fixtures = (directory as NSString).appendingPathComponent("Fixtures")
    try fileManager.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
    let fixturePath = (fixtures as NSString).appendingPathComponent(name + ".ndjson")
    try AtomicFile.write(fixtureLine, to: fixturePath)
    let testPath = (directory as NSString).appendingPathComponent(name + ".swift")
    try AtomicFile.write(
      source(
        name: name, fixturePath: fixturePath, contractsDirectory: contractsDirectory, registryModule: registryModule),
      to: testPath)
    return testPath
  }

  /// The response as an NDJSON envelope naming its contract, its body redacted: credential
  /// keys' values and credential-shaped strings replaced, so the fixture can be committed.
  /// `nil` for a body the reference parser cannot read: no envelope can carry it.
  var fixtureLine: String? {
    guard let parsed = try? JanssonParser.parse(body).value else { return nil }
    let envelope = JSONValue.object(
      JSONObject([("contract", .string(finding.contract ?? "")), ("body", Redactor.redact(parsed))]))
    return String(decoding: JSONWriter().bytes(envelope), as: UTF8.self) + "\n"
  }

  func source(name: String, fixturePath: String, contractsDirectory: String, registryModule: String) -> String {
    let function = name.prefix(1).lowercased() + name.dropFirst()
    let place = finding.pointer.map { $0.isRoot ? "(root)" : $0.description } ?? "(root)"
    let message = Redactor.redact(Redactor.redact(finding).message).split(whereSeparator: \.isNewline).joined(
      separator: " ")
    return """
      // Written by `\(command)` from \(Self.oneLine(finding.source.description)): yours to keep, rename
      // or delete. It fails while \(Self.oneLine(typeName)) has this problem and passes once the model (or its
      // profile) no longer has it. The response, redacted, is in Fixtures/\(name).ndjson.
      //
      // \(finding.kind.rawValue) at \(Self.oneLine(place)): \(Self.oneLine(message))
      import \(registryModule)
      import ContractTesting
      import Testing

      \(finding.kind == .crash ? exitTest(name: function, place: place, fixturePath: fixturePath, contractsDirectory: contractsDirectory) : test(name: function, place: place, fixturePath: fixturePath, contractsDirectory: contractsDirectory))
      """
  }

  /// The test of a failure the model reports: it fails while the finding is there.
  private func test(name: String, place: String, fixturePath: String, contractsDirectory: String) -> String {
    """
    @Test(\(SwiftLiteral.string("\(typeName): \(finding.kind.rawValue) at \(place)")))
    func \(name)() throws {
      let corpus = try ContractCorpus(contracts: \(SwiftLiteral.string(contractsDirectory)), registry: registry)
      let responses = corpus.responses(of: \(SwiftLiteral.string(finding.contract ?? "")), against: [\(SwiftLiteral.string(fixturePath))])
      let response = try #require(responses.first, "the fixture names a contract of Contracts/contracts.json")
      corpus.expectModelReads(response, fingerprint: \(SwiftLiteral.string(finding.fingerprint)))
    }

    """
  }

  /// The test of a trap: the response is read in a child process, which fails the test by
  /// dying while the model traps and exits normally once it no longer does.
  private func exitTest(name: String, place: String, fixturePath: String, contractsDirectory: String) -> String {
    """
    #if os(macOS) || os(Linux) || os(Windows)
    @Test(\(SwiftLiteral.string("\(typeName): \(finding.kind.rawValue) at \(place)")))
    func \(name)() async {
      await #expect(processExitsWith: .success, \(SwiftLiteral.string("\(typeName) no longer traps on this response"))) {
        let corpus = try ContractCorpus(contracts: \(SwiftLiteral.string(contractsDirectory)), registry: registry)
        for response in corpus.responses(of: \(SwiftLiteral.string(finding.contract ?? "")), against: [\(SwiftLiteral.string(fixturePath))]) {
          corpus.expectModelReads(response, fingerprint: \(SwiftLiteral.string(finding.fingerprint)))
        }
      }
    }
    #endif

    """
  }

  /// `text` on one line, for a `//` comment.
  private static func oneLine(_ text: String) -> String {
    String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
  }
}

extension RegressionTest {
  /// Writes `tests` into `directory` and says on standard error what was written, for
  /// `command` (`contract check`).
  static func write(
    _ tests: [RegressionTest], into directory: String, contractsDirectory: String, registryModule: String,
    command: String, console: Console
  ) throws {
    var taken = Set<String>()
    var written = 0
    for test in tests {
      guard
        let path = try test.write(
          into: directory, contractsDirectory: contractsDirectory, registryModule: registryModule, taken: &taken)
      else {
        console.errorLine(
          "\(command): no test for \(test.finding.kind.rawValue) in \(test.finding.source): the body is not JSON the reference parser reads"
        )
        continue
      }
      console.errorLine("\(command): wrote \(path)")
      written += 1
    }
    console.errorLine(
      "\(command): \(written) test\(written == 1 ? "" : "s") in \(directory), each failing until its model is fixed (swift test)"
    )
  }
}
