import Contracts
import Evidence
import Foundation
import JSONCore
import Reports
import Supervision

/// From a failing mutant to a finding: which failures are findings, shrinking them, locating
/// them, and saving the reproducer.
///
/// Findings are: a crash or hang (whatever the verdict: a trap is never acceptable), a
/// contract-allowed mutant the model cannot decode (`model-drift`), and a contract-allowed
/// mutant whose round trip loses data where the mutation changed it (`roundtrip-loss`). Drift
/// outcomes only fill the matrix. Each failure class is shrunk once (``triageKey``); the
/// full, located finding is built by ``ResponseChecker`` on the shrunk payload, the same
/// finding `contract check` would give for it, so its fingerprint matches check's.
extension Campaign {
  /// What makes two failures the same before shrinking; `nil` when the outcome is no finding.
  func triageKey(_ mutant: Mutant, _ evaluation: Evaluation, _ outcome: Outcome, contract: ContractPlan) -> String? {
    let id = contract.contractID
    switch outcome {
    case .crashed, .hung:
      let places = Set(mutant.applied.map { contract.payloadPointer($0.mutation.pointer).normalized }).sorted()
      return "\(id) \(outcome.rawValue) \(places.joined(separator: " "))"
    case .failed where evaluation.verdict == .allowed:
      guard case .failed(let signature, let message) = evaluation.result else { return nil }
      if let refused = refusedTimestamp(mutant, signature: signature, message: message, contract: contract) {
        return "\(bindings[id]?.profile.name ?? id) refused-timestamp \(refused.shape) \(refused.reason)"
      }
      // Valid JSON the platform's reader refuses is the reader's, whichever model and value
      // met it: one note for the run.
      if refusedByReader(mutant, signature: signature, message: message, contract: contract) != nil {
        return "foundation-refuses"
      }
      return "\(id) failed \(signature)"
    case .lossy where evaluation.verdict == .allowed:
      // 2^53+1 from number-edges, rounded by a `Double` (a `TimeInterval`): the Swift type's
      // range, known and chosen, not a finding. A recorded value rounded so stays one for
      // `contract check`.
      let edgesOnly = mutant.applied.allSatisfy { $0.mutation.operatorName == "number-edges" }
      let losses = evaluation.touchedLosses(mutant.touched).filter { !(edgesOnly && $0.kind == .numberRounded) }
      guard !losses.isEmpty else { return nil }
      // A `Decodable`-only model's timestamps are judged by its profile's decoder, which reads
      // them all alike: one failure class per profile and loss (``DecodeCheck/dateFindings``).
      if bindings[id]?.model?.encodes == false, let kind = losses.first?.kind, losses.allSatisfy({ $0.kind == kind }),
        [.dateOffsetLost, .datePrecisionLost].contains(kind)
      {
        return "\(bindings[id]?.profile.name ?? id) decoded-dates \(kind.rawValue)"
      }
      return "\(id) lossy "
        + Set(losses.map { "\($0.kind.rawValue)@\($0.pointer.normalized)" }).sorted().joined(separator: " ")
    default:
      return nil
    }
  }

  /// The value Foundation's reader refused, when that is the failure: valid JSON (`0e1`, an
  /// integer beyond `Int64`) the platform's `JSONDecoder` cannot read, whatever the model.
  func refusedByReader(_ mutant: Mutant, signature: String, message: String, contract: ContractPlan) -> String? {
    guard signature == "unreadable-json" || message.hasPrefix("The given data was not valid JSON"),
      let last = mutant.applied.last,
      let value = contract.payloadPointer(last.mutation.pointer).resolve(in: mutant.payload)
    else { return nil }
    return String(decoding: JSONWriter().bytes(value), as: UTF8.self)
  }

  /// When the model refused a timestamp only re-rendered (a chain of `date-format` alone,
  /// the decoder's own words): how the timestamp was written, and the words without their
  /// place.
  ///
  /// One decoder reads every timestamp of a profile's contracts, so a form it refuses fails
  /// wherever a timestamp stands: one finding per profile, form and reason, not one per
  /// member of every contract (a client's shared decoder made 36 of them).
  func refusedTimestamp(_ mutant: Mutant, signature: String, message: String, contract: ContractPlan)
    -> (shape: String, reason: String)?
  {
    guard signature.hasPrefix("data-corrupted "), let last = mutant.applied.last,
      mutant.applied.allSatisfy({ $0.mutation.operatorName == DateFormat().name }),
      let text = contract.payloadPointer(last.mutation.pointer).resolve(in: mutant.payload)?.stringValue,
      let shape = DateShape(text)
    else { return nil }
    // The words without the place, nor the value a decoder may quote.
    let reason = (message.range(of: " at /", options: .backwards).map { String(message[..<$0.lowerBound]) } ?? message)
      .replacingOccurrences(of: text, with: "…")
    let fraction = shape.fractionDigits > 0 ? "with fraction digits" : "without fraction digits"
    return ("\(fraction), offset \(shape.offset.rawValue)", reason)
  }

