public import Contracts
import Foundation

/// A project's contracts and corpus, loaded once, for checks from a test target.
///
/// The checks run in the test process, unsupervised: a model that traps (a force unwrap,
/// `fatalError`) ends it, as any trapping test does, and the test runner names the test that
/// was running. `contract check` runs the same checks supervised, where a trap is a `crash`
/// finding and the run goes on.
///
/// ```swift
/// let corpus = try ContractCorpus(contracts: "Contracts", registry: registry)
///
/// // XCTest: one call per contract
/// func testCourses() throws { try corpus.assertContract("chapter.course") }
///
/// // Swift Testing: one test case per recorded response
/// @Test(arguments: try corpus.responses(of: "chapter.course"))
/// func course(_ response: CorpusResponse) { corpus.expectValid(response) }
/// ```
public final class ContractCorpus: Sendable {
  public let run: CheckRun

  /// - Parameters:
  ///   - contracts: the folder holding `contracts.json`; relative paths are resolved from the
  ///     package root (found from `filePath`), so tests run the same from Xcode and the CLI.
  ///   - registry: the registered types and profiles the contracts name.
  ///   - filePath: the calling file, from which the package root is found; leave the default.
  public init(
    contracts: String = "Contracts", registry: ContractRegistry, filePath: StaticString = #filePath
  ) throws {
    let directory =
      contracts.hasPrefix("/") ? contracts : ContractCorpus.packageRoot(from: "\(filePath)") + "/" + contracts
    if let conflict = registry.conflictError { throw conflict }
    let manifest = try Manifest.load(path: directory + "/contracts.json")
    run = CheckRun(manifest: manifest, registry: registry, loadSchema: JSONSchemaLoader().load)
    if let error = run.configurationErrors.first { throw error }
  }

  /// Every corpus response of contract `id`, as arguments for a parameterized test.
  public func responses(of id: String) throws -> [CorpusResponse] {
    guard run.manifest.contract(id: id) != nil else {
      throw ConfigurationError(file: run.manifest.path, message: "no contract '\(id)'")
    }
    return run.corpusResponses(of: id).map { CorpusResponse(contractID: id, response: $0) }
  }

  /// Every corpus response of every contract, in reading order: one test case each.
  public func responses() -> [CorpusResponse] {
    run.corpusResponses().map { CorpusResponse(contractID: $0.contractID, response: $0.response) }
  }

  /// Every response of a dump (`prod-dump/`: JSON, NDJSON and HAR files) that contract `id`
  /// claims, for checking recorded traffic from a test.
  public func responses(of id: String, against paths: [String], filePath: StaticString = #filePath) -> [CorpusResponse]
  {
    let root = ContractCorpus.packageRoot(from: "\(filePath)")
    let absolute = paths.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 }
    return run.responses(against: absolute).filter { $0.contractID == id }.map {
      CorpusResponse(contractID: id, response: $0.response)
    }
  }

  /// The findings of one response at or above `severity`, minus those `baseline` knows.
  ///
  /// A finding repeated beyond the occurrences a report lists is followed by one more that
  /// says how many were not listed, so a test never shows 25 of 50 as if they were all.
  public func findings(
    _ response: CorpusResponse, atLeast severity: Finding.Severity = .error, baseline: Baseline? = nil
  ) -> [Finding] {
    findings(response, atLeast: severity, baseline: baseline, reflecting: false)
  }

  /// The same; with `reflecting`, also the values the decoded model holds otherwise than the
  /// response (`Finding.isModelOwned`).
  func findings(
    _ response: CorpusResponse, atLeast severity: Finding.Severity, baseline: Baseline?, reflecting: Bool
  ) -> [Finding] {
    let (all, unlisted) = run.checkCounting(response.response, contractID: response.contractID, reflecting: reflecting)
    var findings = all.filter { $0.severity >= severity }
    if let baseline { findings.removeAll(where: baseline.knows) }
    var summarised = Set<String>()
    for finding in findings.reversed() where summarised.insert(finding.fingerprint).inserted {
      guard let more = unlisted[finding.fingerprint], more > 0, let last = findings.lastIndex(of: finding) else {
        continue
      }
      var summary = finding
      summary.message = "… and \(more) more occurrence\(more == 1 ? "" : "s") of this finding in the response, not listed"
      findings.insert(summary, at: last + 1)
    }
    return findings
  }

  /// The package root: the nearest folder above `file` that holds a Package.swift.
  static func packageRoot(from file: String) -> String {
    var url = URL(fileURLWithPath: file).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
      url.deleteLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath
  }
}

/// One recorded response of a contract's corpus: a test case.
public struct CorpusResponse: Sendable, CustomStringConvertible {
  public var contractID: String
  public var response: Response

  public var description: String { "\(contractID) \(response.source)" }
}

extension Finding {
  /// `file:line: severity kind at /pointer: message`, for test failure messages.
  public var testDescription: String {
    "\(source): \(severity.rawValue) \(kind.rawValue)\(pointer.map { " at \($0.isRoot ? "(root)" : $0.description)" } ?? ""): \(Redactor.redact(message))"
  }
}
