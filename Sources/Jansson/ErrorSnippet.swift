/// What of jansson's `near '…'` text a parse error may show.
///
/// jansson ends most messages with the token it was reading when it stopped (up to 20 bytes):
/// `premature end of input near '"QQMK9110'`. A recording that breaks does so most often
/// inside a value (a body cut short, a control byte in a string), and that value may be a
/// credential: an `api_key`, a `refresh_token`, a `session=…` cookie in a HAR header, a
/// password. Whether it is one cannot be told from the snippet: its key may be outside the 20
/// bytes, and a token need not look like one. So the rule is about what the snippet *is*, not
/// what it looks like:
///
/// - a snippet that cannot hold data is quoted as jansson wrote it: punctuation (`{`, `]`,
///   `,`, `:`) and prefixes of the literals `true`, `false`, `null`;
/// - anything else (a string, a number, a bare word) is named by its kind and length, never
///   quoted: `near a string of 9 bytes (not quoted)`.
///
/// The error keeps its line, column and byte offset, which say exactly where to look.
enum ErrorSnippet {
  /// `message` with its `near '…'` snippet replaced by a description when it may hold data.
  static func masked(_ message: String) -> String {
    guard let near = message.firstRange(of: " near '"), message.hasSuffix("'"),
      near.upperBound < message.endIndex
    else { return message }
    let snippet = message[near.upperBound..<message.index(before: message.endIndex)]
    guard let description = describe(snippet) else { return message }
    return message[..<near.lowerBound] + " near " + description
  }

  /// The description of a snippet that may hold data; `nil` when it can be shown.
  static func describe(_ snippet: Substring) -> String? {
    let bytes = Array(snippet.utf8)
    guard let first = bytes.first else { return nil }
    if bytes.allSatisfy(isPunctuation) { return nil }
    if ["true", "false", "null"].contains(where: { $0.utf8.starts(with: bytes) }) { return nil }
    let kind: String =
      switch first {
      case UInt8(ascii: "\""): "a string"
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): "a number"
      default: "a word"
      }
    return "\(kind) of \(bytes.count) \(bytes.count == 1 ? "byte" : "bytes") (not quoted)"
  }

  private static func isPunctuation(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","),
      UInt8(ascii: ":"):
      true
    default: false
    }
  }
}