  /// For a mutant that only re-rendered timestamps, now with fraction digits, and survived
  /// a decoder with `.iso8601`: the failure class of Apple's `.iso8601`, which refuses them
  /// (``AppleISO8601``), once per profile; `nil` otherwise.
  ///
  /// This platform's Foundation reads them, so the mutant "survives" here; on the devices
  /// whose Foundation does not, the app fails on the first response the backend sends so.
  func appleISO8601Key(_ mutant: Mutant, contract: ContractPlan) -> String? {
    guard let binding = bindings[contract.contractID], binding.profile.readsISO8601, !mutant.applied.isEmpty,
      mutant.applied.allSatisfy({ $0.mutation.operatorName == DateFormat().name }),
      mutant.touched.contains(where: { place in
        place.resolve(in: mutant.payload).map(AppleISO8601.holdsFractionDigits) ?? false
      })
    else { return nil }
    return "\(binding.profile.name) apple-iso8601"
  }

  /// `contract check`'s finding for the mutant's payload, decoded again reading dates as
  /// Apple's `.iso8601` has, with the mutation that made it; the mutant saved as its
  /// reproducer (not shrunk: the one mutation is the finding).
  func triageAppleISO8601(_ mutant: Mutant, _ evaluation: Evaluation, contract: ContractPlan) {
    guard let binding = bindings[contract.contractID], let last = mutant.applied.last else { return }
    let payloadFile = (configuration.outputDirectory as NSString).appendingPathComponent(
      Reproducer.paths(for: mutant.id).payload)
    let payloadBytes = JSONWriter(indent: 2).bytes(mutant.payload)
    let response = Response(body: payloadBytes, source: SourceReference(file: payloadFile))
    guard
      var finding = ResponseChecker(binding: binding).check(response).findings.first(where: {
        $0.evidence["strategy"] == "iso8601" && $0.kind == .decodeFailure
      })
    else { return }
    let site = contract.payloadPointer(last.mutation.pointer)
    finding.message +=
      " — found by \(last.mutation.operatorName) at \(site): \(Redactor.redact(last.description, at: last.mutation.pointer)) (the '\(binding.profile.name)' profile's decoder reads every timestamp: one finding for all its contracts)"
    finding.fingerprint = Finding.fingerprint(
      .decodeFailure, contract: nil, pointer: nil, detail: "apple-iso8601 \(binding.profile.name)")
    guard !knownFingerprints.contains(finding.fingerprint) else { return }
    save(
      finding, of: Shrinker.Result(mutant: mutant, evaluation: evaluation, evaluations: 0), binding: binding,
      contract: contract)
  }

  /// Operators whose drift a resilient model survives: an enum with a fallback case takes an
  /// unknown value, a model ignores keys it does not know.
  ///
  /// A failure under them is a
  /// weakness worth a reproducer, though not a finding (the backend broke the contract).
  static let resilienceOperators: Set<String> = ["enum-unknown", "extra-key"]

  /// Shrinks a resilience weakness and saves its reproducer, noted in the matrix cell.
  func saveWeakness(
    _ mutant: Mutant, _ evaluation: Evaluation, contract: ContractPlan,
    cell: (operatorName: String, pointer: String, variant: Int)
  ) {
    guard let binding = bindings[contract.contractID] else { return }
    let shrunk = shrink(mutant, evaluation, contract: contract)
    let reproducer = makeReproducer(shrunk, binding: binding, contract: contract, finding: nil)
    do {
      try reproducer.write(to: configuration.outputDirectory)
      let path = (configuration.outputDirectory as NSString).appendingPathComponent(
        Reproducer.paths(for: shrunk.mutant.id).record)
      state.report.matrix.setReproducer(
        path, contract: contract.contractID, operatorName: cell.operatorName, pointer: cell.pointer)
    } catch {
      // The matrix still names the mutant, which `contract replay` regenerates.
    }
  }

