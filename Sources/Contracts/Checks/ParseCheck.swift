public import JSONCore
import Jansson

/// The parse stage: jansson's reading of the body (the reference tree every later stage
/// uses), and Foundation's readings where they may differ (the parser differential).
///
/// The cheap path is the reference parse alone (``tree(of:)``); the full path (`run`) also
/// reports a rejection at line:column, numbers beyond jansson's range, and every place where
/// `JSONSerialization` or `JSONDecoder` read the bytes differently. Foundation's readers run
/// only where the reference reading shows something they treat differently: a rejection,
/// duplicate keys, numbers beyond the reference's range. `contract parse` runs them on every
/// document.
public enum ParseCheck {
  /// The reference tree of `bytes`, or `nil` when jansson rejects them.
  public static func tree(of bytes: [UInt8]) -> JSONValue? { try? JanssonParser.parse(bytes).value }

  /// The parsed body of `response` (already parsed while reading its envelope, or now),
  /// adding the stage's findings to `findings`; `nil` when there is nothing to check further.
  static func run(_ response: Response, _ context: FindingContext, into findings: inout [Finding]) -> ParsedJSON? {
    if let error = response.recordingError {
      findings.append(.recordingError(error, context))
      return nil
    }
    let parsed: ParsedJSON
    if let already = response.parsedBody {
      parsed = already
    } else {
      do {
        parsed = try JanssonParser.parse(response.body)
      } catch {
        findings.append(.parseError(error, context))
        let differential = ParserDifferential(bytes: response.body, reference: .failure(error))
        findings += differential.disagreements.map { .disagreement($0, context) }
        return nil
      }
    }
    if ParseCheck.comparesParsers(parsed) {
      var located = context
      located.reference = parsed.value
      let differential = ParserDifferential(bytes: response.body, reference: .success(parsed))
      findings += parsed.limitations.map { .limitation($0, located) }
      findings += differential.disagreements.map { .disagreement($0, located) }
    }
    return parsed
  }

  /// Whether ``run(_:_:into:)`` compared Foundation's readers with the reference on a body
  /// jansson read: only when the reading holds what the readers may take otherwise
  /// (repeated keys, numbers beyond jansson's range).
  static func comparesParsers(_ parsed: ParsedJSON) -> Bool {
    !parsed.duplicateKeys.isEmpty || !parsed.limitations.isEmpty
  }

  /// The disagreements of Foundation's readers with a reference reading that succeeded: what
  /// a model's decode that fails on the bytes as JSON is reported as.
  static func disagreements(_ response: Response, _ parsed: ParsedJSON, _ context: FindingContext) -> [Finding] {
    ParserDifferential(bytes: response.body, reference: .success(parsed)).disagreements.map {
      .disagreement($0, context)
    }
  }
}

extension Finding {
  static func recordingError(_ message: String, _ context: FindingContext) -> Finding {
    Finding(
      kind: .parseError, contract: context.contract, source: context.response.source, pointer: nil,
      message: message, detail: message)
  }

  static func parseError(_ error: JSONParseError, _ context: FindingContext) -> Finding {
    var source = context.response.source
    if source.entry == nil {
      if source.line == nil {
        source.line = error.line
        source.column = error.column
      } else {
        source.column = error.column
      }
    }
    // The parser's message never quotes a string, number or word near the error (it may be a
    // credential cut short: `Jansson/ErrorSnippet.swift`); the position says where to look.
    let reason = error.message
    return Finding(
      kind: .parseError, contract: context.contract, source: source, pointer: nil,
      message: "the reference parser rejects the body at \(error.line):\(error.column): \(reason)",
      evidence: ["offset": String(error.offset)], detail: "\(error.kind.rawValue):\(reason)")
  }

  static func disagreement(_ disagreement: ParserDifferential.Disagreement, _ context: FindingContext) -> Finding {
    let message: String
    switch disagreement.kind {
    case .acceptance:
      message =
        "\(disagreement.parser) and the reference parser disagree on whether this is JSON: reference \(disagreement.reference); \(disagreement.parser) \(disagreement.foundation)"
    case .duplicateKeyWinner:
      message =
        "duplicate key: the reference parser keeps \(disagreement.reference), \(disagreement.parser) keeps \(disagreement.foundation); clients will disagree on this value"
    case .value:
      message =
        "\(disagreement.parser) reads \(disagreement.foundation) where the reference reads \(disagreement.reference)"
    }
    return Finding(
      kind: .parserDisagreement, contract: context.contract, source: context.source(at: disagreement.pointer),
      pointer: disagreement.pointer, message: message,
      evidence: ["reference": disagreement.reference, "foundation": disagreement.foundation],
      detail: "\(disagreement.kind.rawValue):\(disagreement.parser)")
  }

  static func limitation(_ limitation: ParsedJSON.ReferenceLimitation, _ context: FindingContext) -> Finding {
    Finding(
      kind: .parserDisagreement, contract: context.contract, source: context.source(at: limitation.pointer),
      pointer: limitation.pointer,
      message:
        "\(limitation.lexeme) is beyond what the reference parser holds (\(limitation.kind.rawValue)); most clients round it",
      evidence: ["lexeme": limitation.lexeme], detail: limitation.kind.rawValue)
  }
}
