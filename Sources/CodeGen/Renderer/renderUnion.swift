extension Renderer {
  /// An enum with a case per alternative; decoding reads the discriminator or picks the
  /// alternative that keeps the most (``renderBestAlternative(_:into:)``), encoding writes
  /// the held value as it is.
  func renderUnion(_ union: UnionDeclaration, into writer: inout SwiftWriter) {
    let keyword = union.isIndirect ? "indirect enum" : "enum"
    writer.block("\(accessPrefix)\(keyword) \(union.name): \(conformances)") { body in
      for item in union.cases { body.line("case \(SwiftNames.escaped(item.name))(\(item.type.swift))") }
      if let discriminator = union.discriminator {
        body.line()
        body.block("private enum DiscriminatorKey: String, CodingKey") {
          $0.line("case discriminator = \(SwiftLiteral.string(discriminator))")
        }
        body.line()
        body.block("\(accessPrefix)init(from decoder: any Decoder) throws") { decode in
          decode.line("let container = try decoder.container(keyedBy: DiscriminatorKey.self)")
          decode.line("let value = try container.decode(String.self, forKey: .discriminator)")
          decode.switchBlock("value") { cases in
            for item in union.cases where !item.discriminatorValues.isEmpty {
              let values = item.discriminatorValues.map(SwiftLiteral.string).joined(separator: ", ")
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
        renderBestAlternative(union, into: &body)
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

  /// Decoding without a discriminator: the alternative that keeps the most of the payload.
  ///
  /// Every alternative whose required keys the payload has is tried in schema order; the
  /// first that keeps every key of the payload wins, else the one that keeps the most (ties:
  /// schema order). A `const` tag rules out the others because they fail to decode.
  private func renderBestAlternative(_ union: UnionDeclaration, into writer: inout SwiftWriter) {
    let scored = union.cases.contains { $0.keys != nil }
    writer.block("\(accessPrefix)init(from decoder: any Decoder) throws") { decode in
      if scored {
        decode.line("// The payload's keys, when it is an object: what an alternative keeps is scored by them.")
        decode.line(
          "let keys = Set((try? decoder.container(keyedBy: DynamicCodingKey.self))?.allKeys.map(\\.stringValue) ?? [])")
        decode.line("var best: (value: \(union.name), kept: Int)?")
      }
      decode.line("var failures: [any Error] = []")
      for item in union.cases {
        let construct = ".\(SwiftNames.escaped(item.name))(try \(item.type.swift)(from: decoder))"
        let attempt: (inout SwiftWriter) -> Void = { body in
          body.chain([
            (
              "do",
              {
                guard scored else {
                  $0.line("self = \(construct)")
                  $0.line("return")
                  return
                }
                $0.line("let value: \(union.name) = \(construct)")
                if let keys = item.keys, let known = keys.known {
                  $0.line("let kept = keys.intersection(\(Renderer.setLiteral(known))).count")
                } else {
                  $0.line("let kept = keys.count")
                }
                $0.block("if kept == keys.count") {
                  $0.line("self = value")
                  $0.line("return")
                }
                $0.block("if kept > best?.kept ?? -1") { $0.line("best = (value, kept)") }
              }
            ),
            ("catch", { $0.line("failures.append(error)") }),
          ])
        }
        if let required = item.keys?.required, !required.isEmpty {
          decode.block("if keys.isSuperset(of: \(Renderer.setLiteral(required)))", attempt)
        } else {
          attempt(&decode)
        }
      }
      if scored {
        decode.block("if let best") {
          $0.line("self = best.value")
          $0.line("return")
        }
      }
      let list = union.cases.map(\.name).joined(separator: ", ")
      decode.line("throw DecodingError.dataCorrupted(")
      decode.line("  DecodingError.Context(")
      decode.line("    codingPath: decoder.codingPath,")
      decode.line("    debugDescription: \"The value matches none of \(union.name)'s alternatives (\(list))\",")
      decode.line("    underlyingError: failures.first))")
    }
  }

  /// `["a", "b"]` as a Swift array literal of strings (a `Set<String>` where one is expected).
  static func setLiteral(_ keys: [String]) -> String {
    "[" + keys.map(SwiftLiteral.string).joined(separator: ", ") + "]"
  }
}
