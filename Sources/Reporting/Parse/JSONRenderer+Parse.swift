import Contracts
import JSONCore
public import Reports

/// `contract parse --format json`: one object per file (`path`, `reference`, `foundation`,
/// `disagreements`); values at credential keys masked.
extension JSONRenderer {
  public func render(_ verdict: ParseVerdict) -> String {
    let result = verdict.differential
    var reference: JSONValue
    switch result.reference {
    case .success(let parsed):
      reference = ["accepted": true]
      if !parsed.duplicateKeys.isEmpty {
        reference.setMember(
          "duplicateKeys",
          .array(
            parsed.duplicateKeys.map {
              [
                "pointer": .string($0.pointer.description), "line": .number(JSONNumber($0.location.line)),
                "column": .number(JSONNumber($0.location.column)),
                "values": .array(
                  Redactor.isCredential($0.pointer) ? $0.values.map { _ in .string(Redactor.marker) } : $0.values),
              ]
            }))
      }
      if !parsed.limitations.isEmpty {
        reference.setMember(
          "limitations",
          .array(
            parsed.limitations.map {
              [
                "kind": .string($0.kind.rawValue), "pointer": .string($0.pointer.description),
                "line": .number(JSONNumber($0.location.line)), "column": .number(JSONNumber($0.location.column)),
                "lexeme": .string($0.lexeme),
              ]
            }))
      }
    case .failure(let error):
      reference = [
        "accepted": false,
        "error": [
          "kind": .string(error.kind.rawValue), "line": .number(JSONNumber(error.line)),
          "column": .number(JSONNumber(error.column)), "offset": .number(JSONNumber(error.offset)),
          "message": .string(error.message),
        ],
      ]
    }
    func reading(_ reading: FoundationReading) -> JSONValue {
      if let skipped = reading.skipped { return ["skipped": .string(skipped)] }
      var value: JSONValue = ["accepted": .bool(reading.accepted)]
      if let error = reading.error { value.setMember("error", .string(error)) }
      return value
    }
    let line: JSONValue = [
      "path": .string(verdict.path),
      "reference": reference,
      "foundation": ["serialization": reading(result.serialization), "decoder": reading(result.decoder)],
      "disagreements": .array(
        result.disagreements.map { disagreement in
          var value: JSONValue = ["kind": .string(disagreement.kind.rawValue), "parser": .string(disagreement.parser)]
          if let pointer = disagreement.pointer { value.setMember("pointer", .string(pointer.description)) }
          value.setMember("reference", .string(Redactor.redact(disagreement.reference, at: disagreement.pointer)))
          value.setMember("foundation", .string(Redactor.redact(disagreement.foundation, at: disagreement.pointer)))
          return value
        }),
    ]
    return line.description + "\n"
  }
}
