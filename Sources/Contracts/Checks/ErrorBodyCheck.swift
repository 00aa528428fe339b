import JSONCore

/// The error-body stage: a recorded `4xx`/`5xx` body checked against the contract's error
/// schema (``Manifest/ErrorSchema``, PostgREST's `{code, details, hint, message}` for Chapter).
///
/// Error bodies go through the parse and schema stages only: the contract's model reads the
/// success rows and is never asked to decode the server's error object. A violation is a
/// `schema-violation` located like any other, its message naming the status and its
/// fingerprint kept apart from the success schema's violations at the same pointer.
struct ErrorBodyCheck {
  let schema: any ContractSchema

  func run(
    _ response: Response, _ context: FindingContext, listedEnough: Set<UInt64>,
    into outcome: inout ResponseChecker.Outcome
  ) {
    var context = context
    // The error schema is not the contract's: its maps are not the contract's either.
    context.members = nil
    guard let parsed = ParseCheck.run(response, context, into: &outcome.findings) else {
      outcome.errorBodyValid = false
      return
    }
    context.reference = parsed.value
    let violations = schema.isValid(parsed.value) ? [] : schema.violations(of: parsed.value)
    outcome.errorBodyValid = violations.isEmpty
    let status = response.status.map(String.init) ?? "?"
    for violation in violations {
      outcome.add(
        .schemaViolation, context, pointer: violation.instanceLocation,
        detail: ErrorBodyCheck.detailPrefix + violation.keywordLocation, unless: listedEnough
      ) {
        Finding(
          kind: .schemaViolation, contract: context.contract, source: context.source(at: violation.instanceLocation),
          pointer: violation.instanceLocation, schemaLocation: violation.absoluteKeywordLocation,
          message: "error response (status \(status)) breaks the error schema: \(violation.message)",
          evidence: violation.evidence.merging(["status": status]) { _, new in new }, fingerprint: $0)
      }
    }
  }

  /// Marks an error body's violations in their fingerprints.
  static let detailPrefix = "errors:"
}
