/// Writes JSON values as text, deterministically.
///
/// The same value always gives the same bytes: numbers are written as their lexeme, strings
/// with the minimal escapes RFC 8259 requires (plus `\u007f`), and with ``sortedKeys`` object
/// keys in UTF-8 byte order, so snapshots and fingerprints stay stable. Unescaped runs of a
/// string are appended in one call rather than byte by byte.
public struct JSONWriter: Sendable {
  public var sortedKeys: Bool
  /// Spaces per indentation level; `nil` writes compact JSON on one line.
  public var indent: Int?

  public init(sortedKeys: Bool = false, indent: Int? = nil) {
    self.sortedKeys = sortedKeys
    self.indent = indent
  }

  public func string(_ value: JSONValue) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  public func bytes(_ value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(64)
    write(value, into: &output, depth: 0)
    return output
  }

  public func write(_ value: JSONValue, into output: inout [UInt8], depth: Int) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let bool): output.append(contentsOf: (bool ? "true" : "false").utf8)
    case .number(let number): output.append(contentsOf: number.lexeme.utf8)
    case .string(let string): JSONWriter.writeString(string, into: &output)
    case .array(let array):
      output.append(UInt8(ascii: "["))
      for (position, element) in array.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(into: &output, depth: depth + 1)
        write(element, into: &output, depth: depth + 1)
      }
      if !array.isEmpty { newline(into: &output, depth: depth) }
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      let members =
        sortedKeys
        ? object.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        : object.members
      for (position, member) in members.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(into: &output, depth: depth + 1)
        JSONWriter.writeString(member.key, into: &output)
        output.append(UInt8(ascii: ":"))
        if indent != nil { output.append(UInt8(ascii: " ")) }
        write(member.value, into: &output, depth: depth + 1)
      }
      if !members.isEmpty { newline(into: &output, depth: depth) }
      output.append(UInt8(ascii: "}"))
    }
  }

  @inline(__always)
  private func newline(into output: inout [UInt8], depth: Int) {
    guard let indent else { return }
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * depth))
  }

  /// Writes a JSON string literal, quotes included.
  public static func writeString(_ string: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var contiguous = string
    contiguous.withUTF8 { writeEscaped($0, into: &output) }
    output.append(UInt8(ascii: "\""))
  }

  private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
    var mark = 0
    for cursor in 0..<bytes.count {
      let byte = bytes[cursor]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7f
      else { continue }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<cursor]))
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
      case 0x0a: output.append(contentsOf: #"\n"#.utf8)
      case 0x0d: output.append(contentsOf: #"\r"#.utf8)
      case 0x09: output.append(contentsOf: #"\t"#.utf8)
      case 0x08: output.append(contentsOf: #"\b"#.utf8)
      case 0x0c: output.append(contentsOf: #"\f"#.utf8)
      default:
        let hex = Array("0123456789abcdef".utf8)
        output.append(contentsOf: #"\u00"#.utf8)
        output.append(hex[Int(byte >> 4)])
        output.append(hex[Int(byte & 0xf)])
      }
      mark = cursor + 1
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<bytes.count]))
  }
}
