import Contracts
import Foundation
import JSONCore
import Jansson

/// `contract parse`: the reference parser's verdict on each file, beside Foundation's.
public struct Parse: Command {
  public static let name = "parse"
  public static let abstract = "Parse JSON files with jansson and Foundation and report where they disagree."
  public static let discussion = """
    For each file (folders are searched recursively for *.json): the reference verdict from
    jansson (accepted, or rejected at line:column with the reason), the verdicts of
    JSONSerialization and JSONDecoder, and every disagreement between them: accept/reject,
    the winner of a duplicate key, and values read differently (big integers, -0, number
    kinds). Exits 0 when every file is accepted by the reference with no disagreement, 1
    otherwise, 2 for usage errors and paths that do not exist.
    """
  public static let spec = ArgumentSpec(
    options: [.init("format", value: "FORMAT", help: "Output format.", choices: ["text", "json"])],
    positionalName: "PATH", positionalHelp: "JSON files, or folders to search for *.json.")

  let paths: [String]
  let json: Bool
  let console: Console

  public init(arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
    guard !arguments.positionals.isEmpty else { throw UsageError("missing PATH; give one or more files or folders") }
    paths = arguments.positionals
    json = arguments.value("format") == "json"
    console = context.console
  }

  public func run() throws -> ExitCode {
    let discovery = FileDiscovery.expand(paths, extensions: ["json"])
    var exit = ExitCode.success
    for path in discovery.missing {
      console.errorLine("contract parse: \(path): no such file or folder")
      exit = .usage
    }
    for (path, reason) in discovery.skipped { console.errorLine("contract parse: \(path): not read: \(reason)") }
    for path in discovery.files {
      let bytes: [UInt8]
      do {
        bytes = try FileDiscovery.read(path)
      } catch {
        console.errorLine("contract parse: \(error)")
        exit = .usage
        continue
      }
      let reference = Result { () throws(JSONParseError) in try JanssonParser.parse(bytes) }
      let differential = ParserDifferential(bytes: bytes, reference: reference)
      console.write(json ? jsonLine(path, differential) : text(path, differential))
      let clean: Bool =
        if case .success = reference { differential.disagreements.isEmpty } else { false }
      if !clean, exit == .success { exit = .findings }
    }
    return exit
  }

  private func text(_ path: String, _ result: ParserDifferential) -> String {
    var text: String
    switch result.reference {
    case .success(let parsed):
      text = "\(path): accepted\n"
      for duplicate in parsed.duplicateKeys {
        text += "  duplicate key at \(duplicate.pointer) (\(duplicate.location)): "
        text +=
          duplicate.values.map { Redactor.redact($0.description, at: duplicate.pointer) }
          .joined(separator: ", then ") + "\n"
      }
      for limitation in parsed.limitations {
        text += "  reference limitation at \(limitation.pointer) (\(limitation.location)): "
        text += "\(limitation.kind.rawValue) \(limitation.lexeme)\n"
      }
    case .failure(let error):
      text = "\(path):\(error.line):\(error.column): rejected: \(error.message)\n"
    }
    for reading in [result.serialization, result.decoder] {
      let verdict = reading.skipped ?? (reading.accepted ? "accepted" : "rejected: \(reading.error ?? "")")
      text += "  \(reading.parser): \(verdict)\n"
    }
    for disagreement in result.disagreements {
      let pointer = disagreement.pointer.map { " at \($0.description.isEmpty ? "(root)" : $0.description)" } ?? ""
      text += "  disagreement \(disagreement.kind.rawValue) (\(disagreement.parser))\(pointer): "
      text += "reference \(Redactor.redact(disagreement.reference, at: disagreement.pointer)); "
      text += "Foundation \(Redactor.redact(disagreement.foundation, at: disagreement.pointer))\n"
    }
    return text
  }

  private func jsonLine(_ path: String, _ result: ParserDifferential) -> String {
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
      "path": .string(path),
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
