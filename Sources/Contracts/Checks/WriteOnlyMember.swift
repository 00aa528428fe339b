import JSONCore
import JSONSchema

/// A member a contract marks OpenAPI 3 `writeOnly` (a password) that a response carries: the
/// property "MAY be sent as part of a request but SHOULD NOT be sent as part of the
/// response". A warning at the member, and the response stays valid: JSON Schema reads
/// `writeOnly` as an annotation, and either the backend leaks what only a client sends or the
/// contract marks the wrong member.
///
/// Found by ``SchemaFacts/writeOnlyMembers(in:)``; a body whose text never names such a
/// member is not walked (`MemberMention`).
enum WriteOnlyMember {
  /// The warning for `key` at `pointer`, whose applicable `schema` marks it; `source` says
  /// where a keyword is written (`Contracts/openapi.yaml:14:9`).
  static func violation(
    key: String, at pointer: JSONPointer, markedBy schema: SchemaLocation, source: (String) -> String?
  ) -> SchemaViolation {
    let keyword = schema.absoluteLocation + "/writeOnly"
    var violation = SchemaViolation(
      instanceLocation: pointer, keywordLocation: schema.pointer.description + "/writeOnly",
      absoluteKeywordLocation: keyword,
      message:
        "'\(key)' is writeOnly in the contract, sent in requests and never in responses, yet this response carries it: the backend leaks what only a client should send (a password), or the contract marks the wrong member",
      keywordSource: source(keyword))
    violation.isWarning = true
    return violation
  }
}
