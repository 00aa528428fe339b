public import Contracts
import Foundation
import JSONCore
import Jansson
public import Reports

/// A shrunk failure, saved so anyone can re-run it without the campaign: the payload, the
/// contract, the seed and mutant id, the chain of mutations that made it, the oracle's
/// verdict and outcome, and the finding.
///
/// Saved as two files under the output folder's `reproducers/`: `NAME.json` (this record,
/// payload included, redacted) and `NAME.payload.json` (the payload's exact bytes, which
/// findings point into and which `contract check --against` accepts). `contract replay
/// NAME.json` runs the payload file beside it: the one file of a fuzz run that keeps the
/// corpus's values, credentials included, as they were.
public struct Reproducer: Sendable, Codable {
  public static let formatVersion = 1

  public var version = Reproducer.formatVersion
  public var mutant: MutantID
  public var contract: String
  public var type: String?
  public var profile: String
  public var seed: UInt64
  /// The corpus value it was made from: `chapter/group_chats/discover-all.json row 2`.
  public var fixture: String
  public var chain: [AppliedMutation]
  public var verdict: Verdict
  public var outcome: Outcome
  /// The decode error or crash, as the oracle saw it.
  public var failure: String?
  public var finding: Finding?
  /// The payload's exact text.
  public var payload: String

  public init(
    mutant: MutantID, contract: String, type: String?, profile: String, seed: UInt64, fixture: String,
    chain: [AppliedMutation], verdict: Verdict, outcome: Outcome, failure: String?, finding: Finding?, payload: String
  ) {
    self.mutant = mutant
    self.contract = contract
    self.type = type
    self.profile = profile
    self.seed = seed
    self.fixture = fixture
    self.chain = chain
    self.verdict = verdict
    self.outcome = outcome
    self.failure = failure
    self.finding = finding
    self.payload = payload
  }

  /// The file names for a mutant's reproducer, relative to the output folder.
  public static func paths(for mutant: MutantID) -> (record: String, payload: String) {
    let safe = mutant.contract.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" ? $0 : "_" }
    let name = "reproducers/\(String(safe))-\(mutant.seed)-\(mutant.index)"
    return (name + ".json", name + ".payload.json")
  }

  /// Writes both files under `directory`, each atomically.
  public func write(to directory: String) throws {
    let (recordPath, payloadPath) = Reproducer.paths(for: mutant)
    try AtomicFile.write(exactly: Data(payload.utf8), to: (directory as NSString).appendingPathComponent(payloadPath))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    var shown = self
    shown.payload = String(decoding: JSONWriter(indent: 2).bytes(Redactor.redact(parsedPayload)), as: UTF8.self)
    shown.chain = chain.map { applied in
      var applied = applied
      applied.description = Redactor.redact(applied.description, at: applied.mutation.pointer)
      return applied
    }
    shown.finding = finding.map(Redactor.redact)
    try AtomicFile.write(
      String(decoding: try encoder.encode(shown), as: UTF8.self),
      to: (directory as NSString).appendingPathComponent(recordPath))
  }

  /// The payload as a tree, to show it redacted.
  private var parsedPayload: JSONValue { (try? JanssonParser.parse(Array(payload.utf8)).value) ?? .string(payload) }

  /// The bytes to replay for the record at `path`: its payload file's exact bytes when it is
  /// beside it (the record shows the payload redacted), else the record's payload.
  public func replayBytes(recordPath path: String) -> [UInt8] {
    guard path.hasSuffix(".json"), !path.hasSuffix(".payload.json") else { return Array(payload.utf8) }
    let payloadPath = String(path.dropLast(".json".count)) + ".payload.json"
    return FileManager.default.contents(atPath: payloadPath).map(Array.init) ?? Array(payload.utf8)
  }

  public static func load(path: String) throws(ConfigurationError) -> Reproducer {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigurationError(file: path, message: "cannot read the reproducer")
    }
    do {
      return try JSONDecoder().decode(Reproducer.self, from: data)
    } catch {
      throw ConfigurationError(file: path, message: "not a contract fuzz reproducer: \(error)")
    }
  }
}
