import JSONCore

/// Builds the JSON value of one YAML document from libyaml's events, recording where each
/// node was written.
///
/// It is iterative, with an explicit stack of open collections, so nesting costs heap, not
/// call stack (and is bounded, like jansson's, by ``YAMLParser/maximumDepth``).
///
/// Aliases are expanded by sharing: the anchored node's finished value is copied (a
/// copy-on-write reference, not a deep copy), and the number of nodes it stands for is added
/// to a running count. That count, not memory, is what a "billion laughs" document grows, so
/// refusing it costs one addition per alias, however deep the nesting of anchors.
///
/// The merge key `<<` is YAML 1.1's, not 1.2's, but every YAML reader an API's tools use
/// (js-yaml, PyYAML, SnakeYAML, go-yaml, Yams) takes it, and specs written for them share
/// members with it: its value (a mapping, or a sequence of mappings, usually aliases) gives
/// the keys the mapping does not give itself, the first mapping of a sequence first, in the
/// place the `<<` is written.
struct TreeBuilder {
  /// A collection being read: its members so far, and for a mapping the key waiting for its
  /// value and where each key was written.
  private struct OpenCollection {
    var isMapping: Bool
    var path: [JSONPointer.Token]
    var anchor: String?
    var items: [JSONValue] = []
    var object = JSONObject()
    /// This node and everything below it, aliases expanded.
    var nodes = 1
    var pendingKey: (text: String, location: SourceLocation)?
    var keyLocations: [String: SourceLocation] = [:]
    /// The pending key is the merge key `<<`.
    var pendingMerge = false
    /// What `<<` gave, with the number of members written before it.
    var merges: [(position: Int, mappings: [(JSONObject, source: [JSONPointer.Token])])] = []
  }

  /// What an anchor names: `open` while its node is still being read (an alias to it then is
  /// recursive), then the finished node.
  private enum Anchor {
    case open
    case done(Anchored)
  }

  private struct Anchored {
    var value: JSONValue
    /// Where the anchored node is in the document; `nil` for a key.
    var path: [JSONPointer.Token]?
    var nodes: Int
    /// The text of an anchored scalar, for an alias used as a key.
    var scalarText: String?
  }

  private enum Position {
    case root
    case key
    case value([JSONPointer.Token])
  }

  private let marks: MarkConverter
  private var stack: [OpenCollection] = []
  private var anchors: [String: Anchor] = [:]
  private(set) var locations = YAMLLocations()
  private(set) var root: JSONValue?
  /// Nodes written in the source (an alias counts one).
  private(set) var sourceNodes = 0
  /// Nodes of the value, aliases expanded.
  private(set) var expandedNodes = 0
  /// Where the first alias is, to locate a refused expansion found only at the end.
  private(set) var firstAlias: SourceLocation?

  init(marks: MarkConverter) { self.marks = marks }

  mutating func handle(_ event: YAMLEvent) throws(YAMLParseError) {
    let location = marks.location(line: event.line, column: event.column)
    switch event.kind {
    case .scalar(let text, let plain):
      try scalar(text, plain: plain, event: event, at: location)
    case .alias(let name):
      try alias(name, at: location)
    case .sequenceStart(let block):
      try open(isMapping: false, block: block, event: event, at: location)
    case .mappingStart(let block):
      try open(isMapping: true, block: block, event: event, at: location)
    case .sequenceEnd, .mappingEnd:
      try close()
    case .streamStart, .streamEnd, .documentStart, .documentEnd:
      break
    }
  }

  // MARK: - Nodes

