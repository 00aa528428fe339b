import Foundation
import JSONCore
import Jansson

/// Runs the pipeline (`docs/pipeline.md`) on one response and returns its findings: the stages
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
    package init() {}

    public var findings: [Finding] = []
    /// Fingerprints (as hashes) of findings that were counted, not built: the report
    /// already lists enough occurrences of them.
    package var unlisted: [UInt64] = []
    public var schemaValid: Bool?
    public var decoded: Bool?
    /// What the recorded status says the response is, when not a body to check.
    public var status: ResponseStatus.Kind = .body
    /// Whether an error response met the contract's error schema; `nil` when not checked.
    public var errorBodyValid: Bool?
    /// How many values of the body the contract describes (its rows, or 1 for the whole
    /// body); `nil` when the body is not JSON or not the envelope's shape.
    var rows: Int?
    /// The reflection check's findings (``ReflectionCheck``), when asked for: they are about
    /// the model, and a corpus run reports each once (``CorpusSample``).
    var reflection: [Finding] = []

    /// Adds the finding `build` makes from the fingerprint hash of `kind`, the context's
    /// contract, `pointer` and `detail` (hashed here, once), unless that hash is in
    /// `listedEnough`: then only the hash is kept.
    ///
    /// A dump repeats the same findings in every row; building each one's message and
    /// evidence for a report that will only count it cost as much as the rest of the check.
    ///
    /// Within one response too, a fingerprint is built at most ``Finding/occurrencesListed``
    /// times: a large document repeats one finding in every row, and the report lists no more.
    mutating func add(
      _ kind: Finding.Kind, _ context: FindingContext, pointer: JSONPointer?, detail: String,
      unless listedEnough: Set<UInt64>, _ build: (_ fingerprint: UInt64) -> Finding
    ) {
      let fingerprint = Fingerprint.hash(
        kind, contract: context.contract, pointer: pointer, detail: detail, members: context.members)
      // Most occurrences of a run are of fingerprints listed enough already: one lookup.
      if listedEnough.contains(fingerprint) {
        unlisted.append(fingerprint)
        return
      }
      let built = builtHere[fingerprint, default: 0]
      guard built < Finding.occurrencesListed else {
        unlisted.append(fingerprint)
        return
      }
      builtHere[fingerprint] = built + 1
      findings.append(build(fingerprint))
    }

    /// Findings built for this response, by fingerprint hash.
    private var builtHere: [UInt64: Int] = [:]
  }

  /// Checks one response.
  public func check(_ response: Response) -> Outcome { check(response, listedEnough: []) }

  /// Checks one response; findings whose fingerprint hashes are in `listedEnough` (the
  /// caller will count them, not list them) come back in ``Outcome/unlisted`` instead of
  /// ``Outcome/findings``.
  ///
  /// With `reflecting`, the decoded model is also read beside the response
  /// (``Outcome/reflection``).
  package func check(_ response: Response, listedEnough: Set<UInt64>, reflecting: Bool = false) -> Outcome {
    var outcome = checkUnlocated(response, listedEnough: listedEnough, reflecting: reflecting)
    FindingLocations.locate(&outcome.findings, in: response)
    FindingLocations.locate(&outcome.reflection, in: response)
    return outcome
  }

  /// The checks, with findings not yet given a line and column.
  private func checkUnlocated(_ response: Response, listedEnough: Set<UInt64>, reflecting: Bool) -> Outcome {
    var outcome = Outcome()
    var context = FindingContext(contract: binding.id, response: response, members: binding.members)
    // A recorded status that says there is no body to check (204, an error response without
    // an error schema) ends the checks here; a recording error is the parse stage's to report.
    outcome.status = response.recordingError == nil ? ResponseStatus.kind(of: response) : .body
    if outcome.status == .errorResponse, let errorSchema = binding.errorSchema {
      ErrorBodyCheck(schema: errorSchema).run(response, context, listedEnough: listedEnough, into: &outcome)
      return outcome
    }
    guard outcome.status == .body else { return outcome }
    // The model decodes and encodes before the reference tree is built: the model's values
    // and the encoder's tree are gone by the time the tree exists, so a large document never
    // holds all three at once; only the encoder's text is kept.
    let decode = decodeCheck
    // For a client that only reads, a dropped key is named by the model type that drops it,
    // which takes the decoded value; so does the reflection check.
    var decodedValue: Any? = nil
    let keepsValue = binding.direction == .read || reflecting
    let modelOutcome = decode.map { decode in
      ModelOutcome(
        ResponseChecker.withData(response.body) { data in
          keepsValue
            ? decode.model.roundTrip(data, asArray: binding.envelope.decodesArray, profile: binding.profile) {
              decodedValue = $0
            }
            : decode.run(data, coders: decode.makeCoders())
        })
    }
    guard let parsed = ParseCheck.run(response, context, into: &outcome.findings) else { return outcome }
    context.reference = parsed.value
    outcome.rows = binding.envelope.rows(of: parsed.value)?.count

    if let schema = schemaCheck {
      let violations = schema.isValid(parsed.value) ? [] : schema.violations(of: parsed.value)
      // A value a contract's overlapping `oneOf` cannot place is one of its shapes.
      outcome.schemaValid = violations.allSatisfy(\.isWarning)
      for violation in violations + schema.advisories(of: parsed.value, text: response.body) {
        outcome.add(
          .schemaViolation, context, pointer: violation.instanceLocation, detail: violation.fingerprintDetail,
          unless: listedEnough
        ) { .schemaViolation(violation, context, fingerprint: $0) }
      }
    }

    SizeLimit.check(response, against: binding.contract, context, into: &outcome)

    guard let decode, let modelOutcome else { return outcome }
    let model = decode.model.name
    if modelOutcome.decoded, binding.profile.readsISO8601, AppleISO8601.holdsFractionDigits(parsed.value),
      let error = ResponseChecker.withData(
        response.body,
        {
          decode.model.decodingError(
            $0, asArray: binding.envelope.decodesArray, decoder: AppleISO8601.decoder(like: binding.profile))
        })
    {
      outcome.findings.append(
        .refusedByAppleISO8601(
          DecodeFailure(error, in: parsed.value, profile: binding.profile), model: model, context))
    }
    switch modelOutcome {
    case .decodeFailed(let error):
      outcome.decoded = false
      outcome.findings += decode.findings(
        for: error, response, parsed, schemaValid: outcome.schemaValid, facts: binding.schema?.facts, context)
    case .encodeFailed(let message):
      outcome.decoded = true
      outcome.findings.append(.encodeFailure(message, model: model, context))
    case .decodedOnly:
      // A `Decodable`-only model: everything but the round trip, which the run notes once per
      // contract (``Finding/roundTripSkipped(_:among:manifestPath:)``).
      outcome.decoded = true
      if outcome.schemaValid == false {
        outcome.findings.append(.decodeAcceptsInvalid(model: model, context))
      }
      if reflecting, let decodedValue {
        outcome.reflection = ReflectionCheck(binding: binding).findings(decoded: decodedValue, context)
      }
    case .decoded(let encoded):
      outcome.decoded = true
      if outcome.schemaValid == false {
        outcome.findings.append(.decodeAcceptsInvalid(model: model, context))
      }
      if reflecting, let decodedValue {
        outcome.reflection = ReflectionCheck(binding: binding).findings(decoded: decodedValue, context)
      }
      do {
        // A client that only reads judges every difference (ReadDirection): none is only counted.
        let (found, counted) = try RoundTripCheck.differences(
          from: parsed.value, toEncoded: encoded, contract: context.contract, members: context.members,
          listedEnough: binding.direction == .read ? [] : listedEnough)
        outcome.unlisted += counted
        var differences = found
        if let facts = binding.schema?.facts, differences.contains(where: { $0.kind == .keyDropped }) {
          let wrong = WrongAlternative(facts: facts, reference: parsed.value).objects(in: differences)
          for (pointer, dropped) in wrong {
            let members = pointer.resolve(in: parsed.value)?.objectValue?.count ?? dropped.count
            outcome.findings.append(
              .decodedAsAnotherAlternative(pointer, dropped: dropped, members: members, model: model, context))
          }
          let folded = Set(wrong.flatMap { $0.dropped.map { (difference: JSONDifference) in difference.pointer } })
          if !folded.isEmpty { differences.removeAll { $0.kind == .keyDropped && folded.contains($0.pointer) } }
        }
        for difference in differences {
          if binding.direction == .read {
            let read = ReadDirection(
              binding: binding, model: model, decoded: decodedValue, reference: parsed.value, reflecting: reflecting)
            if let finding = read.finding(for: difference, context) { outcome.findings.append(finding) }
            continue
          }
          outcome.add(
            .roundtripLoss, context, pointer: difference.pointer, detail: difference.kind.rawValue,
            unless: listedEnough
          ) {
            .roundTripLoss(
              difference, model: model, profile: binding.profile, context, reference: parsed.value, fingerprint: $0)
          }
        }
      } catch {
        outcome.findings.append(
          .encodeFailure("the encoder wrote JSON the reference rejects: \(error)", model: model, context))
      }
    }
    return outcome
  }

  /// A round trip's outcome, with the encoder's text as bytes (the `Data` it came in is
  /// released before the reference tree is built).
  private enum ModelOutcome {
    case decodeFailed(DecodingError)
    case encodeFailed(String)
    case decoded(encoded: [UInt8])
    case decodedOnly

    /// Whether the model read the response (whatever its encoder then did).
    var decoded: Bool {
      if case .decodeFailed = self { return false }
      return true
    }

    init(_ outcome: DecodeOutcome) {
      switch outcome {
      case .decodeFailed(let error): self = .decodeFailed(error)
      case .encodeFailed(let message): self = .encodeFailed(message)
      case .decodedOnly: self = .decodedOnly
      case .decoded(let encoded): self = .decoded(encoded: Array(encoded))
      }
    }
  }

  /// `bytes` as `Data` without a copy, for the decoder.
  ///
  /// A large document is then not held twice. The `Data` must not outlive `body` (the decoder
  /// reads it and keeps nothing of it).
  private static func withData<Result>(_ bytes: [UInt8], _ body: (Data) -> Result) -> Result {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress, !buffer.isEmpty else { return body(Data()) }
      return body(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none))
    }
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
  package static func parseOnly(_ response: Response) -> Outcome {
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
  /// The contract's maps, whose entries fold in fingerprints; `nil` for a body another
  /// schema (an error schema) or none describes.
  var members: MapMembers? = nil

  /// The source reference of a finding at `pointer`: the record's line in an NDJSON file,
  /// the entry of a HAR file; within a JSON file, the line and column are given to all of a
  /// response's findings at once when its checks are done (``FindingLocations``).
  func source(at pointer: JSONPointer?) -> SourceReference { response.source }
}
