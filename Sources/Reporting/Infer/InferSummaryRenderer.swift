import Contracts
public import Evidence
import JSONCore

/// What `contract infer` found, for people (text) or programs (JSON): each suggestion with
/// its evidence, by contract, and the documents written.
public struct InferSummaryRenderer: Sendable {
  /// Where each document's overlay or patch was written (by document file); absent when
  /// it was not written.
  public var written: [String: String]
  /// How the text names a document file: from the working directory, where it is under it.
  public var workingDirectory: String?
  /// The contracts with no schema: their traffic has nothing to be compared with, and drafts
  /// one (``SchemaDraft``).
  public var withoutSchema: [Drafted]

  /// A contract with no schema, and the schema its traffic drafted.
  public struct Drafted: Sendable {
    public var contract: String
    /// The values (bodies, or rows of an array envelope) the draft was made from.
    public var values: Int
    /// Where the draft was written; `nil` without `--out`.
    public var written: String?

    public init(contract: String, values: Int, written: String?) {
      self.contract = contract
      self.values = values
      self.written = written
    }
  }

  public init(written: [String: String], workingDirectory: String? = nil, withoutSchema: [Drafted] = []) {
    self.written = written
    self.workingDirectory = workingDirectory
    self.withoutSchema = withoutSchema
  }

  private func shown(_ file: String) -> String {
    guard let workingDirectory, file.hasPrefix(workingDirectory + "/") else { return file }
    return String(file.dropFirst(workingDirectory.count + 1))
  }

  public func text(_ result: InferResult) -> String {
    var text = ""
    let byContract = Dictionary(grouping: result.suggestions, by: \.contract)
    var contracts: [String] = []
    for suggestion in result.suggestions where !contracts.contains(suggestion.contract) {
      contracts.append(suggestion.contract)
    }
    for contract in contracts {
      text += contract + "\n"
      for line in Self.lines(byContract[contract] ?? []) {
        let place = line.place.isEmpty ? "(root)" : line.place
        text += "  " + line.direction.rawValue.padding(to: 11) + place + ": " + line.message + "\n"
        text += "             " + line.evidence + "\n"
        if let unchanged = line.unchanged { text += "             not in the changes: " + unchanged + "\n" }
      }
    }
    for document in result.documents {
      let kind = document.isOverlay ? "overlay" : "JSON Patch"
      if let path = written[document.file] {
        text +=
          "wrote \(path): the \(kind) of \(shown(document.file)) (\(document.edits) edit\(document.edits == 1 ? "" : "s"))\n"
      }
    }
    for drafted in withoutSchema {
      let values = "\(drafted.values) recorded value\(drafted.values == 1 ? "" : "s")"
      if drafted.values == 0 {
        text += "\(drafted.contract) has no schema, and no recorded value to draft one from\n"
      } else if let path = drafted.written {
        text +=
          "wrote \(path): a schema for \(drafted.contract), drafted from its \(values) (it has none; members optional until \(result.minimumSample) objects show them); read it, then name it as the contract's \"schema\"\n"
      } else {
        text += "\(drafted.contract) has no schema: --out DIR writes one drafted from its \(values)\n"
      }
    }
    let tightening = result.count(.tightening)
    var summary =
      "infer: \(result.count(.loosening)) loosening, \(tightening) tightening, \(result.count(.note)) note\(result.count(.note) == 1 ? "" : "s") (minimum sample \(result.minimumSample))"
    if tightening > 0, !result.includesTightening {
      summary += "; tightening is listed, not applied (--include-tightening)"
    }
    return text + summary + "\n"
  }

  /// One suggestion as the text lists it.
  private struct Line {
    var direction: Evidence.Suggestion.Direction
    var place: String
    var message: String
    var evidence: String
    var unchanged: String?
  }

