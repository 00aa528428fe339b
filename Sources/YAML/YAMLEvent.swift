/// One libyaml parser event, copied out of C memory into Swift values.
struct YAMLEvent {
  enum Kind {
    case streamStart
    case streamEnd
    case documentStart
    case documentEnd
    /// `plain` is the unquoted, non-block style: the only one the core schema resolves.
    case scalar(text: String, plain: Bool)
    case sequenceStart(block: Bool)
    case sequenceEnd
    case mappingStart(block: Bool)
    case mappingEnd
    case alias(name: String)
  }

  var kind: Kind
  /// The anchor the node declares (`&name`), if any.
  var anchor: String?
  /// The node's tag, resolved by libyaml (`!!str` is `tag:yaml.org,2002:str`), if written.
  var tag: String?
  /// Where the event starts: 0-based line and column (in characters), as libyaml counts.
  var line: Int
  var column: Int
}
