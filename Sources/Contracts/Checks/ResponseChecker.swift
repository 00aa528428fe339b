import Foundation
import JSONCore
import Jansson

/// Runs the pipeline of DESIGN.md on one response and returns its findings: the stages
/// ``ParseCheck``, ``SchemaCheck`` (and the contract's size limit), ``DecodeCheck`` and
/// ``RoundTripCheck``, each on its full-finding path.
///
/// ```
/// bytes ──jansson──▶ R ──schema──▶ violations
///   └──JSONDecoder──▶ model ──JSONEncoder──▶ bytes' ──jansson──▶ R' ── diff(R, R') ──▶ losses
/// ```
///
/// The fuzzer's oracle, `replay` and the model-drift probes compose the same stages on their
/// cheap paths, and come here for the located finding of the few payloads that fail.
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
    mutating func add(
      _ kind: Finding.Kind, _ context: FindingContext, pointer: JSONPointer?, detail: String,
      unless listedEnough: Set<UInt64>, _ build: () -> Finding
    ) {
      if !listedEnough.isEmpty {
        let fingerprint = Fingerprint.hash(kind, contract: context.contract, pointer: pointer, detail: detail)
        if listedEnough.contains(fingerprint) {
          unlisted.append(fingerprint)
          return
        }
      }
      findings.append(build())
    }
  }

  /// Checks one response.
  public func check(_ response: Response) -> Outcome { check(response, listedEnough: []) }

  /// Checks one response; findings whose fingerprint hashes are in `listedEnough` (the
  /// caller will count them, not list them) come back in ``Outcome/unlisted`` instead of
  /// ``Outcome/findings``.
  func check(_ response: Response, listedEnough: Set<UInt64>) -> Outcome {
    var outcome = Outcome()
    var context = FindingContext(contract: binding.id, response: response)
    guard let parsed = ParseCheck.run(response, context, into: &outcome.findings) else { return outcome }
    context.reference = parsed.value

    if let schema = schemaCheck {
      let violations = schema.isValid(parsed.value) ? [] : schema.violations(of: parsed.value)
      outcome.schemaValid = violations.isEmpty
      for violation in violations {
        outcome.add(
          .schemaViolation, context, pointer: violation.instanceLocation, detail: violation.keywordLocation,
          unless: listedEnough
        ) { .schemaViolation(violation, context) }
      }
    }

    SizeLimit.check(response, against: binding.contract, context, into: &outcome)

    guard let decode = decodeCheck else { return outcome }
    let model = decode.model.name
    switch decode.run(Data(response.body), coders: decode.makeCoders()) {
    case .decodeFailed(let error):
      outcome.decoded = false
      outcome.findings += decode.findings(for: error, response, parsed, schemaValid: outcome.schemaValid, context)
    case .encodeFailed(let message):
      outcome.decoded = true
      outcome.findings.append(.encodeFailure(message, model: model, context))
    case .decoded(let encoded):
      outcome.decoded = true
      if outcome.schemaValid == false {
        outcome.findings.append(.decodeAcceptsInvalid(model: model, context))
      }
      do {
        for difference in try RoundTripCheck.differences(from: parsed.value, toEncoded: Array(encoded)) {
          outcome.add(
            .roundtripLoss, context, pointer: difference.pointer, detail: difference.kind.rawValue,
            unless: listedEnough
          ) { .roundTripLoss(difference, model: model, profile: binding.profile, context) }
        }
      } catch {
        outcome.findings.append(
          .encodeFailure("the encoder wrote JSON the reference rejects: \(error)", model: model, context))
      }
    }
    return outcome
  }

  /// The schema stage of this contract; `nil` without a schema.
  public var schemaCheck: SchemaCheck? {
    binding.schema.map { SchemaCheck(schema: $0, envelope: binding.envelope) }
  }

  /// The decode stage of this contract; `nil` without a model.
  public var decodeCheck: DecodeCheck? {
    binding.model.map { DecodeCheck(model: $0, profile: binding.profile, envelope: binding.envelope) }
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
}

/// What every finding about one response shares, and where its pointers land in the file.
struct FindingContext {
  var contract: String?
  var response: Response
  var reference: JSONValue?

  /// The source reference of a finding at `pointer`: line and column within a JSON file,
  /// the record's line in an NDJSON file, the entry of a HAR file.
  func source(at pointer: JSONPointer?) -> SourceReference {
    var source = response.source
    guard source.line == nil, source.entry == nil, let pointer else { return source }
    let location = JSONTextScanner.location(of: pointer, in: response.body)
    source.line = location.line
    source.column = location.column
    return source
  }
}
