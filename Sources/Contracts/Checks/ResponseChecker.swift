import Foundation
import JSONCore
import Jansson

/// Runs the pipeline of DESIGN.md on one response and returns its findings.
///
/// ```
/// bytes ──jansson──▶ R ──schema──▶ violations
///   └──JSONDecoder──▶ model ──JSONEncoder──▶ bytes' ──jansson──▶ R' ── diff(R, R') ──▶ losses
/// ```
///
/// Foundation's own readers (the parser differential) run only where the reference reading
/// shows something they treat differently: a rejection, duplicate keys, numbers beyond the
/// reference's range, or a model decode that fails on the bytes as JSON. `contract parse`
/// runs them on every document.
public struct ResponseChecker: Sendable {
  public let binding: BoundContract

  public init(binding: BoundContract) { self.binding = binding }

  /// What checking one response found, plus whether it met its contract.
  public struct Outcome: Sendable {
    public var findings: [Finding] = []
    /// Fingerprints (as hashes) of findings that were counted, not built: the report
    /// already lists enough occurrences of them.
    var unlisted: [UInt64] = []
    public var schemaValid: Bool?
    public var decoded: Bool?

    /// Adds the finding `build` makes, unless its fingerprint is in `listedEnough`: then only
    /// the fingerprint is kept.
    ///
    /// A dump repeats the same findings in every row; building each one's message and
    /// evidence for a report that will only count it cost as much as the rest of the check.
    ///
    /// Within one response too, a fingerprint is built at most ``CheckReport/occurrencesListed``
    /// times: a large document repeats one finding in every row, and the report lists no more.
    mutating func add(
      _ kind: Finding.Kind, _ context: FindingContext, pointer: JSONPointer?, detail: String,
      unless listedEnough: Set<UInt64>, _ build: () -> Finding
    ) {
      let fingerprint = Fingerprint.hash(kind, contract: context.contract, pointer: pointer, detail: detail)
      let built = builtHere[fingerprint, default: 0]
      if listedEnough.contains(fingerprint) || built >= CheckReport.occurrencesListed {
        unlisted.append(fingerprint)
        return
      }
      builtHere[fingerprint] = built + 1
      findings.append(build())
    }

    /// Findings built for this response, by fingerprint hash.
    private var builtHere: [UInt64: Int] = [:]
  }

  /// Checks one response.
  public func check(_ response: Response) -> Outcome { check(response, listedEnough: []) }

  /// Checks one response; findings whose fingerprint hashes are in `listedEnough` (the
  /// caller will count them, not list them) come back in ``Outcome/unlisted`` instead of
  /// ``Outcome/findings``.
  func check(_ response: Response, listedEnough: Set<UInt64>) -> Outcome {
    var outcome = checkUnlocated(response, listedEnough: listedEnough)
    FindingLocations.locate(&outcome.findings, in: response)
    return outcome
  }

