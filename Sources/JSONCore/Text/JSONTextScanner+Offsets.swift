/// Where many values of one document start, found in one pass.
///
/// ``JSONTextScanner/range(of:in:)`` walks from the document's start for each pointer: fine
/// for one finding, quadratic for a findings-heavy document (every row of a 10 MB array).
/// Here the pointers go into a trie, and one walk descends only into containers on the way to
/// one of them, skipping everything else: each byte is looked at once, however many pointers.
extension JSONTextScanner {
  /// The byte offset of the value at each of `pointers` that the document has.
  ///
  /// A repeated key resolves to its last occurrence, as the reference parser reads it.
  public static func offsets(of pointers: some Sequence<JSONPointer>, in bytes: [UInt8]) -> [JSONPointer: Int] {
    var trie = [TrieNode()]
    for pointer in pointers {
      var node = 0
      for token in pointer.tokens {
        if let child = trie[node].children[token.text] {
          node = child
        } else {
          trie.append(TrieNode())
          trie[node].children[token.text] = trie.count - 1
          node = trie.count - 1
        }
      }
      trie[node].pointers.append(pointer)
    }
    var found: [JSONPointer: Int] = [:]
    var scanner = JSONTextScanner(bytes)
    var stack: [Frame] = []

    /// At the start of a value the trie reaches: records it, then enters it when pointers go
    /// deeper, else skips it. `false` on malformed text.
    func visit(_ node: Int) -> Bool {
      for pointer in trie[node].pointers { found[pointer] = scanner.cursor }
      guard !trie[node].children.isEmpty, scanner.cursor < bytes.count else { return scanner.skipValue() }
      switch bytes[scanner.cursor] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        stack.append(Frame(node: node, isObject: bytes[scanner.cursor] == UInt8(ascii: "{")))
        scanner.cursor += 1
        return true
      default:
        return scanner.skipValue()
      }
    }

    scanner.skipWhitespace()
    guard visit(0) else { return found }
    while let frame = stack.last {
      scanner.skipWhitespace()
      guard scanner.cursor < bytes.count else { return found }
      switch bytes[scanner.cursor] {
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        scanner.cursor += 1
        stack.removeLast()
        continue
      case UInt8(ascii: ","):
        scanner.cursor += 1
        scanner.skipWhitespace()
      default:
        break
      }
      let name: String
      if frame.isObject {
        guard let key = scanner.readString() else { return found }
        scanner.skipWhitespace()
        guard scanner.cursor < bytes.count, bytes[scanner.cursor] == UInt8(ascii: ":") else { return found }
        scanner.cursor += 1
        scanner.skipWhitespace()
        name = key
      } else {
        name = String(frame.position)
        stack[stack.count - 1].position += 1
      }
      if let child = trie[frame.node].children[name] {
        guard visit(child) else { return found }
      } else {
        guard scanner.skipValue() else { return found }
      }
    }
    return found
  }

  private struct TrieNode {
    /// By token text: an object's key, or an array's index in decimal.
    var children: [String: Int] = [:]
    /// The pointers that end here.
    var pointers: [JSONPointer] = []
  }

  /// A container being walked.
  private struct Frame {
    var node: Int
    var isObject: Bool
    /// The next element's index, in an array.
    var position = 0
  }
}
