import JSONCore

/// Reads a YAML document into a JSON value, by the YAML 1.2 core schema, through libyaml.
///
/// Contracts and API descriptions are often YAML (`openapi.yaml`); the rest of the tool works
/// on ``JSONValue``s, so a YAML file becomes one here, with every node located by the YAML
/// file's own line and column (``YAMLLocations``).
///
/// The rules (YAML 1.2.2, §10.3, and the JSON data model):
/// - plain scalars resolve by the core schema (see ``CoreSchema``): only `true`/`false` are
///   booleans (`on`, `yes`, `no`, `y` stay strings), `null`, `~` and nothing are null,
///   timestamps stay strings; quoted and block scalars are always strings;
/// - numbers keep a JSON lexeme (`0x1F` is the integer 31); `.inf` and `.nan` are errors,
///   JSON has no form for them;
/// - keys are strings: a scalar key is its text (`1: a` has the key `"1"`), a sequence or
///   mapping key is an error, and so is a key given twice (YAML keys are unique);
/// - the merge key `<<` (YAML 1.1's, which the YAML readers of API tools all take) gives a
///   mapping the keys it does not give itself, from a mapping or a sequence of mappings;
/// - anchors and aliases are resolved; an alias inside its own anchor is an error, and so are
///   aliases that expand beyond ``maximumExpandedNodes`` nodes, or beyond
///   ``expansionFactor`` times the nodes the document writes (past ``expansionFloor``);
/// - a stream holds one document: a second one is an error, not ignored (a contract split
///   over documents would otherwise be checked in part without a word).
public enum YAMLParser {
  /// The deepest nesting read, as jansson's (`JanssonParser.maximumDepth`).
  public static let maximumDepth = 2048
  /// The most nodes a document may expand to through aliases, whatever its size.
  public static let maximumExpandedNodes = 1_000_000
  /// How many times its own node count a document may expand to through aliases (past
  /// ``expansionFloor``).
  public static let expansionFactor = 10
  /// The expansion every document may reach, however small: small documents alias freely.
  public static let expansionFloor = 10_000

  public static func parse(_ bytes: [UInt8]) throws(YAMLParseError) -> ParsedYAML {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(YAMLParseError) in try read(buffer) }
    }
    return try result.get()
  }

  private static func read(_ buffer: UnsafeBufferPointer<UInt8>) throws(YAMLParseError) -> ParsedYAML {
    let marks = MarkConverter(buffer)
    // libyaml needs an input to read: an empty buffer has no address to give it.
    guard !buffer.isEmpty else {
      throw YAMLParseError(kind: .empty, location: marks.location(line: 0, column: 0), message: "no YAML document")
    }
    let events = LibYAMLEvents(input: buffer)
    var builder = TreeBuilder(marks: marks)
    var documents = 0
    reading: while true {
      let event: YAMLEvent
      switch events.next() {
      case .success(let next): event = next
      case .failure(let error):
        throw YAMLParseError(
          kind: .syntax, location: marks.location(line: error.line, column: error.column), message: error.message)
      }
      switch event.kind {
      case .streamEnd:
        break reading
      case .documentStart:
        documents += 1
        if documents > 1 {
          throw YAMLParseError(
            kind: .multipleDocuments, location: marks.location(line: event.line, column: event.column),
            message: "a second YAML document starts here: a contract or spec file holds one document")
        }
      default:
        try builder.handle(event)
      }
    }
    guard let value = builder.root else {
      throw YAMLParseError(
        kind: .empty, location: marks.location(line: 0, column: 0),
        message: "no YAML document (only comments or blanks)")
    }
    let expanded = builder.expandedNodes
    if expanded > expansionFloor, expanded / expansionFactor > builder.sourceNodes {
      throw YAMLParseError(
        kind: .aliasExpansion, location: builder.firstAlias ?? marks.location(line: 0, column: 0),
        message:
          "aliases expand the document's \(builder.sourceNodes) nodes to \(expanded), more than \(expansionFactor) times: refused as an alias bomb"
      )
    }
    return ParsedYAML(value: value, locations: builder.locations)
  }
}
