import Contracts
import Reports

/// The part of the SARIF 2.1.0 object model that ``SARIFRenderer`` writes.
///
/// Property names are SARIF's; optional properties left `nil` are omitted, as SARIF prefers
/// to an explicit `null`. Anything of ours that SARIF has no property for goes into a
/// `properties` bag, which every SARIF object may carry.
struct Log: Encodable {
  var schema: String
  var version: String
  var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  struct Message: Encodable { var text: String }

  struct Run: Encodable {
    var tool: Tool
    var invocations: [Invocation]
    var originalUriBaseIds: [String: ArtifactLocation]?
    var columnKind: String
    var results: [Result]
    var properties: RunProperties
  }

  struct Tool: Encodable { var driver: Driver }

  struct Driver: Encodable {
    var name: String
    var version: String
    var semanticVersion: String
    var rules: [Rule]
  }

  struct Rule: Encodable {
    struct Configuration: Encodable { var level: String }
    var id: String
    var name: String
    var shortDescription: Message
    var fullDescription: Message
    var help: Message
    var defaultConfiguration: Configuration
  }

  struct Invocation: Encodable {
    var executionSuccessful: Bool
    var toolConfigurationNotifications: [Notification]
  }

  struct Notification: Encodable {
    var level: String
    var message: Message
    var locations: [Location]
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
    var partialFingerprints: [String: String]
    /// `new` when a baseline hid the known findings: every result left is new.
    var baselineState: String?
    var properties: ResultProperties
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
    var logicalLocations: [LogicalLocation]?
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int?
  }

  struct LogicalLocation: Encodable {
    var name: String?
    var fullyQualifiedName: String
    var kind: String
  }

  /// What a finding has beyond SARIF's own properties.
  struct ResultProperties: Encodable {
    var contract: String?
    var pointer: String?
    var entry: Int?
    var schemaLocation: String?
    var evidence: [String: String]?
    /// Occurrences of this fingerprint in the run, listed or not.
    var occurrences: Int

    init(_ finding: Finding, occurrences: Int) {
      contract = finding.contract
      pointer = finding.pointer?.description
      entry = finding.source.entry
      schemaLocation = finding.schemaLocation
      evidence = finding.evidence.isEmpty ? nil : finding.evidence
      self.occurrences = occurrences
    }
  }

  /// A check's counts, or a fuzz campaign's (`fuzz`).
  struct RunProperties: Encodable {
    var responses: Int?
    var unmapped: Int?
    /// Occurrences counted but not listed as results (beyond the first few per fingerprint).
    var unlisted: Int?
    var baselineKnown: Int?
    var baselineFixed: [Baseline.Entry]?
    var fuzz: FuzzProperties?

    init(
      responses: Int? = nil, unmapped: Int? = nil, unlisted: Int? = nil, baselineKnown: Int? = nil,
      baselineFixed: [Baseline.Entry]? = nil, fuzz: FuzzProperties? = nil
    ) {
      self.responses = responses
      self.unmapped = unmapped
      self.unlisted = unlisted
      self.baselineKnown = baselineKnown
      self.baselineFixed = baselineFixed
      self.fuzz = fuzz
    }
  }

  /// What a campaign ran: enough to reproduce it (the seed) and to read its results' weight.
  struct FuzzProperties: Encodable {
    var seed: UInt64
    var shard: String?
    var interrupted: Bool
    var mutants: Int
    var allowed: Int
    var drift: Int
    var baselineRegressions: Int?
    /// Matrix cells better than the baseline's.
    var baselineFixed: [FuzzBaseline.Cell]?
  }
}
