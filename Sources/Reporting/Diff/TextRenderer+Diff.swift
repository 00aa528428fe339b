public import Reports

/// `contract diff` for people: the changes by schema, each once with every model's verdict
/// and the rule's level beside them, then a summary line.
extension TextRenderer {
  public func render(_ report: DiffReport, toolVersion: String) -> String {
    var text = report.title + "\n"
    // Schemas in the order their first change comes.
    var byPair: [(String, [ChangeGroup])] = []
    var indexOfPair: [String: Int] = [:]
    for group in report.groups {
      let pair = group.shown.pair
      if let index = indexOfPair[pair] {
        byPair[index].1.append(group)
      } else {
        indexOfPair[pair] = byPair.count
        byPair.append((pair, [group]))
      }
    }
    for (pair, groups) in byPair {
      text += pair + "\n"
      for group in groups {
        let change = group.shown.change
        let level = group.level.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        let id = change.id.count < 30 ? change.id.padding(toLength: 30, withPad: " ", startingAt: 0) : change.id + " "
        text += "  \(level) \(id) \(change.place)\n"
        text += "      \(change.message)\n"
        for (sentence, level) in group.verdicts {
          text += "      \(sentence)"
          text += level != change.level ? " (rule: \(change.level.rawValue))\n" : "\n"
        }
        let contracts = group.contracts
        if contracts.count > 1 {
          text += "      contracts \(contracts.joined(separator: ", "))\n"
        } else if let contract = contracts.first, contract != pair {
          text += "      contract \(contract)\n"
        }
        // With the file's own line and column where the document was read from a file (a
        // YAML document's too).
        let source = change.newSource ?? change.oldSource
        text += "      at \(change.newLocation ?? change.oldLocation ?? pair)"
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
