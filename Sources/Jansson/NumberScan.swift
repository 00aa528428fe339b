import JSONCore

/// One pass over the bytes before jansson sees them: number tokens, NUL bytes, emptiness, and
/// how many object members the text writes.
///
/// Strings are stepped over (their contents are jansson's business); outside them, each run
/// of number characters is recorded as a token. The scan does not validate: jansson does.
struct NumberScan {
  /// Byte ranges of number tokens, in document order.
  var tokens = NumberTokens()
  /// Tokens jansson cannot represent, by index into `tokens`.
  var unrepresentable: [(token: Int, kind: ParsedJSON.ReferenceLimitation.Kind)] = []
  /// The name separators (`:`) outside strings: in JSON text, one per object member written.
  var nameSeparators = 0

  init(_ bytes: [UInt8]) throws(JSONParseError) {
    var nulOffset: Int? = nil
    var sawContent = false
    bytes.withUnsafeBufferPointer { buffer in
      var cursor = 0
      let count = buffer.count
      while cursor < count {
        let byte = buffer[cursor]
        if byte == UInt8(ascii: "\"") {
          sawContent = true
          cursor += 1
          while cursor < count {
            cursor = StringContents.skipPlain(buffer, from: cursor)
            guard cursor < count else { break }
            let inner = buffer[cursor]
            if inner == UInt8(ascii: "\\") {
              cursor += 2
              continue
            }
            if inner == 0 {
              nulOffset = cursor
              return
            }
            cursor += 1
            if inner == UInt8(ascii: "\"") { break }
          }
          continue
        }
        if byte == UInt8(ascii: "-") || JSONNumber.isDigit(byte) {
          sawContent = true
          let start = cursor
          var isReal = false
          var longExponent = false
          var exponentDigits = 0
          var inExponent = false
          cursor += 1
          scanning: while cursor < count {
            switch buffer[cursor] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
              if inExponent { exponentDigits += 1 }
            case UInt8(ascii: "."):
              isReal = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
              isReal = true
              inExponent = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
              break
            default:
              break scanning
            }
            cursor += 1
          }
          longExponent = exponentDigits >= 3
          let range = start..<cursor
          tokens.append(range)
          let length = cursor - start
          // Only long tokens can overflow; parse just those.
          if !isReal, length >= 19 {
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
            if Int64(text) == nil, JSONNumber.syntaxKind(of: text.utf8) == .integer, length >= 3 {
              unrepresentable.append((tokens.count - 1, .integerBeyondInt64))
            }
          } else if isReal, longExponent || length > 300 {
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
            if JSONNumber.syntaxKind(of: text.utf8) == .real, let value = Double(text),
              value.isInfinite, length >= 3
            {
              unrepresentable.append((tokens.count - 1, .realOverflow))
            }
          }
          continue
        }
        if byte == 0 {
          nulOffset = cursor
          return
        }
        if !JSONTextScanner.isJSONWhitespace(byte) {
          sawContent = true
          if byte == UInt8(ascii: ":") { nameSeparators += 1 }
        }
        cursor += 1
      }
    }
    if let nulOffset {
      throw JSONParseError(
        kind: .nulByte, location: SourceLocation(offset: nulOffset, in: bytes),
        message: "a NUL byte (0x00) is not allowed in JSON text")
    }
    if !sawContent {
      throw JSONParseError(
        kind: .empty, location: SourceLocation(offset: bytes.count, in: bytes),
        message: bytes.isEmpty ? "the input has no bytes" : "the input is only white space")
    }
  }

  /// Overwrites a number token with `0e000…` (or `-0e00…`) of the same length: a real that
  /// jansson reads without complaint, at the same byte positions.
  static func overwrite(_ text: inout [UInt8], range: Range<Int>) {
    var position = range.lowerBound
    if text[position] == UInt8(ascii: "-") { position += 1 }
    guard range.upperBound - position >= 3 else { return }
    text[position] = UInt8(ascii: "0")
    text[position + 1] = UInt8(ascii: "e")
    for index in (position + 2)..<range.upperBound { text[index] = UInt8(ascii: "0") }
  }
}