  private func shrink(_ mutant: Mutant, _ evaluation: Evaluation, contract: ContractPlan) -> Shrinker.Result {
    let target = FailureClass(evaluation, touched: mutant.touched)
    return shrinker.shrink(mutant, evaluation: evaluation, plan: contract, target: target) { [executor] candidate in
      (executor.evaluate([EvaluationJob(candidate)]).first ?? evaluation).settled(knownLosses: candidate.knownLosses)
    }
  }

  private func makeReproducer(
    _ shrunk: Shrinker.Result, binding: BoundContract, contract: ContractPlan, finding: Finding?
  ) -> Reproducer {
    Reproducer(
      mutant: shrunk.mutant.id, contract: contract.contractID, type: binding.contract.typeName,
      profile: binding.profile.name,
      seed: shrunk.mutant.id.seed, fixture: contract.fixtures[shrunk.mutant.fixture].label,
      chain: shrunk.mutant.applied,
      verdict: shrunk.evaluation.verdict, outcome: shrunk.evaluation.outcome(touched: shrunk.mutant.touched),
      failure: Campaign.failureText(shrunk.evaluation.result), finding: finding,
      payload: String(decoding: JSONWriter(indent: 2).bytes(shrunk.mutant.payload), as: UTF8.self))
  }

  /// Whether the model fails the same way (`signature`) on the string at `edge`'s place
  /// emptied: a long, emoji or escaped string refused there is then the place's empty-string
  /// gap too (a closed enum, a `URL`), one note with it, whichever variant a run (or a
  /// shard) meets first.
  private func failsAlikeEmptied(_ edge: Mutation, of mutant: Mutant, signature: String, contract: ContractPlan)
    -> Bool
  {
    guard edge.variant != StringEdges.emptyVariant,
      case .failed(let emptiedSignature, _) = stringEdge(
        StringEdges.emptyVariant, at: edge, of: mutant, contract: contract)?
        .evaluation.result
    else { return false }
    return emptiedSignature == signature
  }

  /// The mutant a loss is shown with: one that emptied a string gives way to the same string
  /// with characters added (`"BSc"` → `"BSc 😀𝄞𐍈"`) when that loses the same way (`key`): a
  /// model that rewrites a value it does not know (to `"unknown"`) loses every new value, and
  /// a team reads that in a value like the recorded ones, where `""` reads as one no backend
  /// sends.
  func plainerExample(
    of mutant: Mutant, _ evaluation: Evaluation, outcome: Outcome, key: String, contract: ContractPlan
  ) -> (Mutant, Evaluation) {
    guard outcome == .lossy, mutant.applied.count == 1, let edge = mutant.applied.first?.mutation,
      edge.operatorName == StringEdges().name, edge.variant == StringEdges.emptyVariant,
      let (plainer, result) = stringEdge(StringEdges.addedCharactersVariant, at: edge, of: mutant, contract: contract),
      result.verdict == evaluation.verdict,
      triageKey(plainer, result, result.outcome(touched: plainer.touched), contract: contract) == key
    else { return (mutant, evaluation) }
    return (plainer, result)
  }

  /// `mutant`'s fixture with the string at `edge`'s place changed by string-edges' `variant`
  /// alone, and how the model took it.
  private func stringEdge(_ variant: Int, at edge: Mutation, of mutant: Mutant, contract: ContractPlan) -> (
    mutant: Mutant, evaluation: Evaluation
  )? {
    let chain = [Mutation(operatorName: StringEdges().name, pointer: edge.pointer, variant: variant)]
    guard let other = contract.make(mutant.id, fixture: mutant.fixture, chain: chain, stacked: false),
      let evaluation = executor.evaluate([EvaluationJob(other)]).first?.settled(knownLosses: other.knownLosses)
    else { return nil }
    return (other, evaluation)
  }

  /// Shrinks the failure, builds its finding, and saves the reproducer, unless a finding with
  /// the same fingerprint exists.
  func triage(_ mutant: Mutant, _ evaluation: Evaluation, contract: ContractPlan) {
    guard let binding = bindings[contract.contractID] else { return }
    let target = FailureClass(evaluation, touched: mutant.touched)
    let shrunk = shrink(mutant, evaluation, contract: contract)
    let payloadFile = (configuration.outputDirectory as NSString).appendingPathComponent(
      Reproducer.paths(for: shrunk.mutant.id).payload)
    let payloadBytes = JSONWriter(indent: 2).bytes(shrunk.mutant.payload)
    guard
      let finding = makeFinding(
        shrunk, target: target, binding: binding, contract: contract, payloadFile: payloadFile,
        payloadBytes: payloadBytes),
      !knownFingerprints.contains(finding.fingerprint)
    else { return }
    save(finding, of: shrunk, binding: binding, contract: contract)
  }

