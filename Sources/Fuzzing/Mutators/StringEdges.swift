public import JSONCore

/// string-edges: strings that stress decoding and storage.
///
/// Empty (0), very long (1: the
/// original repeated to at least 10 000 bytes), with characters outside the Basic
/// Multilingual Plane (2: surrogate pairs in UTF-16), and with every escape JSON has plus
/// control characters (3).
public struct StringEdges: MutationOperator {
  public let name = "string-edges"
  static let longLength = 10_000
  static let variantCount = 4
  /// The variant that empties the string.
  static let emptyVariant = 0
  /// The variant that adds characters outside the Basic Multilingual Plane.
  static let addedCharactersVariant = 2

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    var sites: [Mutation] = []
    value.walk { pointer, node in
      guard let text = node.stringValue else { return }
      for variant in 0..<StringEdges.variantCount where StringEdges.changes(variant, text) {
        sites.append(Mutation(operatorName: name, pointer: pointer, variant: variant))
      }
    }
    return sites
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    value.modify(at: mutation.pointer) { node -> AppliedMutation? in
      guard let text = node.stringValue, let edge = StringEdges.edge(mutation.variant, of: text), edge != text else {
        return nil
      }
      node = .string(edge)
      return AppliedMutation(
        mutation: mutation,
        description: "\(JSONValue.string(text).abbreviated()) → \(JSONValue.string(edge).abbreviated())",
        changed: [mutation.pointer])
    }
  }

  /// Whether variant `variant` changes `text`, without building the edge (sites are listed
  /// for every string of every fixture).
  static func changes(_ variant: Int, _ text: String) -> Bool {
    switch variant {
    case 0: !text.isEmpty
    case 1: text.utf8.count < longLength
    default: true
    }
  }

  static func edge(_ variant: Int, of text: String) -> String? {
    switch variant {
    case 0: return ""
    case 1:
      // The original repeated, so a pattern on its shape (a prefix, a URL scheme) still holds.
      let seed = text.isEmpty ? "x" : text
      guard seed.utf8.count < longLength else { return nil }
      return String(repeating: seed, count: (longLength + seed.utf8.count - 1) / seed.utf8.count)
    case 2: return text + " 😀𝄞𐍈"
    case 3: return "\"quoted\" \\back\\slash/ \u{8}\u{c}\n\r\t \u{1}\u{1f}\u{7f} " + text
    default: return nil
    }
  }
}
