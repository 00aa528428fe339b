import CYAML

/// libyaml's event parser over bytes in memory: the only code that touches `CYAML`.
///
/// libyaml reads YAML 1.1 and 1.2 syntax alike; it resolves nothing (no tags applied, no
/// aliases expanded), which is why its events, not its document loader, are used: the
/// ``TreeBuilder`` applies the 1.2 core schema and bounds alias expansion itself.
final class LibYAMLEvents {
  private var parser = yaml_parser_t()
  private let ready: Bool

  /// `input` must stay valid and unmoved for the life of this object: libyaml reads it lazily.
  init(input: UnsafeBufferPointer<UInt8>) {
    ready = yaml_parser_initialize(&parser) == 1
    if ready, let base = input.baseAddress {
      yaml_parser_set_input_string(&parser, base, input.count)
    }
  }

  deinit {
    if ready { yaml_parser_delete(&parser) }
  }

  /// The next event, or the parser's error located by its problem mark.
  func next() -> Result<YAMLEvent, SyntaxError> {
    guard ready else {
      return .failure(SyntaxError(message: "libyaml could not start (out of memory)", line: 0, column: 0))
    }
    var event = yaml_event_t()
    guard yaml_parser_parse(&parser, &event) == 1 else { return .failure(currentError()) }
    defer { yaml_event_delete(&event) }
    let line = Int(event.start_mark.line)
    let column = Int(event.start_mark.column)
    switch event.type {
    case YAML_STREAM_START_EVENT:
      return .success(YAMLEvent(kind: .streamStart, line: line, column: column))
    case YAML_STREAM_END_EVENT:
      return .success(YAMLEvent(kind: .streamEnd, line: line, column: column))
    case YAML_DOCUMENT_START_EVENT:
      return .success(YAMLEvent(kind: .documentStart, line: line, column: column))
    case YAML_DOCUMENT_END_EVENT:
      return .success(YAMLEvent(kind: .documentEnd, line: line, column: column))
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      // The length, not a NUL: "\0" is a valid escape inside a double-quoted scalar.
      let text = scalar.value.map {
        String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self)
      }
      return .success(
        YAMLEvent(
          kind: .scalar(text: text ?? "", plain: scalar.style == YAML_PLAIN_SCALAR_STYLE),
          anchor: LibYAMLEvents.string(scalar.anchor), tag: LibYAMLEvents.string(scalar.tag), line: line,
          column: column))
    case YAML_SEQUENCE_START_EVENT:
      let start = event.data.sequence_start
      return .success(
        YAMLEvent(
          kind: .sequenceStart(block: start.style == YAML_BLOCK_SEQUENCE_STYLE),
          anchor: LibYAMLEvents.string(start.anchor), tag: LibYAMLEvents.string(start.tag), line: line,
          column: column))
    case YAML_SEQUENCE_END_EVENT:
      return .success(YAMLEvent(kind: .sequenceEnd, line: line, column: column))
    case YAML_MAPPING_START_EVENT:
      let start = event.data.mapping_start
      return .success(
        YAMLEvent(
          kind: .mappingStart(block: start.style == YAML_BLOCK_MAPPING_STYLE),
          anchor: LibYAMLEvents.string(start.anchor), tag: LibYAMLEvents.string(start.tag), line: line,
          column: column))
    case YAML_MAPPING_END_EVENT:
      return .success(YAMLEvent(kind: .mappingEnd, line: line, column: column))
    case YAML_ALIAS_EVENT:
      let name = LibYAMLEvents.string(event.data.alias.anchor) ?? ""
      return .success(YAMLEvent(kind: .alias(name: name), line: line, column: column))
    default:
      return .failure(SyntaxError(message: "libyaml returned no event", line: line, column: column))
    }
  }

  /// libyaml's problem (and the context it was in), at the problem's mark.
  private func currentError() -> SyntaxError {
    var message = parser.problem.map { String(cString: $0) } ?? "cannot read the YAML"
    if let context = parser.context.map({ String(cString: $0) }) {
      message += " (\(context) at \(parser.context_mark.line + 1):\(parser.context_mark.column + 1))"
    }
    return SyntaxError(message: message, line: Int(parser.problem_mark.line), column: Int(parser.problem_mark.column))
  }

  /// An anchor or tag: NUL-terminated UTF-8 (`yaml_char_t` is `unsigned char`).
  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: UnsafePointer($0)) }
  }

  /// libyaml's error: its message and 0-based mark.
  struct SyntaxError: Error {
    var message: String
    var line: Int
    var column: Int
  }
}