  /// The checks, with findings not yet given a line and column.
  private func checkUnlocated(_ response: Response, listedEnough: Set<UInt64>) -> Outcome {
    var outcome = Outcome()
    var context = FindingContext(contract: binding.id, response: response)
    if let error = response.recordingError {
      outcome.findings.append(.recordingError(error, context))
      return outcome
    }
    let parsed: ParsedJSON
    if let already = response.parsedBody {
      parsed = already
    } else {
      do {
        parsed = try JanssonParser.parse(response.body)
      } catch {
        outcome.findings.append(.parseError(error, context))
        let differential = ParserDifferential(bytes: response.body, reference: .failure(error))
        outcome.findings += differential.disagreements.map { .disagreement($0, context) }
        return outcome
      }
    }
    context.reference = parsed.value
    if !parsed.duplicateKeys.isEmpty || !parsed.limitations.isEmpty {
      let differential = ParserDifferential(bytes: response.body, reference: .success(parsed))
      outcome.findings += parsed.limitations.map { .limitation($0, context) }
      outcome.findings += differential.disagreements.map { .disagreement($0, context) }
    }

    if let schema = binding.schema {
      let violations = validate(parsed.value, against: schema)
      outcome.schemaValid = violations.isEmpty
      for violation in violations {
        outcome.add(
          .schemaViolation, context, pointer: violation.instanceLocation, detail: violation.keywordLocation,
          unless: listedEnough
        ) { .schemaViolation(violation, context) }
      }
    }

    SizeLimit.check(response, against: binding.contract, context, into: &outcome)

    guard let model = binding.model else { return outcome }
    let asArray = binding.contract.envelope == .array
    // For a client that only reads, a dropped key is named by the model type that drops it,
    // which takes the decoded value.
    var decodedValue: Any? = nil
    let roundTrip =
      binding.direction == .read
      ? model.roundTrip(Data(response.body), asArray: asArray, profile: binding.profile) { decodedValue = $0 }
      : model.roundTrip(Data(response.body), asArray: asArray, profile: binding.profile)
    switch roundTrip {
    case .decodeFailed(let error):
      outcome.decoded = false
      if DecodeFailure.isUnreadableJSON(error) {
        let differential = ParserDifferential(bytes: response.body, reference: .success(parsed))
        outcome.findings += differential.disagreements.map { .disagreement($0, context) }
      } else {
        let failure = DecodeFailure(error, in: parsed.value, profile: binding.profile)
        outcome.findings.append(.decodeFailure(failure, model: model.name, schemaValid: outcome.schemaValid, context))
      }
    case .encodeFailed(let message):
      outcome.decoded = true
      outcome.findings.append(.encodeFailure(message, model: model.name, context))
    case .decoded(let encoded):
      outcome.decoded = true
      if outcome.schemaValid == false {
        outcome.findings.append(.decodeAcceptsInvalid(model: model.name, context))
      }
      do {
        // The encoder's own output needs no verdict, only a comparison: it is read as it is
        // compared, and the reference parser stands behind that strict reading should it refuse.
        let bytes = Array(encoded)
        let differences =
          try (try? JSONDiff.differences(from: parsed.value, toEncoded: bytes))
          ?? JSONDiff.differences(from: parsed.value, to: JanssonParser.parse(bytes).value).filter(\.changesText)
        for difference in differences {
          if binding.direction == .read {
            let read = ReadDirection(binding: binding, model: model.name, decoded: decodedValue, reference: parsed.value)
            if let finding = read.finding(for: difference, context) { outcome.findings.append(finding) }
            continue
          }
          outcome.add(
            .roundtripLoss, context, pointer: difference.pointer, detail: difference.kind.rawValue,
            unless: listedEnough
          ) { .roundTripLoss(difference, model: model.name, profile: binding.profile, context) }
        }
      } catch {
        outcome.findings.append(
          .encodeFailure("the encoder wrote JSON the reference rejects: \(error)", model: model.name, context))
      }
    }
    return outcome
  }

  /// Why the model cannot decode `payload`, in words (`missing key 'tag': the model requires
  /// it`); `nil` when it decodes, or when the payload is not JSON.
  ///
  /// The cause of a synthesised payload's ``Finding/modelDrift(model:contract:source:pointer:operatorName:mutation:cause:signature:reproducer:)``:
  /// run only on payloads a worker already decoded without trapping.
  public func decodeCause(of payload: [UInt8]) -> String? {
    guard let model = binding.model, let tree = try? JanssonParser.parse(payload).value else { return nil }
    let asArray = binding.contract.envelope == .array
    guard case .decodeFailed(let error) = model.roundTrip(Data(payload), asArray: asArray, profile: binding.profile)
    else { return nil }
    return DecodeFailure(error, in: tree, profile: binding.profile).message
  }

  /// The parse check alone, for responses no contract claims.
  static func parseOnly(_ response: Response) -> Outcome {
    var outcome = Outcome()
    let context = FindingContext(contract: nil, response: response)
    if let error = response.recordingError {
      outcome.findings.append(.recordingError(error, context))
    } else if response.parsedBody == nil {
      do {
        _ = try JanssonParser.parse(response.body)
      } catch {
        outcome.findings.append(.parseError(error, context))
      }
    }
    return outcome
  }

  /// Validates a body; with the array envelope, each element against the row schema.
  private func validate(_ value: JSONValue, against schema: any ContractSchema) -> [SchemaViolation] {
    guard binding.contract.envelope == .array else {
      return schema.isValid(value) ? [] : schema.violations(of: value)
    }
    guard let rows = value.arrayValue else {
      return [
        SchemaViolation(
          instanceLocation: .root, keywordLocation: "", absoluteKeywordLocation: "",
          message: "expected a JSON array of rows (the contract's envelope is \"array\"), got \(value.typeName)")
      ]
    }
    var violations: [SchemaViolation] = []
    for (index, row) in rows.enumerated() where !schema.isValid(row) {
      for var violation in schema.violations(of: row) {
        violation.instanceLocation = JSONPointer([.index(index)] + violation.instanceLocation.tokens)
        violations.append(violation)
      }
    }
    return violations
  }
}

/// What every finding about one response shares, and where its pointers land in the file.
struct FindingContext {
  var contract: String?
  var response: Response
  var reference: JSONValue?

  /// The source reference of a finding at `pointer`: the record's line in an NDJSON file,
  /// the entry of a HAR file; within a JSON file, the line and column are given to all of a
  /// response's findings at once when its checks are done (``FindingLocations``).
  func source(at pointer: JSONPointer?) -> SourceReference { response.source }
}