  private mutating func scalar(
    _ text: String, plain: Bool, event: YAMLEvent, at location: SourceLocation
  ) throws(YAMLParseError) {
    count(1)
    let position = position()
    if case .key = position {
      try takeKey(text, at: location)
      if plain, event.tag == nil, text == "<<" { stack[stack.count - 1].pendingMerge = true }
      if let anchor = event.anchor {
        let value = (try? resolve(text, plain: plain, tag: event.tag, at: location, path: [])) ?? .string(text)
        anchors[anchor] = .done(Anchored(value: value, path: nil, nodes: 1, scalarText: text))
      }
      return
    }
    let path = path(of: position)
    let value = try resolve(text, plain: plain, tag: event.tag, at: location, path: path)
    locations.record(location, at: path.map(\.text))
    if let anchor = event.anchor {
      anchors[anchor] = .done(Anchored(value: value, path: path, nodes: 1, scalarText: text))
    }
    try attach(value, nodes: 1)
  }

  private mutating func alias(_ name: String, at location: SourceLocation) throws(YAMLParseError) {
    sourceNodes += 1
    if firstAlias == nil { firstAlias = location }
    let position = position()
    guard let anchor = anchors[name] else {
      throw YAMLParseError(
        kind: .unknownAlias, location: location, message: "alias *\(name) names no anchor defined before it",
        pointer: pointer(position))
    }
    guard case .done(let anchored) = anchor else {
      throw YAMLParseError(
        kind: .recursiveAlias, location: location,
        message: "alias *\(name) is inside the node &\(name) names: the value would be infinite",
        pointer: pointer(position))
    }
    expandedNodes = TreeBuilder.add(expandedNodes, anchored.nodes)
    if expandedNodes > YAMLParser.maximumExpandedNodes {
      throw YAMLParseError(
        kind: .aliasExpansion, location: location,
        message:
          "aliases expand to more than \(YAMLParser.maximumExpandedNodes) nodes here (the document writes \(sourceNodes) so far): refused as an alias bomb",
        pointer: pointer(position))
    }
    if case .key = position {
      guard let text = anchored.scalarText else {
        throw YAMLParseError(
          kind: .nonStringKey, location: location,
          message:
            "alias *\(name) names a \(anchored.value.typeName == "array" ? "sequence" : "mapping"), which cannot be a key: JSON keys are strings",
          pointer: pointer(currentPath))
      }
      try takeKey(text, at: location)
      return
    }
    let path = path(of: position)
    locations.record(location, at: path.map(\.text))
    if let target = anchored.path { locations.recordAlias(at: path.map(\.text), to: target.map(\.text)) }
    try attach(anchored.value, nodes: anchored.nodes)
  }

  private mutating func open(
    isMapping: Bool, block: Bool, event: YAMLEvent, at location: SourceLocation
  ) throws(YAMLParseError) {
    let kind = isMapping ? "mapping" : "sequence"
    let position = position()
    if case .key = position {
      throw YAMLParseError(
        kind: .nonStringKey, location: location, message: "a \(kind) cannot be a key: JSON keys are strings",
        pointer: pointer(currentPath))
    }
    if let tag = event.tag, tag != "!", tag != TreeBuilder.coreTag + (isMapping ? "map" : "seq") {
      throw YAMLParseError(
        kind: .unsupportedTag, location: location,
        message: "tag \(TreeBuilder.display(tag)) on a \(kind) has no JSON form",
        pointer: pointer(position))
    }
    guard stack.count < YAMLParser.maximumDepth else {
      throw YAMLParseError(
        kind: .tooDeep, location: location,
        message: "nesting deeper than \(YAMLParser.maximumDepth) levels", pointer: pointer(position))
    }
    count(1)
    let path = path(of: position)
    // A block collection under a key is located at its key: the line that names it.
    let keyLocation = block ? stack.last?.pendingKey?.location : nil
    locations.record(keyLocation ?? location, at: path.map(\.text))
    if let anchor = event.anchor { anchors[anchor] = .open }
    stack.append(OpenCollection(isMapping: isMapping, path: path, anchor: event.anchor))
  }

