import Contracts
import JSONCore
public import Reports

/// Renders a check report as SARIF 2.1.0, the format code-scanning services read (GitHub's
/// `upload-sarif`, GitLab, Azure DevOps, IDE viewers).
///
/// One run; `tool.driver.rules` holds one rule per finding kind (all of them, so a rule's
/// index never depends on the run); each listed finding is one result with the kind as its
/// `ruleId`, the source file and line:column as its physical location, the JSON Pointer as
/// its logical location, and the finding's fingerprint under `partialFingerprints`, so a
/// service tracks the same finding across runs even when its line moves. Configuration errors
/// are `toolConfigurationNotifications` of the invocation, which is then not successful.
///
/// File paths stay as the run saw them (relative to the working directory) and become URI
/// references; given the working directory, they are resolved against a `%SRCROOT%` base.
public struct SARIFRenderer: ReportRenderer {
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
  /// The key of ``Finding/fingerprint`` in each result's `partialFingerprints`.
  ///
  /// The `/v1` changes only if the fingerprint's recipe does.
  public static let fingerprintKey = "contractFingerprint/v1"

  /// The absolute path relative file paths are resolved from, or `nil` to leave them bare.
  public var workingDirectory: String?

  public init(workingDirectory: String? = nil) { self.workingDirectory = workingDirectory }

  public func render(_ report: CheckReport, toolVersion: String) -> String {
    let notifications = report.configurationErrors.map { error in
      Log.Notification(
        level: "error", message: .init(text: error.message),
        locations: [
          location(file: error.file, line: error.location?.line, column: error.location?.column, pointer: error.pointer)
        ])
    }
    return log(
      report.findings, occurrences: report.occurrences, baselined: report.baseline != nil,
      notifications: notifications, toolVersion: toolVersion,
      properties: .init(
        responses: report.responses, unmapped: report.unmapped, unlisted: report.unlisted,
        baselineKnown: report.baseline?.known, baselineFixed: report.baseline?.fixed))
  }

  /// A fuzz report: a result per finding, at its reproducer's payload (a regression at the
  /// baseline); the campaign's seed and counts in the run's properties.
  public func render(_ report: FuzzReport) -> String {
    let summary = report.summary
    return log(
      report.findings, occurrences: [:], baselined: report.baseline != nil, notifications: [],
      toolVersion: report.tool.version,
      properties: .init(
        fuzz: .init(
          seed: report.seed, shard: report.shard, interrupted: report.interrupted, mutants: summary.mutants,
          allowed: summary.allowed, drift: summary.drift, baselineRegressions: report.baseline?.regressions,
          baselineFixed: report.baseline?.fixed)))
  }

  /// The log of one run: every rule, a result per finding, the invocation's notifications.
  private func log(
    _ findings: [Finding], occurrences: [String: Int], baselined: Bool, notifications: [Log.Notification],
    toolVersion: String, properties: Log.RunProperties
  ) -> String {
    let kinds = Finding.Kind.allCases
    let rules = kinds.map { kind in
      Log.Rule(
        id: kind.rawValue, name: kind.ruleName, shortDescription: .init(text: kind.shortDescription),
        fullDescription: .init(text: kind.fullDescription), help: .init(text: kind.help),
        defaultConfiguration: .init(level: level(kind.defaultSeverity)))
    }
    let baseIDs = workingDirectory.map { ["%SRCROOT%": Log.ArtifactLocation(uri: directoryURI($0), uriBaseId: nil)] }
    let results = findings.map { finding in
      Log.Result(
        ruleId: finding.kind.rawValue, ruleIndex: kinds.firstIndex(of: finding.kind) ?? 0,
        level: level(finding.severity), message: .init(text: finding.message),
        locations: [
          location(
            file: finding.source.file, line: finding.source.line, column: finding.source.column,
            pointer: finding.pointer)
        ],
        partialFingerprints: [SARIFRenderer.fingerprintKey: finding.fingerprint],
        baselineState: baselined ? "new" : nil,
        properties: .init(finding, occurrences: occurrences[finding.fingerprint] ?? 1))
    }
    let run = Log.Run(
      tool: .init(driver: .init(name: "contract", version: toolVersion, semanticVersion: toolVersion, rules: rules)),
      invocations: [
        .init(executionSuccessful: notifications.isEmpty, toolConfigurationNotifications: notifications)
      ],
      originalUriBaseIds: baseIDs, columnKind: "unicodeCodePoints", results: results, properties: properties)
    return CheckReport.Document.pretty(Log(schema: SARIFRenderer.schemaURI, version: "2.1.0", runs: [run]))
  }

  private func level(_ severity: Finding.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  private func location(file: String, line: Int?, column: Int?, pointer: JSONPointer?) -> Log.Location {
    let absolute = file.hasPrefix("/")
    // Columns count Unicode scalars (`columnKind`); a column means nothing without its line.
    let region = line.map { Log.Region(startLine: $0, startColumn: column) }
    // The pointer is the JSON value's path in the response: what a logical location names.
    let logical = pointer.map {
      [Log.LogicalLocation(name: $0.last?.text, fullyQualifiedName: $0.description, kind: "value")]
    }
    return Log.Location(
      physicalLocation: .init(
        artifactLocation: .init(
          uri: absolute ? "file://" + SARIFRenderer.percentEncoded(file) : SARIFRenderer.percentEncoded(file),
          uriBaseId: absolute || workingDirectory == nil ? nil : "%SRCROOT%"),
        region: region),
      logicalLocations: logical)
  }

  private func directoryURI(_ path: String) -> String {
    let encoded = SARIFRenderer.percentEncoded(path.hasSuffix("/") ? path : path + "/")
    return "file://" + (encoded.hasPrefix("/") ? encoded : "/" + encoded)
  }

  /// A path as a URI reference: `/` kept, RFC 3986's unreserved characters kept, every other
  /// byte percent-encoded (spaces, `#`, `?`, `%`, and `:`, which in a relative reference's
  /// first segment would read as a scheme).
  static func percentEncoded(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return encoded
  }
}
