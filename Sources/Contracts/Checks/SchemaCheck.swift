public import JSONCore

/// The schema stage: does the body meet its contract, and if not, every violation.
///
/// The cheap path (``isValid(_:)``) is the validator's fast path, for the fuzzer's oracle and
/// for the valid bodies that are most of a dump; the full path (``violations(of:)``) runs only
/// when it says no. With the array envelope every row is validated against the row schema.
public struct SchemaCheck: Sendable {
  public let schema: any ContractSchema
  public let envelope: Manifest.Contract.Envelope

  public init(schema: any ContractSchema, envelope: Manifest.Contract.Envelope) {
    self.schema = schema
    self.envelope = envelope
  }

  /// The cheap verdict: whether `body` meets the contract.
  public func isValid(_ body: JSONValue) -> Bool {
    guard let rows = envelope.rows(of: body) else { return false }
    return rows.allSatisfy(schema.isValid)
  }

  /// The warnings a body may earn valid or not (``ContractSchema/advisories(of:)``), located
  /// in the body; `text` is the body's bytes, which tell at once most bodies have none.
  public func advisories(of body: JSONValue, text: [UInt8]) -> [SchemaViolation] {
    guard let names = schema.facts?.writeOnlyMemberNames, !names.isEmpty,
      MemberMention.mayMention(names, in: text), let rows = envelope.rows(of: body)
    else { return [] }
    var advisories: [SchemaViolation] = []
    for (index, row) in rows.enumerated() {
      for var advisory in schema.advisories(of: row) {
        advisory.instanceLocation = envelope.bodyPointer(advisory.instanceLocation, row: index)
        advisories.append(advisory)
      }
    }
    return advisories
  }

  /// Every violation in `body`, located in the body; empty when it is valid.
  public func violations(of body: JSONValue) -> [SchemaViolation] {
    guard let rows = envelope.rows(of: body) else {
      return [
        SchemaViolation(
          instanceLocation: .root, keywordLocation: "", absoluteKeywordLocation: "",
          message: "expected a JSON array of rows (the contract's envelope is \"array\"), got \(body.typeName)")
      ]
    }
    var violations: [SchemaViolation] = []
    for (index, row) in rows.enumerated() where !schema.isValid(row) {
      for var violation in schema.violations(of: row) {
        violation.instanceLocation = envelope.bodyPointer(violation.instanceLocation, row: index)
        violations.append(violation)
      }
    }
    return violations
  }
}

extension Finding {
  /// - Parameter fingerprint: the finding's fingerprint hash, when the caller has computed it.
  static func schemaViolation(_ violation: SchemaViolation, _ context: FindingContext, fingerprint: UInt64? = nil)
    -> Finding
  {
    Finding(
      kind: .schemaViolation, severity: violation.isWarning ? .warning : nil, contract: context.contract,
      source: context.source(at: violation.instanceLocation),
      pointer: violation.instanceLocation, schemaLocation: violation.absoluteKeywordLocation,
      message: violation.message, evidence: violation.evidence,
      fingerprint: fingerprint
        ?? Fingerprint.hash(
          .schemaViolation, contract: context.contract, pointer: violation.instanceLocation,
          detail: violation.fingerprintDetail, members: context.members))
  }
}