  /// The suggestions as lines; those of one kind about keys of one object with the same
  /// evidence as one line naming the keys: a spec that declares no `required` has dozens of
  /// "make required", and a user object five timestamps written one way.
  private static func lines(_ suggestions: [Evidence.Suggestion]) -> [Line] {
    var lines: [Line] = []
    var groups: [String: (line: Int, object: String, keys: [String], said: Said)] = [:]
    for suggestion in suggestions {
      var evidence = suggestion.evidence
      if let first = suggestion.firstSeen { evidence += "; first at " + first }
      if suggestion.unchanged == nil, let slash = suggestion.place.lastIndex(of: "/"),
        let said = Said(suggestion, key: String(suggestion.place[suggestion.place.index(after: slash)...]))
      {
        let object = String(suggestion.place[..<slash])
        let key = String(suggestion.place[suggestion.place.index(after: slash)...])
        let group = "\(suggestion.kind.rawValue) \(object) \(said.rest) \(evidence)"
        if groups[group] != nil {
          groups[group]?.keys.append(key)
          continue
        }
        groups[group] = (lines.count, object, [key], said)
      }
      lines.append(
        Line(
          direction: suggestion.direction, place: suggestion.place, message: suggestion.message, evidence: evidence,
          unchanged: suggestion.unchanged))
    }
    // Each group's line, once all its keys are known.
    for (line, object, keys, said) in groups.values where keys.count > 1 {
      lines[line].place = object.isEmpty ? "(root)" : object
      lines[line].message = said.grouped(keys.map { "'\($0)'" }.joined(separator: ", "), count: keys.count)
      lines[line].evidence = "each " + lines[line].evidence
    }
    return lines
  }

  /// A per-key suggestion's message without its key, for saying it of several.
  private enum Said {
    /// "make 'key' required" and what follows (the branch it is made required in).
    case required(rest: Substring)
    /// "'key' is declared" and what follows ("in Customer and never sent").
    case neverSent(rest: Substring)
    /// A message that names no key (a timestamp written one way), said of each.
    case same(String)

    init?(_ suggestion: Evidence.Suggestion, key: String) {
      let message = suggestion.message
      switch suggestion.kind {
      case .alwaysPresent where message.hasPrefix("make '\(key)' required"):
        self = .required(rest: message.dropFirst("make '\(key)' required".count))
      case .neverPresent where message.hasPrefix("'\(key)' is declared"):
        self = .neverSent(rest: message.dropFirst("'\(key)' is declared".count))
      case .narrowerShape:
        self = .same(message)
      default:
        return nil
      }
    }

    var rest: String {
      switch self {
      case .required(let rest), .neverSent(let rest): String(rest)
      case .same(let message): message
      }
    }

    func grouped(_ keys: String, count: Int) -> String {
      switch self {
      case .required(let rest): "make \(count) keys required\(rest): \(keys)"
      case .neverSent(let rest): "\(count) keys are declared\(rest): \(keys)"
      case .same(let message): "\(count) keys (\(keys)): \(message)"
      }
    }
  }

  public func json(_ result: InferResult) -> String {
    let suggestions = result.suggestions.map { suggestion -> JSONValue in
      var object = JSONObject([
        ("direction", .string(suggestion.direction.rawValue)), ("kind", .string(suggestion.kind.rawValue)),
        ("contract", .string(suggestion.contract)), ("place", .string(suggestion.place)),
        ("message", .string(suggestion.message)), ("evidence", .string(suggestion.evidence)),
      ])
      if let first = suggestion.firstSeen { object["firstSeen"] = .string(first) }
      if let change = suggestion.change { object["schemaPointer"] = .string(change.location.description) }
      if let unchanged = suggestion.unchanged { object["unchanged"] = .string(unchanged) }
      return .object(object)
    }
    let documents = result.documents.map { document -> JSONValue in
      var object = JSONObject([
        ("file", .string(document.file)), ("kind", .string(document.isOverlay ? "overlay" : "json-patch")),
        ("edits", .number(JSONNumber(document.edits))), ("changes", document.changes),
      ])
      if let path = written[document.file] { object["written"] = .string(path) }
      return .object(object)
    }
    let root = JSONValue.object(
      JSONObject([
        ("version", 1), ("minimumSample", .number(JSONNumber(result.minimumSample))),
        ("includesTightening", .bool(result.includesTightening)), ("suggestions", .array(suggestions)),
        ("withoutSchema", .array(withoutSchema.map { .string($0.contract) })),
        (
          "drafts",
          .array(
            withoutSchema.map { drafted in
              var object = JSONObject([
                ("contract", .string(drafted.contract)), ("values", .number(JSONNumber(drafted.values))),
              ])
              if let path = drafted.written { object["written"] = .string(path) }
              return .object(object)
            })
        ),
        ("documents", .array(documents)),
      ]))
    return JSONWriter(sortedKeys: true, indent: 2).string(root) + "\n"
  }
}
