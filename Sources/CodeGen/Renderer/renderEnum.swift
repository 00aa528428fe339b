extension Renderer {
  /// A raw-value enum; with a fallback case it is `RawRepresentable` by hand, since a case
  /// with an associated value rules out a synthesized raw type.
  func renderEnum(_ enumeration: EnumDeclaration, into writer: inout SwiftWriter) {
    let raw = enumeration.rawType.rawValue
    guard let fallback = enumeration.fallback else {
      writer.block("\(accessPrefix)enum \(enumeration.name): \(raw), \(conformances), CaseIterable") { body in
        for item in enumeration.cases { body.line("case \(SwiftNames.escaped(item.name)) = \(item.literal)") }
      }
      return
    }
    let fallbackName = SwiftNames.escaped(fallback)
    writer.block("\(accessPrefix)enum \(enumeration.name): \(conformances), RawRepresentable") { body in
      for item in enumeration.cases { body.line("case \(SwiftNames.escaped(item.name))") }
      body.line("/// A value the schema does not list, kept as it came so it encodes back unchanged.")
      body.line("case \(fallbackName)(\(raw))")
      body.line()
      body.block("\(accessPrefix)init(rawValue: \(raw))") { initializer in
        initializer.switchBlock("rawValue") { cases in
          for item in enumeration.cases { cases.line("case \(item.literal): self = .\(SwiftNames.escaped(item.name))") }
          cases.line("default: self = .\(fallbackName)(rawValue)")
        }
      }
      body.line()
      body.block("\(accessPrefix)var rawValue: \(raw)") { getter in
        getter.switchBlock("self") { cases in
          for item in enumeration.cases { cases.line("case .\(SwiftNames.escaped(item.name)): \(item.literal)") }
          cases.line("case .\(fallbackName)(let rawValue): rawValue")
        }
      }
      body.line()
      body.block("\(accessPrefix)init(from decoder: any Decoder) throws") {
        $0.line("self.init(rawValue: try decoder.singleValueContainer().decode(\(raw).self))")
      }
      body.line()
      body.block("\(accessPrefix)func encode(to encoder: any Encoder) throws") {
        $0.line("var container = encoder.singleValueContainer()")
        $0.line("try container.encode(rawValue)")
      }
    }
  }
}