  /// Adds `finding` to the report with what made it (the mutant, its chain, the verdict)
  /// and the reproducer it saves for it.
  private func save(_ finding: Finding, of result: Shrinker.Result, binding: BoundContract, contract: ContractPlan) {
    var finding = finding
    let chain = result.mutant.applied
    let directory = configuration.outputDirectory
    finding.evidence["mutant"] = result.mutant.id.description
    finding.evidence["operators"] = chain.map {
      "\($0.mutation.operatorName) \(contract.payloadPointer($0.mutation.pointer))"
    }.joined(separator: "; ")
    finding.evidence["mutation"] = chain.map { Redactor.redact($0.description, at: $0.mutation.pointer) }
      .joined(separator: "; ")
    finding.evidence["verdict"] = result.evaluation.verdict.rawValue
    finding.evidence["reproducer"] = (directory as NSString).appendingPathComponent(
      Reproducer.paths(for: result.mutant.id).record)
    let reproducer = makeReproducer(result, binding: binding, contract: contract, finding: finding)
    do {
      try reproducer.write(to: directory)
    } catch {
      finding.evidence["reproducer"] = "(not saved: \(error.localizedDescription))"
    }
    appendFinding(finding)
  }

  private func makeFinding(
    _ shrunk: Shrinker.Result, target: FailureClass, binding: BoundContract, contract: ContractPlan,
    payloadFile: String,
    payloadBytes: [UInt8]
  ) -> Finding? {
    let mutant = shrunk.mutant
    guard let last = mutant.applied.last else { return nil }
    let site = contract.payloadPointer(last.mutation.pointer)
    let found =
      "found by \(last.mutation.operatorName) at \(site): \(Redactor.redact(last.description, at: last.mutation.pointer))"
    let typeName = binding.model?.name ?? binding.contract.typeName ?? "the model"
    switch target.outcome {
    case .crashed, .hung:
      let location = JSONTextScanner.location(of: site, in: payloadBytes)
      let death: Finding.Death =
        switch shrunk.evaluation.result {
        case .hung(let seconds): .hung(seconds: seconds)
        case .crashed(let how): .trapped(how)
        default: .trapped(target.outcome.rawValue)
        }
      return .crash(
        model: typeName, what: "a mutant (\(found))", death: death, contract: contract.contractID,
        source: SourceReference(file: payloadFile, line: location.line, column: location.column), pointer: site,
        detail: target.outcome == .crashed ? "trap" : "hang")
    case .failed:
      let checker = ResponseChecker(binding: binding)
      // A payload the tool made, the contract allows, and the model cannot decode: model drift,
      // the same finding as `contract check`'s probe of that place (this decode does not
      // trap: the worker just ran it).
      // Valid JSON that Foundation's reader refuses on this platform (`0e1` on Linux): no
      // model could read it here, so it is the reader's, said once in the run.
      if case .failed(let signature, let failure) = shrunk.evaluation.result,
        let lexeme = refusedByReader(shrunk.mutant, signature: signature, message: failure, contract: contract)
      {
        var note = Finding(
          kind: .parserDisagreement, severity: .note, contract: contract.contractID,
          source: SourceReference(file: payloadFile), pointer: nil,
          message:
            "Foundation's JSONDecoder on this platform refuses \(lexeme), which is valid JSON (jansson reads it): no model can read it here, so it is not the model's finding (\(last.mutation.operatorName) at \(site))",
          evidence: ["value": lexeme, "operator": last.mutation.operatorName],
          detail: "foundation-refuses \(lexeme)")
        note.fingerprint = Finding.fingerprint(
          .parserDisagreement, contract: nil, pointer: nil, detail: "foundation-refuses")
        return note
      }
      if case .failed(let signature, let failure) = shrunk.evaluation.result, signature != "encode-failed" {
        let location = JSONTextScanner.location(of: site, in: payloadBytes)
        // A shrunk chain of several mutations needs every one of them: each is said.
        let mutation =
          mutant.applied.count == 1
          ? last.description
          : mutant.applied.map {
            "\(Redactor.redact($0.description, at: $0.mutation.pointer)) at \(contract.payloadPointer($0.mutation.pointer))"
          }.joined(separator: ", then ")
        var finding = Finding.modelDrift(
          model: typeName, contract: contract.contractID,
          source: SourceReference(file: payloadFile, line: location.line, column: location.column), pointer: site,
          operatorName: last.mutation.operatorName, mutation: mutation,
          cause: checker.decodeCheck?.decodeCause(of: payloadBytes) ?? failure, signature: signature,
          reproducer: payloadFile,
          expectedBecause: binding.schema == nil ? expectedBecause(mutant.applied, contract: contract) : nil)
        if case .failed(let signature, let message) = shrunk.evaluation.result,
          let refused = refusedTimestamp(mutant, signature: signature, message: message, contract: contract)
        {
          finding.message +=
            " (the '\(binding.profile.name)' profile's decoder reads every timestamp: one written \(refused.shape) fails wherever it stands, in every contract read with it; this is the one finding for them)"
          finding.evidence["timestampForm"] = refused.shape
          finding.fingerprint = Finding.fingerprint(
            .modelDrift, contract: nil, pointer: nil,
            detail: "refused-timestamp \(binding.profile.name) \(refused.shape) \(refused.reason)")
        }
        if mutant.applied.count == 1, last.mutation.operatorName == StringEdges().name,
          site.resolve(in: mutant.payload)?.stringValue?.isEmpty == true
            || failsAlikeEmptied(last.mutation, of: mutant, signature: signature, contract: contract)
        {
          LooserThanTraffic.mark(emptied: &finding)
        }
        if contract.fixtures.indices.contains(mutant.fixture),
          let place = UndescribedPlaces.freeFormAncestor(
            of: last.mutation.pointer, in: contract.fixtures[mutant.fixture].facts)
        {
          UndescribedPlaces.mark(&finding, under: contract.payloadPointer(place))
        }
        return finding
      }
      let response = Response(body: payloadBytes, source: SourceReference(file: payloadFile))
      guard
        var finding = checker.check(response).findings.first(where: { $0.kind == .roundtripLoss && $0.pointer == .root }
        )
      else { return nil }
      finding.message += " — \(found)"
      return finding
    case .lossy:
      // The same located finding `contract check` gives for this payload; for a
      // `Decodable`-only model, what its decoder kept of the changed timestamps.
      let response = Response(body: payloadBytes, source: SourceReference(file: payloadFile))
      var findings = ResponseChecker(binding: binding).check(response).findings
      if binding.model?.encodes == false, let decode = ResponseChecker(binding: binding).decodeCheck {
        findings += decode.dateFindings(response, at: mutant.touched, contract: contract.contractID)
        for index in findings.indices where findings[index].source.file == payloadFile {
          let location = findings[index].pointer.map { JSONTextScanner.location(of: $0, in: payloadBytes) }
          findings[index].source.line = location?.line
          findings[index].source.column = location?.column
        }
      }
      let touched = mutant.touched
      let kinds = Set(target.signature.split(separator: ",").map(String.init))
      // Under `read`, a changed date is judged by what the decoder kept: the loss the round
      // trip saw may be the encoder's alone (a note, never this finding) or the decoder's.
      let chosen = findings.first { finding in
        let difference = finding.evidence["difference"] ?? ""
        // A key added beside its drifted spelling is that value changed (RoundTripCheck's
        // case variant): the worker saw the added key.
        let addedAsChanged =
          difference == JSONDifference.Kind.valueChanged.rawValue && finding.evidence["otherKey"] != nil
          && kinds.contains(JSONDifference.Kind.keyAdded.rawValue)
        return finding.kind == .roundtripLoss && finding.severity >= .warning
          && (kinds.contains(difference) || difference.hasPrefix("decoded-") || addedAsChanged)
          && touched.contains { place in finding.pointer.map { Evaluation.isPrefix(place, of: $0) } ?? false }
      }
      guard var finding = chosen else { return nil }
      finding.message += " — \(found)"
      return finding
    case .survived:
      return nil
    }
  }

  /// Why a backend is expected to make every change of `chain`, in the order first given.
  private func expectedBecause(_ chain: [AppliedMutation], contract: ContractPlan) -> String? {
    var reasons: [String] = []
    for reason in chain.compactMap(contract.routine.reason(for:)) where !reasons.contains(reason) {
      reasons.append(reason)
    }
    return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
  }

  /// The failure's text for reports and reproducers.
  static func failureText(_ result: ModelResult) -> String? {
    switch result {
    case .decoded: nil
    case .failed(_, let message): message
    case .crashed(let how): how
    case .hung(let seconds): "no answer within \(SecondsText.text(seconds))"
    }
  }
}
