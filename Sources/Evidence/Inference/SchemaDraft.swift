import Contracts
public import JSONCore
import JSONSchema

/// A JSON Schema drafted from the recorded values of a contract that has none: what a team
/// with `Decodable` models and recordings starts its contract from.
///
/// The values are recorded one at a time into one node per place (array elements folded,
/// as everywhere), so memory holds the places, not the values. The draft says only what the
/// recordings show and a backend is unlikely to break at once:
/// - the JSON types seen at each place (an integer and a fraction make `number`; `null`
///   seen makes the place nullable; a place only ever `null` gets no type);
/// - the members seen, each optional unless present in every object at its place and the
///   place has `minimumSample` objects: one response is an anecdote;
/// - `format` where every string at the place is a `date-time`, a `date`, a `uuid` or a
///   `uri` with an authority (`https://…`: what a `URL` property reads; `a:b` is text).
///
/// An object whose every key is data rather than a name (a file name, a number, an id: a
/// character a name has not, a leading digit) is a map: one schema, merged from its entries,
/// for every entry (`additionalProperties`), so an entry named otherwise is still described.
///
/// No `enum` (the values seen are rarely all there are), no bounds, and objects stay open
/// (`additionalProperties` unsaid): the draft must not fail the responses of tomorrow. Places
/// deeper than ``maximumDepth`` are left unconstrained.
public struct SchemaDraft: Sendable {
  /// How a draft's description begins: what tells a draft `infer` may write again from a
  /// schema someone wrote (``isDraft(_:)``).
  private static let signature = "Drafted by contract infer"

  /// Levels of nesting the draft describes; below, any value.
  public static let maximumDepth = 64

  private struct Node: Sendable {
    var nulls = 0
    var booleans = 0
    var integers = 0
    var fractions = 0
    var strings = 0
    var objects = 0
    var arrays = 0
    var dateTimes = 0
    var dates = 0
    var uuids = 0
    var uris = 0
    /// Members in the order first seen, each with its node and the objects that had it.
    var members: [String] = []
    var memberNodes: [String: (node: Int, count: Int)] = [:]
    var items: Int? = nil
  }

  private var nodes = [Node()]
  /// The values recorded.
  public private(set) var values = 0

  public init() {}

  private static let isUUID = FormatRegistry.checker(for: "uuid")
  private static let isDate = FormatRegistry.checker(for: "date")
  private static let isURI = FormatRegistry.checker(for: "uri")

  /// Records one value (a body, or a row of an array envelope).
  public mutating func record(_ value: JSONValue) {
    values += 1
    // Iterative: a value may nest deeper than a thread's stack.
    var pending: [(value: JSONValue, node: Int, depth: Int)] = [(value, 0, 0)]
    while let (value, index, depth) = pending.popLast() {
      switch value {
      case .null: nodes[index].nulls += 1
      case .bool: nodes[index].booleans += 1
      case .number(let number):
        if number.kind == .integer { nodes[index].integers += 1 } else { nodes[index].fractions += 1 }
      case .string(let text):
        nodes[index].strings += 1
        if Timestamp.dateTime(text) != nil {
          nodes[index].dateTimes += 1
        } else if SchemaDraft.isDate?(text) == true {
          nodes[index].dates += 1
        } else if SchemaDraft.isUUID?(text) == true {
          nodes[index].uuids += 1
        } else if text.contains("://"), SchemaDraft.isURI?(text) == true {
          nodes[index].uris += 1
        }
      case .object(let object):
        nodes[index].objects += 1
        guard depth < SchemaDraft.maximumDepth else { continue }
        for member in object {
          let child: Int
          if let known = nodes[index].memberNodes[member.key] {
            child = known.node
            nodes[index].memberNodes[member.key] = (child, known.count + 1)
          } else {
            child = nodes.count
            nodes.append(Node())
            nodes[index].members.append(member.key)
            nodes[index].memberNodes[member.key] = (child, 1)
          }
          pending.append((member.value, child, depth + 1))
        }
      case .array(let elements):
        nodes[index].arrays += 1
        guard depth < SchemaDraft.maximumDepth, !elements.isEmpty else { continue }
        let child: Int
        if let known = nodes[index].items {
          child = known
        } else {
          child = nodes.count
          nodes.append(Node())
          nodes[index].items = child
        }
        for element in elements { pending.append((element, child, depth + 1)) }
      }
    }
  }

  /// Whether `text` (a file's) is a draft's, which `infer` may write again.
  public static func isDraft(_ text: String) -> Bool { text.contains(signature) }

  /// The `$comment` a draft carries: the hash of the rest of its text as `infer` wrote it, so
  /// a draft someone has since edited is told from one they have not (``isEdited(_:)``).
  private static let sealPrefix = "contract infer draft "

  /// Whether `document` (a draft's, parsed) was changed after `infer` wrote it: its text
  /// without the seal no longer hashes to the seal. A draft without a seal counts as unedited.
  public static func isEdited(_ document: JSONValue) -> Bool {
    guard case .object(var object) = document, let seal = object["$comment"]?.stringValue,
      seal.hasPrefix(sealPrefix)
    else { return false }
    object["$comment"] = nil
    return seal != sealPrefix + hash(.object(object))
  }

  private static func hash(_ document: JSONValue) -> String {
    String(FNV1a.hash(JSONWriter(indent: 2).string(document)), radix: 16)
  }