  private mutating func close() throws(YAMLParseError) {
    guard let finished = stack.popLast() else { return }
    let value: JSONValue =
      finished.isMapping ? .object(merged(finished)) : .array(finished.items)
    if let anchor = finished.anchor {
      anchors[anchor] = .done(Anchored(value: value, path: finished.path, nodes: finished.nodes, scalarText: nil))
    }
    try attach(value, nodes: finished.nodes)
  }

  /// A mapping's members with what its `<<` keys gave: a key the mapping gives itself, or
  /// an earlier merged mapping gave, is kept; the others come in where the `<<` is. Each
  /// merged member is located where its source writes it.
  private mutating func merged(_ mapping: OpenCollection) -> JSONObject {
    guard !mapping.merges.isEmpty else { return mapping.object }
    var seen = Set(mapping.object.keys)
    var members: [(String, JSONValue)] = []
    var next = 0
    func takeMerges(upTo position: Int) {
      while next < mapping.merges.count, mapping.merges[next].position <= position {
        for (object, source) in mapping.merges[next].mappings {
          for member in object where seen.insert(member.key).inserted {
            members.append((member.key, member.value))
            locations.recordAlias(
              at: (mapping.path + [.key(member.key)]).map(\.text), to: (source + [.key(member.key)]).map(\.text))
          }
        }
        next += 1
      }
    }
    for (index, member) in mapping.object.enumerated() {
      takeMerges(upTo: index)
      members.append((member.key, member.value))
    }
    takeMerges(upTo: Int.max)
    return JSONObject(members)
  }

  // MARK: - Keys and members

  /// Takes `text` as the key of the innermost mapping, refusing a repeated key.
  private mutating func takeKey(_ text: String, at location: SourceLocation) throws(YAMLParseError) {
    guard var mapping = stack.popLast() else { return }
    if let first = mapping.keyLocations[text] {
      throw YAMLParseError(
        kind: .duplicateKey, location: location,
        message: "key \"\(text)\" is given twice in one mapping (first at \(first)): YAML keys are unique",
        pointer: pointer(mapping.path + [.key(text)]))
    }
    mapping.keyLocations[text] = location
    mapping.pendingKey = (text, location)
    mapping.pendingMerge = false
    // A key is a node too: an alias to the mapping stands for its keys as well.
    mapping.nodes = TreeBuilder.add(mapping.nodes, 1)
    stack.append(mapping)
  }

  /// Adds a finished node to the innermost collection, or makes it the root.
  private mutating func attach(_ value: JSONValue, nodes: Int) throws(YAMLParseError) {
    guard var parent = stack.popLast() else {
      root = value
      return
    }
    if parent.isMapping, parent.pendingMerge, let key = parent.pendingKey {
      let source = parent.path + [.key(key.text)]
      let mappings: [(JSONObject, source: [JSONPointer.Token])]?
      switch value {
      case .object(let object): mappings = [(object, source)]
      case .array(let items):
        let objects = items.compactMap(\.objectValue)
        mappings = objects.count == items.count ? objects.enumerated().map { ($1, source + [.index($0)]) } : nil
      default: mappings = nil
      }
      guard let mappings else {
        stack.append(parent)
        throw YAMLParseError(
          kind: .mergeKey, location: key.location,
          message:
            "the merge key '<<' takes a mapping or a sequence of mappings, not \(value.typeName == "array" ? "a sequence holding other values" : "a scalar") (quote '<<' for a key of that name)",
          pointer: pointer(parent.path))
      }
      parent.merges.append((parent.object.count, mappings))
      parent.pendingKey = nil
      parent.pendingMerge = false
    } else if parent.isMapping {
      if let key = parent.pendingKey?.text { parent.object.append(key: key, value: value) }
      parent.pendingKey = nil
    } else {
      parent.items.append(value)
    }
    parent.nodes = TreeBuilder.add(parent.nodes, nodes)
    stack.append(parent)
  }

  private mutating func count(_ nodes: Int) {
    sourceNodes += nodes
    expandedNodes = TreeBuilder.add(expandedNodes, nodes)
  }

