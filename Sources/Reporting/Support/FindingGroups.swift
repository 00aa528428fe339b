import Contracts
import JSONCore
import Reports

/// Findings folded the way people read them: one entry per fingerprint, with a count.
///
/// A dump repeats one finding for every row that has it; listing each would bury the one new
/// finding under thousands of copies. Every report meant for people (text, Markdown, HTML,
/// JUnit) folds them the same way, so the same run reads the same in each.
struct FindingGroup {
  /// The first listed occurrence: its kind, severity, message and pointer stand for all.
  var first: Finding
  /// Every listed occurrence (at most ``CheckReport/occurrencesListed``).
  var all: [Finding]
  /// Every occurrence, listed or not.
  var total: Int
  /// Whether the group is one type's unmodelled keys (``foldingUnmodelledKeys(_:)``): its
  /// places are the objects holding them.
  var foldsKeys = false

  /// The pointer as shown: `(root)`, the exact pointer, or the normalised one.
  ///
  /// Indices become `*` when the group folds several occurrences (their indices differ).
  /// Empty when the finding has no pointer.
  ///
  /// A fingerprint that merges several places (a key one type does not model, wherever the
  /// type appears) shows each of them, up to four.
  var pointer: String {
    guard let pointer = first.pointer else { return "" }
    if folded {
      var shown: [String] = []
      let places = all.compactMap { $0.pointer.flatMap { foldsKeys ? $0.parent : $0 } }
      for place in places.map({ $0.isRoot ? "(root)" : $0.normalized }) where !shown.contains(place) {
        shown.append(place)
      }
      return shown.prefix(4).joined(separator: ", ") + (shown.count > 4 ? ", …" : "")
    }
    return pointer.isRoot ? "(root)" : pointer.description
  }

  /// A reader's notes on one type's keys (`Account does not model 'uri'`, one fingerprint
  /// each) as one group per type: the keys a model leaves unread are one fact about it, and a
  /// line each buries the findings above them. The JSON and SARIF reports and the baseline keep
  /// them key by key; the group names every key and carries every fingerprint.
  static func foldingUnmodelledKeys(_ groups: [FindingGroup]) -> [FindingGroup] {
    var result: [FindingGroup] = []
    var byType: [String: Int] = [:]
    var keys: [Int: [String]] = [:]
    for group in groups {
      guard group.first.evidence["difference"] == "unmodelled", let type = group.first.evidence["type"],
        let key = group.first.evidence["key"]
      else {
        result.append(group)
        continue
      }
      if let position = byType[type] {
        result[position].all += group.all
        result[position].total += group.total
        result[position].first.fingerprint += " " + group.first.fingerprint
        keys[position, default: []].append(key)
      } else {
        byType[type] = result.count
        keys[result.count] = [key]
        result.append(group)
      }
    }
    for (position, names) in keys where names.count > 1 {
      let type = result[position].first.evidence["type"] ?? "", sorted = names.sorted()
      let listed = sorted.map { "'\($0)'" }.joined(separator: ", ")
      result[position].first.message = "\(type) does not model \(names.count) keys: \(listed): the app never reads them"
      result[position].first.evidence["key"] = sorted.joined(separator: ", ")
      result[position].foldsKeys = true
    }
    return result
  }

  /// Whether ``pointer`` is the normalised form, standing for several places.
  var folded: Bool { total > 1 && !(first.pointer?.normalized.isEmpty ?? true) }

  /// The message as shown: the first occurrence's, or, where the listed occurrences say
  /// different things, each thing once, up to three ("expected string, got integer; expected
  /// string, got null"). Messages that differ only in the values they quote are one thing: the
  /// first is shown, saying it is one of several values.
  var message: String {
    var distinct: [String] = []
    for message in all.map(\.message) where !distinct.contains(message) { distinct.append(message) }
    guard distinct.count > 1 else { return first.message }
    var shapes: [String] = []
    var shown: [String] = []
    for message in distinct {
      let shape = FindingGroup.unquoted(message)
      if !shapes.contains(shape) {
        shapes.append(shape)
        shown.append(message)
      }
    }
    if shown.count == 1 { return first.message + " (one of \(distinct.count) values)" }
    let more = shown.count - 3
    return shown.prefix(3).joined(separator: "; ") + (more > 0 ? "; and \(plural(more, "other message"))" : "")
  }

