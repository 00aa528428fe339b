import JSONCore

/// A pointer's tokens in JSON: keys as strings, indices as numbers.
struct PointerTokens: Codable, Sendable {
  var pointer: JSONPointer

  init(_ pointer: JSONPointer) { self.pointer = pointer }

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var tokens: [JSONPointer.Token] = []
    while !container.isAtEnd {
      if let index = try? container.decode(Int.self) {
        tokens.append(.index(index))
      } else {
        tokens.append(.key(try container.decode(String.self)))
      }
    }
    pointer = JSONPointer(tokens)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for token in pointer.tokens {
      switch token {
      case .key(let key): try container.encode(key)
      case .index(let index): try container.encode(index)
      }
    }
  }
}
