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
          // With a fallback (a base's own members) a missing value is the base's to judge.
          let optional = union.fallback != nil
          decode.line(
            "let value = try container.decode\(optional ? "IfPresent" : "")(String.self, forKey: .discriminator)")
          decode.switchBlock("value") { cases in
            for item in union.cases where !item.discriminatorValues.isEmpty {
              let values = item.discriminatorValues.map { SwiftLiteral.string($0) + (optional ? "?" : "") }
                .joined(separator: ", ")
              cases.line(
                "case \(values): self = .\(SwiftNames.escaped(item.name))(try \(item.type.swift)(from: decoder))")
            }
            if let fallback = union.fallback, let item = union.cases.first(where: { $0.name == fallback }) {
              cases.line("default: self = .\(SwiftNames.escaped(fallback))(try \(item.type.swift)(from: decoder))")
            } else {
              cases.line("default:")
              cases.line("  throw DecodingError.dataCorruptedError(")
              cases.line("    forKey: .discriminator, in: container,")
              cases.line("    debugDescription: \"'\\(value)' names no alternative of \(union.name)\")")
            }
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
  /// schema order). A `const` tag rules out the others because they fail to decode. The steps
  /// are the support file's `UnionDecoding`: each union only lists its alternatives, one
  /// short statement each, with the keys as `[String]` literals (no overloads to resolve).
  private func renderBestAlternative(_ union: UnionDeclaration, into writer: inout SwiftWriter) {
    writer.block("\(accessPrefix)init(from decoder: any Decoder) throws") { decode in
      if let tag = union.tag {
        var pinned: [String] = []
        for value in union.cases.flatMap({ $0.tagValues ?? [] }) where !pinned.contains(value) { pinned.append(value) }
        decode.line(
          "var union = UnionDecoding<\(union.name)>(decoder, tag: \(SwiftLiteral.string(tag)), pinned: \(Renderer.setLiteral(pinned)))"
        )
      } else {
        decode.line("var union = UnionDecoding<\(union.name)>(decoder)")
      }
      for item in union.cases {
        var arguments: [String] = []
        if let required = item.keys?.required, !required.isEmpty {
          arguments.append("requiring: \(Renderer.setLiteral(required))")
        }
        if let known = item.keys?.known { arguments.append("keeping: \(Renderer.setLiteral(known))") }
        if let values = item.tagValues { arguments.append("tagged: \(Renderer.setLiteral(values))") }
        let call = arguments.isEmpty ? "union.attempt" : "union.attempt(" + arguments.joined(separator: ", ") + ")"
        if let fallback = item.listedOnly {
          decode.block("\(call)") { attempt in
            attempt.line("let value = try \(item.type.swift)(from: $0)")
            attempt.line(
              "if case .\(SwiftNames.escaped(fallback)) = value { throw DecodingError.dataCorrupted(.init(codingPath: $0.codingPath, debugDescription: \"not a value \(item.type.swift) lists\")) }"
            )
            attempt.line("return .\(SwiftNames.escaped(item.name))(value)")
          }
        } else {
          decode.line("\(call) { .\(SwiftNames.escaped(item.name))(try \(item.type.swift)(from: $0)) }")
        }
      }
      let list = union.cases.map(\.name).joined(separator: ", ")
      decode.line("self = try union.value(\"The value matches none of \(union.name)'s alternatives (\(list))\")")
    }
  }

  /// `["a", "b"]` as a Swift array literal of strings.
  static func setLiteral(_ keys: [String]) -> String {
    "[" + keys.map(SwiftLiteral.string).joined(separator: ", ") + "]"
  }
}
