public import JSONCore

/// One thing `contract` found about one response, model or contract.
///
/// Findings are values: every check builds them with the static factories next to it, every
/// report renders them, and a baseline remembers them by ``fingerprint``. The kinds and their
/// default severities are the stable vocabulary of the catalog's *Directions and
/// severities* article (Finding kinds).
public struct Finding: Sendable, Hashable, Codable {
  public enum Kind: String, Sendable, Codable, CaseIterable, Comparable {
    case parseError = "parse-error"
    case parserDisagreement = "parser-disagreement"
    case schemaViolation = "schema-violation"
    case decodeFailure = "decode-failure"
    case decodeAcceptsInvalid = "decode-accepts-invalid"
    case roundtripLoss = "roundtrip-loss"
    case modelDrift = "model-drift"
    case fuzzRegression = "fuzz-regression"
    case crash
    case unmapped
    /// A schema change `contract diff` found, at the level its model's verdict gives it.
    case schemaChange = "schema-change"
    /// The contract says less than the recorded traffic shows (a key every response carries
    /// called optional; a key it does not declare): a note about the contract, not the model.
    case schemaGap = "schema-gap"

    public var defaultSeverity: Severity {
      switch self {
      case .parseError, .schemaViolation, .decodeFailure, .fuzzRegression, .crash: .error
      case .parserDisagreement, .roundtripLoss, .modelDrift, .schemaChange: .warning
      case .decodeAcceptsInvalid, .unmapped, .schemaGap: .note
      }
    }

    private var rank: Int { Kind.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rank < rhs.rank }
  }

  public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  public var kind: Kind
  public var severity: Severity
  /// The contract's id, `nil` for findings about no contract (unmapped responses).
  public var contract: String?
  public var source: SourceReference
  /// Where in the response (the reference tree) the finding is.
  public var pointer: JSONPointer?
  /// The schema keyword that failed, as an absolute keyword location.
  public var schemaLocation: String?
  public var message: String
  /// Values that show the finding: `original` and `roundTrip` values, an unknown enum value.
  public var evidence: [String: String]
  /// Stable across runs and machines: what baselines remember.
  ///
  /// Built from the kind, the contract, the pointer with array indices and map entries
  /// normalised (`members`: where the contract's schema has maps, ``MapMembers``), and a
  /// stable detail (never the file name or line, which change from dump to dump).
  public var fingerprint: String

  /// How many occurrences of one fingerprint a report lists with their sources (the rest are
  /// counted): the checks stop building a fingerprint's findings there, within a response too.
  public static let occurrencesListed = 25

  public init(
    kind: Kind, severity: Severity? = nil, contract: String?, source: SourceReference,
    pointer: JSONPointer?, schemaLocation: String? = nil, message: String,
    evidence: [String: String] = [:], detail: String = "", members: MapMembers? = nil
  ) {
    self.init(
      kind: kind, severity: severity, contract: contract, source: source, pointer: pointer,
      schemaLocation: schemaLocation, message: message, evidence: evidence,
      fingerprint: Fingerprint.hash(kind, contract: contract, pointer: pointer, detail: detail, members: members))
  }

  /// A finding whose fingerprint hash (``Fingerprint/hash(_:contract:pointer:detail:members:)``
  /// of these parts) the check has already: it hashed them to decide whether to build the
  /// finding at all (``ResponseChecker/Outcome/add(_:_:pointer:detail:unless:_:)``).
  init(
    kind: Kind, severity: Severity? = nil, contract: String?, source: SourceReference, pointer: JSONPointer?,
    schemaLocation: String? = nil, message: String, evidence: [String: String] = [:], fingerprint: UInt64
  ) {
    self.kind = kind
    self.severity = severity ?? kind.defaultSeverity
    self.contract = contract
    self.source = source
    self.pointer = pointer
    self.schemaLocation = schemaLocation
    self.message = message
    self.evidence = evidence
    self.fingerprint = Fingerprint.text(fingerprint)
  }

  /// The fingerprint of a finding with these parts, without building it.
  public static func fingerprint(_ kind: Kind, contract: String?, pointer: JSONPointer?, detail: String) -> String {
    Fingerprint.text(Fingerprint.hash(kind, contract: contract, pointer: pointer, detail: detail))
  }
}

/// Where a response came from: a file, and within it a line (NDJSON) or an entry (HAR).
public struct SourceReference: Sendable, Hashable, Codable, CustomStringConvertible {
  public var file: String
  /// 1-based line: of the response in an NDJSON file, or of the finding in a JSON file.
  public var line: Int?
  public var column: Int?
  /// 0-based index of the entry in a HAR file's `log.entries`.
  public var entry: Int?
  /// The version of the app that recorded the response (an envelope's `app_version`, written
  /// by ContractRecording): which release saw it.
  public var appVersion: String?

  public init(file: String, line: Int? = nil, column: Int? = nil, entry: Int? = nil, appVersion: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.entry = entry
    self.appVersion = appVersion
  }

  public var description: String {
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    if let entry { text += " entry \(entry)" }
    if let appVersion { text += " (app \(appVersion))" }
    return text
  }
}
