/// A contract's `maxBytes`: a limit on the body's size that no JSON Schema keyword can state.
///
/// APNs refuses a Live Activity payload over 4 KB (HTTP 413, `PayloadTooLarge`): the
/// backend's push never arrives, however well its JSON meets the schema. A body over the
/// limit is a `schema-violation` at the root that names the limit and the size.
package enum SizeLimit {
  /// Adds the violation of `contract`'s limit by `response`, if any.
  static func check(
    _ response: Response, against contract: Manifest.Contract, _ context: FindingContext,
    into outcome: inout ResponseChecker.Outcome
  ) {
    guard let violation = violation(bodySize: response.body.count, contract: contract) else { return }
    outcome.schemaValid = false
    outcome.findings.append(.schemaViolation(violation, context))
  }

  package static func violation(bodySize: Int, contract: Manifest.Contract) -> SchemaViolation? {
    guard let limit = contract.maxBytes, bodySize > limit else { return nil }
    return SchemaViolation(
      instanceLocation: .root, keywordLocation: "maxBytes", absoluteKeywordLocation: "maxBytes",
      message: "the body is \(bodySize) bytes, over the contract's maxBytes of \(limit) (by \(bodySize - limit))")
  }
}
