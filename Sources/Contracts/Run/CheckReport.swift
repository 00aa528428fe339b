/// Everything a check run found, ready for a renderer.
public struct CheckReport: Sendable {
  public var findings: [Finding] = []
  public var contracts: [ContractSummary] = []
  public var responses = 0
  public var unmapped = 0
  /// HAR entries whose responses are not JSON (images, scripts), counted and not checked.
  public var skippedNonJSON = 0
  public var configurationErrors: [ConfigurationError] = []
  /// `--against` paths that do not exist.
  public var missingPaths: [String] = []
  /// Set when a baseline was applied: what it hid and what it no longer sees.
  public var baseline: BaselineComparison?

  public init() {}

  public func count(_ severity: Finding.Severity) -> Int { findings.filter { $0.severity == severity }.count }
}

/// What one contract saw in a run.
public struct ContractSummary: Sendable, Codable {
  public var id: String
  public var schema: String
  public var type: String?
  public var profile: String
  public var responses = 0
  public var schemaValid = 0
  public var schemaInvalid = 0
  public var decoded = 0
  public var decodeFailed = 0
  /// The contract has no schema: validation was skipped for every response.
  public var schemaSkipped: Bool
  /// The contract names no type: decoding was skipped.
  public var decodeSkipped: Bool

  init(binding: BoundContract) {
    id = binding.id
    schema = binding.contract.schemaDescription
    type = binding.contract.typeName
    profile = binding.profile.name
    schemaSkipped = binding.schema == nil
    decodeSkipped = binding.model == nil
  }

  mutating func record(_ outcome: ResponseChecker.Outcome) {
    responses += 1
    switch outcome.schemaValid {
    case true?: schemaValid += 1
    case false?: schemaInvalid += 1
    case nil: break
    }
    switch outcome.decoded {
    case true?: decoded += 1
    case false?: decodeFailed += 1
    case nil: break
    }
  }
}