  /// The draft of contract `contract`, as a 2020-12 schema document titled `title` whose
  /// description says what it is.
  public func document(title: String, contract: String, minimumSample: Int) -> JSONValue {
    let description =
      "\(SchemaDraft.signature) from \(values) recorded value\(values == 1 ? "" : "s") of \(contract): the types, members and formats they show, members optional until \(minimumSample) objects show them. Read it before naming it as the contract's schema."
    var document = JSONObject([
      ("$schema", "https://json-schema.org/draft/2020-12/schema"), ("title", .string(title)),
      ("description", .string(description)),
    ])
    guard values > 0, case .object(let root) = schema(0, minimumSample: minimumSample) else {
      return .object(document)
    }
    for member in root { document[member.key] = member.value }
    document["$comment"] = .string(SchemaDraft.sealPrefix + SchemaDraft.hash(.object(document)))
    return .object(document)
  }

  /// The schema of node `index`: as deep as the recording went (``maximumDepth``).
  private func schema(_ index: Int, minimumSample: Int) -> JSONValue {
    let node = nodes[index]
    var schema = JSONObject()
    var types: [JSONValue] = []
    if node.objects > 0 { types.append("object") }
    if node.arrays > 0 { types.append("array") }
    if node.strings > 0 { types.append("string") }
    if node.fractions > 0 {
      types.append("number")
    } else if node.integers > 0 {
      types.append("integer")
    }
    if node.booleans > 0 { types.append("boolean") }
    // A place only ever null says nothing of the value it holds otherwise.
    guard !types.isEmpty else { return .object(schema) }
    if node.nulls > 0 { types.append("null") }
    schema["type"] = types.count == 1 ? types[0] : .array(types)
    if node.strings > 0 {
      let format: String? =
        node.dateTimes == node.strings
        ? "date-time"
        : node.dates == node.strings
          ? "date" : node.uuids == node.strings ? "uuid" : node.uris == node.strings ? "uri" : nil
      if let format { schema["format"] = .string(format) }
    }
    if !node.members.isEmpty, node.members.allSatisfy(SchemaDraft.isDataKey) {
      let entries = node.members.compactMap { node.memberNodes[$0] }.map {
        self.schema($0.node, minimumSample: minimumSample)
      }
      schema["additionalProperties"] = entries.dropFirst().reduce(entries[0], SchemaDraft.merged)
    } else if !node.members.isEmpty {
      var properties = JSONObject()
      var required: [JSONValue] = []
      // A key the redactor takes for a secret is never written, here either.
      for key in node.members where Redactor.redact(key) == key {
        guard let member = node.memberNodes[key] else { continue }
        properties[key] = self.schema(member.node, minimumSample: minimumSample)
        if member.count == node.objects, node.objects >= minimumSample { required.append(.string(key)) }
      }
      schema["properties"] = .object(properties)
      if !required.isEmpty { schema["required"] = .array(required) }
    }
    if let items = node.items {
      schema["items"] = self.schema(items, minimumSample: minimumSample)
    }
    return .object(schema)
  }

  /// Whether `key` names data rather than a member: a character beyond ASCII letters,
  /// digits, `_` and `-`, a leading digit, a UUID, or what the redactor takes for a secret
  /// (an API key as a map's key): a draft never writes such a key.
  static func isDataKey(_ key: String) -> Bool {
    guard let first = key.utf8.first else { return true }
    if JSONNumber.isDigit(first) || isUUID?(key) == true || Redactor.redact(key) != key { return true }
    return key.utf8.contains { byte in
      !(JSONNumber.isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "-"))
    }
  }

  /// One schema for the values two drafted schemas describe: types joined, formats and
  /// required members kept where both have them, members and items merged.
  static func merged(_ a: JSONValue, _ b: JSONValue) -> JSONValue {
    guard case .object(let left) = a, case .object(let right) = b else { return a }
    // A schema without a type (a place only ever null) says nothing: the other one stands.
    guard left["type"] != nil else { return b }
    guard right["type"] != nil else { return a }
    var result = JSONObject()
    var types: [JSONValue] = []
    for type in typeList(left["type"]) + typeList(right["type"]) where !types.contains(type) { types.append(type) }
    if types.contains("number"), let integer = types.firstIndex(of: "integer") { types.remove(at: integer) }
    result["type"] = types.count == 1 ? types[0] : .array(types)
    if let format = left["format"], format == right["format"] { result["format"] = format }
    if left["properties"] != nil || right["properties"] != nil {
      var properties = left["properties"]?.objectValue ?? JSONObject()
      for member in right["properties"]?.objectValue ?? JSONObject() {
        properties[member.key] = properties[member.key].map { merged($0, member.value) } ?? member.value
      }
      result["properties"] = .object(properties)
      let theirs = right["required"]?.arrayValue ?? []
      let both = (left["required"]?.arrayValue ?? []).filter { theirs.contains($0) }
      if !both.isEmpty { result["required"] = .array(both) }
    }
    for keyword in ["items", "additionalProperties"] {
      switch (left[keyword], right[keyword]) {
      case (let one?, let other?): result[keyword] = merged(one, other)
      case (let one?, nil), (nil, let one?): result[keyword] = one
      case (nil, nil): break
      }
    }
    return .object(result)
  }

  private static func typeList(_ type: JSONValue?) -> [JSONValue] {
    switch type {
    case .array(let types)?: types
    case let type?: [type]
    case nil: []
    }
  }
}
