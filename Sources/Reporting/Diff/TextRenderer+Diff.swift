public import Reports

/// `contract diff` for people: the changes by schema, each with the model's verdict and the
/// rule's level beside it, then a summary line.
extension TextRenderer {
  public func render(_ report: DiffReport, toolVersion: String) -> String {
    var text = report.title + "\n"
    // Schemas in the order their first change comes.
    var byPair: [(String, [JudgedChange])] = []
    var indexOfPair: [String: Int] = [:]
    for change in report.changes {
      if let index = indexOfPair[change.pair] {
        byPair[index].1.append(change)
      } else {
        indexOfPair[change.pair] = byPair.count
        byPair.append((change.pair, [change]))
      }
    }
    for (pair, changes) in byPair {
      text += pair + "\n"
      for judged in changes {
        let level = judged.level.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        let id =
          judged.change.id.count < 30
          ? judged.change.id.padding(toLength: 30, withPad: " ", startingAt: 0) : judged.change.id + " "
        text += "  \(level) \(id) \(judged.change.place)\n"
        text += "      \(judged.change.message)"
        if let sentence = judged.verdictSentence { text += "\n      \(sentence)" }
        text += judged.level != judged.change.level ? " (rule: \(judged.change.level.rawValue))\n" : "\n"
        if let contract = judged.contractID, contract != pair { text += "      contract \(contract)\n" }
        // With the file's own line and column where the document was read from a file (a
        // YAML document's too).
        let source = judged.change.newSource ?? judged.change.oldSource
        text += "      at \(judged.change.newLocation ?? judged.change.oldLocation ?? pair)"
        text += source.map { " (\($0))" } ?? ""
        text += "\n"
      }
    }
    for (judged, reason) in report.ignored {
      text += "ignored  \(judged.change.id) \(judged.change.place) in \(judged.pair): \(reason)\n"
    }
    return text + report.summarySentence + "\n"
  }
}