  /// Counts saturate: nested anchors can stand for more nodes than an `Int` holds.
  private static func add(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
  }

  // MARK: - Positions

  /// What the next node is: the root, a key, or a value at a path.
  private func position() -> Position {
    guard let top = stack.last else { return .root }
    if top.isMapping {
      guard let key = top.pendingKey else { return .key }
      return .value(top.path + [.key(key.text)])
    }
    return .value(top.path + [.index(top.items.count)])
  }

  private func path(of position: Position) -> [JSONPointer.Token] {
    if case .value(let path) = position { return path }
    return []
  }

  private var currentPath: [JSONPointer.Token] { stack.last?.path ?? [] }

  private func pointer(_ position: Position) -> JSONPointer {
    if case .key = position { return pointer(currentPath) }
    return pointer(path(of: position))
  }

  private func pointer(_ path: [JSONPointer.Token]) -> JSONPointer { JSONPointer(path) }

  // MARK: - Scalars

  static let coreTag = "tag:yaml.org,2002:"

  /// `tag:yaml.org,2002:int` → `!!int`.
  static func display(_ tag: String) -> String {
    tag.hasPrefix(coreTag) ? "!!" + tag.dropFirst(coreTag.count) : tag
  }

  /// The value of a scalar: by the core schema when plain and untagged, a string when quoted
  /// or a block scalar, and as its tag says when tagged.
  private func resolve(
    _ text: String, plain: Bool, tag: String?, at location: SourceLocation, path: [JSONPointer.Token]
  ) throws(YAMLParseError) -> JSONValue {
    let resolved: CoreSchema.Resolved
    switch tag {
    case nil:
      guard plain else { return .string(text) }
      resolved = CoreSchema.resolve(text)
    case "!", TreeBuilder.coreTag + "str", TreeBuilder.coreTag + "timestamp", TreeBuilder.coreTag + "binary":
      // `!` is the non-specific tag of a quoted scalar; timestamps stay strings, as in JSON.
      return .string(text)
    case TreeBuilder.coreTag + "null", TreeBuilder.coreTag + "bool", TreeBuilder.coreTag + "int",
      TreeBuilder.coreTag + "float":
      resolved = CoreSchema.resolve(text)
    case .some(let other):
      throw YAMLParseError(
        kind: .unsupportedTag, location: location,
        message: "tag \(TreeBuilder.display(other)) has no JSON form (only the core schema's tags do)",
        pointer: pointer(path))
    }
    let value: JSONValue
    switch resolved {
    case .null: value = .null
    case .bool(let bool): value = .bool(bool)
    case .number(let number): value = .number(number)
    case .string: value = .string(text)
    case .nonFinite:
      throw YAMLParseError(
        kind: .notJSON, location: location,
        message:
          "'\(text)' is a YAML float JSON cannot hold (no infinity, no NaN, nothing beyond ±1.8e308): quote it for a string",
        pointer: pointer(path))
    }
    if let tag, !TreeBuilder.matches(value, tag: tag, text: text) {
      throw YAMLParseError(
        kind: .unsupportedTag, location: location,
        message: "'\(text)' is not a \(TreeBuilder.display(tag)) by the YAML 1.2 core schema", pointer: pointer(path))
    }
    if tag == TreeBuilder.coreTag + "float", case .number(let number) = value, number.kind == .integer {
      // `!!float 3` is the real 3.0.
      return JSONNumber(lexeme: number.lexeme + ".0").map(JSONValue.number) ?? value
    }
    return value
  }

  private static func matches(_ value: JSONValue, tag: String, text: String) -> Bool {
    switch (tag.dropFirst(coreTag.count), value) {
    case ("null", .null), ("bool", .bool), ("float", .number): true
    case ("int", .number): CoreSchema.isInteger(text)
    default: false
    }
  }
}