  /// `message` with what it quotes (`"…"`, `'…'`) left out.
  private static func unquoted(_ message: String) -> String {
    var result = ""
    var quote: Character?
    for character in message {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
        result.append("…")
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The distinct places of the listed occurrences, in reading order.
  var places: [String] {
    var places: [String] = []
    for place in all.map(\.source.description) where !places.contains(place) { places.append(place) }
    return places
  }

  /// How many occurrences are not among the first `shown` places.
  func more(than shown: Int) -> Int {
    let places = self.places.count
    return max(places, total) - min(places, shown)
  }
}

/// The findings of one contract (or of none), as a report section.
struct FindingSection {
  /// `nil` for the findings no contract claims.
  var summary: ContractSummary?
  var contractID: String?
  var groups: [FindingGroup]

  /// Findings at `severity` in this section, each folded group counted once.
  func count(_ severity: Finding.Severity) -> Int {
    groups.filter { $0.first.severity == severity }.count
  }
}

extension [FindingSection] {
  /// Findings at `severity` as the sections list them: one per folded line of each.
  func listedCount(_ severity: Finding.Severity) -> Int {
    reduce(0) { $0 + $1.count(severity) }
  }
}

extension CheckReport {
  /// The report in sections: every contract in the run's order (with or without findings),
  /// then findings naming a contract the run did not summarise, then those of no contract.
  ///
  /// A fingerprint that several contracts' findings share (a key one type does not model,
  /// wherever the type appears) is one finding: listed once, with all its places, in the
  /// section of the contract that met it first.
  var sections: [FindingSection] {
    var home: [String: String] = [:]
    for finding in findings where home[finding.fingerprint] == nil {
      home[finding.fingerprint] = finding.contract ?? ""
    }
    let byContract = Dictionary(grouping: findings) { home[$0.fingerprint] ?? "" }
    var sections = contracts.map {
      FindingSection(summary: $0, contractID: $0.id, groups: groups(byContract[$0.id] ?? []))
    }
    let summarised = Set(contracts.map(\.id))
    var orphans: [String] = []
    for finding in findings {
      if let id = home[finding.fingerprint], !id.isEmpty, !summarised.contains(id), !orphans.contains(id) {
        orphans.append(id)
      }
    }
    for id in orphans {
      sections.append(FindingSection(summary: nil, contractID: id, groups: groups(byContract[id] ?? [])))
    }
    if let unclaimed = byContract[""], !unclaimed.isEmpty {
      sections.append(FindingSection(summary: nil, contractID: nil, groups: groups(unclaimed)))
    }
    return sections
  }

  /// `findings` folded by fingerprint: most severe first, then by kind and pointer.
  func groups(_ findings: [Finding]) -> [FindingGroup] {
    var groups: [FindingGroup] = []
    var index: [String: Int] = [:]
    for finding in findings {
      if let position = index[finding.fingerprint] {
        groups[position].all.append(finding)
      } else {
        index[finding.fingerprint] = groups.count
        groups.append(FindingGroup(first: finding, all: [finding], total: 0))
      }
    }
    for position in groups.indices {
      groups[position].total = max(groups[position].all.count, occurrences[groups[position].first.fingerprint] ?? 0)
    }
    // A stable sort keeps reading order among equals, so the output never depends on hashing.
    return FindingGroup.foldingUnmodelledKeys(groups).enumerated().sorted { a, b in
      let x = a.element.first, y = b.element.first
      if x.severity != y.severity { return x.severity > y.severity }
      if x.kind != y.kind { return x.kind < y.kind }
      let p = x.pointer ?? .root, q = y.pointer ?? .root
      if p != q { return p < q }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// Whether the report is of responses read against contracts (a check), not of findings
  /// about no response (a schema diff's changes).
  var readResponses: Bool { !contracts.isEmpty || responses > 0 }

  /// One sentence for the end of a report: findings by severity, responses, contracts, extras;
  /// `sections` are the report's ``sections``, which the renderer has made already.
  ///
  /// Findings are counted as listed, one per folded line, so the sentence agrees with the
  /// lines above it; how often they occurred in all follows when repeats were folded.
  func summarySentence(listing sections: [FindingSection]) -> String {
    let severities: [Finding.Severity] = [.error, .warning, .note]
    let distinct = severities.map(sections.listedCount), occurred = severities.map(count).reduce(0, +)
    var line = zip(distinct, severities).map { plural($0, $1.rawValue) }.joined(separator: ", ")
    // A report of no responses at all (a schema diff's changes) says nothing of them.
    if readResponses { line += " in \(plural(responses, "response")) across \(plural(contracts.count, "contract"))" }
    var extras: [String] = []
    if occurred != distinct.reduce(0, +) { extras.append(plural(occurred, "occurrence")) }
    if unmapped > 0 { extras.append("\(unmapped) unmapped") }
    if skippedNonJSON > 0 { extras.append("\(skippedNonJSON) non-JSON HAR entries not checked") }
    if let baseline {
      extras.append("baseline: \(baseline.known) known, \(baseline.fixed.count) fixed")
    }
    if !configurationErrors.isEmpty {
      extras.append(plural(configurationErrors.count, "configuration error"))
    }
    if !extras.isEmpty { line += " (" + extras.joined(separator: "; ") + ")" }
    return line
  }
}

extension ContractSummary {
  /// What the contract's responses went through, in words.
  ///
  /// `2 valid, 0 invalid; 2 decoded, 0 failed`, or what was skipped. Empty for a contract
  /// with no responses and nothing skipped.
  var outcomeDescription: String {
    var parts: [String] = []
    if schemaSkipped {
      parts.append("schema validation skipped: no schema")
    } else if responses > 0 {
      parts.append("\(schemaValid) valid, \(schemaInvalid) invalid")
    }
    if decodeSkipped {
      parts.append("decoding skipped: no type")
    } else if responses > 0 {
      parts.append("\(decoded) decoded, \(decodeFailed) failed")
    }
    var counted: [String] = []
    if let noBody { counted.append("\(noBody) with no body") }
    if let errorResponses, errorSchema == nil { counted.append(plural(errorResponses, "error response")) }
    if !counted.isEmpty { parts.append(counted.joined(separator: ", ") + " (counted, not checked)") }
    if let errorResponses, let errorSchema {
      parts.append(
        "\(plural(errorResponses, "error response")) checked against \(errorSchema) (\(errorResponsesValid ?? 0) valid, \(errorResponsesInvalid ?? 0) invalid)"
      )
    }
    return parts.joined(separator: "; ")
  }

  /// `schema → Type [profile]`, the way every report names what a contract binds.
  var bindingDescription: String { "\(schema) → \(type ?? "(no type)") [\(profile)]" }
}

func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
