extension Renderer {
  /// An enum with a case per alternative; decoding reads the discriminator or tries each
  /// case in order, encoding writes the held value as it is.
  func renderUnion(_ union: UnionDeclaration, into writer: inout SwiftWriter) {
    let keyword = union.isIndirect ? "indirect enum" : "enum"
    writer.block("\(accessPrefix)\(keyword) \(union.name): \(conformances)") { body in
      for item in union.cases { body.line("case \(SwiftNames.escaped(item.name))(\(item.type.swift))") }
      if let discriminator = union.discriminator {
        body.line()
        body.block("private enum DiscriminatorKey: String, CodingKey") {
          $0.line("case discriminator = \(Translator.stringLiteral(discriminator))")
        }
        body.line()
        body.block("\(accessPrefix)init(from decoder: any Decoder) throws") { decode in
          decode.line("let container = try decoder.container(keyedBy: DiscriminatorKey.self)")
          decode.line("let value = try container.decode(String.self, forKey: .discriminator)")
          decode.switchBlock("value") { cases in
            for item in union.cases where !item.discriminatorValues.isEmpty {
              let values = item.discriminatorValues.map(Translator.stringLiteral).joined(separator: ", ")
              cases.line(
                "case \(values): self = .\(SwiftNames.escaped(item.name))(try \(item.type.swift)(from: decoder))")
            }
            cases.line("default:")
            cases.line("  throw DecodingError.dataCorruptedError(")
            cases.line("    forKey: .discriminator, in: container,")
            cases.line("    debugDescription: \"'\\(value)' names no alternative of \(union.name)\")")
          }
        }
      } else {
        body.line()
        body.block("\(accessPrefix)init(from decoder: any Decoder) throws") { decode in
          decode.line("var failures: [any Error] = []")
          for item in union.cases {
            decode.chain([
              (
                "do",
                {
                  $0.line("self = .\(SwiftNames.escaped(item.name))(try \(item.type.swift)(from: decoder))")
                  $0.line("return")
                }
              ),
              ("catch", { $0.line("failures.append(error)") }),
            ])
          }
          let list = union.cases.map(\.name).joined(separator: ", ")
          decode.line("throw DecodingError.dataCorrupted(")
          decode.line("  DecodingError.Context(")
          decode.line("    codingPath: decoder.codingPath,")
          decode.line("    debugDescription: \"The value matches none of \(union.name)'s alternatives (\(list))\",")
          decode.line("    underlyingError: failures.first))")
        }
      }
      body.line()
      body.block("\(accessPrefix)func encode(to encoder: any Encoder) throws") { encode in
        encode.switchBlock("self") { cases in
          for item in union.cases {
            cases.line("case .\(SwiftNames.escaped(item.name))(let value): try value.encode(to: encoder)")
          }
        }
      }
    }
  }
}
