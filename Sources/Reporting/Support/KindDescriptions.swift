import Contracts

/// What each finding kind means, in words, for formats that describe their rules (SARIF's
/// `tool.driver.rules`) and for legends in reports.
///
/// The wording follows the catalog's *Directions and severities* article (Finding kinds); the kinds are the stable vocabulary, so a rule
/// id never changes once published.
extension Finding.Kind {
  /// A sentence fragment for a list of rules.
  var shortDescription: String {
    switch self {
    case .parseError: "The reference parser rejects the response bytes"
    case .parserDisagreement: "jansson and Foundation read the response differently"
    case .schemaViolation: "The response breaks its contract"
    case .decodeFailure: "The model cannot decode a response"
    case .decodeAcceptsInvalid: "The model decodes a response that breaks the contract"
    case .roundtripLoss: "Decoding and encoding again loses or changes data"
    case .modelDrift: "The model and the contract disagree"
    case .fuzzRegression: "A mutation the model survived in the baseline now fails"
    case .crash: "The model's decoding trapped"
    case .unmapped: "No contract claims the response"
    case .schemaChange: "A schema change, judged against the model that reads it"
    case .schemaGap: "The contract says less than the recorded traffic shows"
    }
  }

  /// What the finding means for the app.
  var fullDescription: String {
    switch self {
    case .parseError:
      "The reference parser (jansson) rejects the bytes of a recorded response: it is not JSON, so no client can read it."
    case .parserDisagreement:
      "jansson and Foundation's JSON reader differ on whether the response is valid or on one of its values (duplicate keys, numbers out of range, a byte-order mark): clients built on different parsers see different data."
    case .schemaViolation:
      "The response breaks its contract's JSON Schema: the backend has drifted from what was agreed."
    case .decodeFailure:
      "The registered Swift type cannot decode the response. When the response meets its contract, the app fails on a payload the backend is allowed to send."
    case .decodeAcceptsInvalid:
      "The model decodes a response that breaks the contract: the model is more lenient than the contract."
    case .roundtripLoss:
      "Decoding the response and encoding the model again loses or changes data: a dropped or added field, fewer fractional seconds, a rounded number, null turned absent."
    case .modelDrift:
      "A payload the tool made from a recorded one (a model-drift probe or a fuzz mutant) that the contract allows and the model cannot decode: required against optional, nullable, enum cases, types. The evidence names the operator and the reproducer."
    case .fuzzRegression:
      "A mutation of a recorded response that the model survived in the baseline now makes it fail."
    case .crash:
      "Decoding trapped (fatalError, a force unwrap, a precondition) or never finished, in an isolated process: in the app, this is a crash."
    case .unmapped:
      "A recorded response that no contract claims, by route, corpus glob or folder name: it was not checked."
    case .schemaGap:
      "The recorded responses show what the contract does not say: keys every response carries that the contract calls optional, or keys it does not declare. Probes built on that looseness test the contract, not the model, so they are folded into this note."
    case .schemaChange:
      "A response-side change between two versions of a schema (contract diff). Its level is the registered model's verdict on a probe payload the new schema allows: breaking when the model cannot decode it, safe when it tolerates it or does not read the place; the rule's level where no model judged it."
    }
  }

  /// What to do about it.
  var help: String {
    switch self {
    case .parseError:
      "Fix the producer of the response, or remove the recording if it was captured incompletely."
    case .parserDisagreement:
      "Make the backend send unambiguous JSON (unique keys, numbers within 64-bit range)."
    case .schemaViolation:
      "Fix the backend, or update the contract if the change was intended and every client can handle it."
    case .decodeFailure:
      "Make the model accept what the contract allows (Optional, a fallback enum case, a lenient date strategy), or tighten the contract."
    case .decodeAcceptsInvalid:
      "Tighten the model or loosen the contract so that both agree."
    case .roundtripLoss:
      "Keep the field in the model, keep its precision in the profile's encoder, or accept the change in the baseline."
    case .modelDrift:
      "Align the model's properties and CodingKeys with the contract."
    case .fuzzRegression:
      "Replay the mutant with `contract replay` and make the model tolerate it again."
    case .crash:
      "Replace the trapping code in the model's init(from:) with a thrown DecodingError."
    case .unmapped:
      "Add a route, corpus glob or folder for the response to contracts.json, or remove it from the dump."
    case .schemaGap:
      "Add the keys to the schema's `required` (or `properties`), so the contract says what the backend sends."
    case .schemaChange:
      "Make the model accept what the new schema allows before the backend ships it, or keep the schema as it was."
    }
  }

  /// The rule's name as SARIF spells names: `ParseError`.
  var ruleName: String {
    rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
