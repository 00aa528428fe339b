import Contracts
public import Reports

/// `contract parse`'s text: the reference verdict, its duplicate keys and limitations, each
/// Foundation reader's verdict, then every disagreement; values at credential keys masked.
extension TextRenderer {
  public func render(_ verdict: ParseVerdict) -> String {
    let result = verdict.differential
    var text: String
    switch result.reference {
    case .success(let parsed):
      text = "\(verdict.path): accepted\n"
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
      text = "\(verdict.path):\(error.line):\(error.column): rejected: \(error.message)"
      // `parse` compares JSON parsers; a YAML contract is read by the commands that take one.
      if [".yaml", ".yml"].contains(where: verdict.path.lowercased().hasSuffix) {
        text += " (parse reads JSON; validate, check, diff and generate read YAML documents)"
      }
      text += "\n"
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
}
