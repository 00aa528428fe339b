extension Renderer {
  /// A fixed-length array as a struct read and written through an unkeyed container.
  func renderTuple(_ tuple: TupleDeclaration, into writer: inout SwiftWriter) {
    let binding = options.mutable ? "var" : "let"
    func declared(_ element: TupleDeclaration.Element) -> String {
      element.type.swift + (element.isOptional ? "?" : "")
    }
    writer.block("\(accessPrefix)struct \(tuple.name): \(conformances)") { body in
      for element in tuple.elements {
        body.line("\(accessPrefix)\(binding) \(element.swiftName): \(declared(element))")
      }
      if let rest = tuple.rest {
        body.line("/// The elements past the listed ones.")
        body.line("\(accessPrefix)\(binding) rest: [\(rest.swift)]")
      }
      var parameters = tuple.elements.map { "\($0.swiftName): \(declared($0))\($0.isOptional ? " = nil" : "")" }
      if let rest = tuple.rest { parameters.append("rest: [\(rest.swift)] = []") }
      body.line()
      body.wrapped("\(accessPrefix)init", parameters, " {")
      body.indented { initializer in
        for element in tuple.elements { initializer.line("self.\(element.swiftName) = \(element.swiftName)") }
        if tuple.rest != nil { initializer.line("self.rest = rest") }
      }
      body.line()
      body.block("\(accessPrefix)init(from decoder: any Decoder) throws") { decode in
        decode.line("var container = try decoder.unkeyedContainer()")
        for element in tuple.elements {
          let read = read(element.type)
          decode.line("\(element.swiftName) = \(element.isOptional ? "container.isAtEnd ? nil : " : "")\(read)")
        }
        if let rest = tuple.rest {
          decode.line("var rest: [\(rest.swift)] = []")
          decode.block("while !container.isAtEnd") { $0.line("rest.append(\(self.read(rest)))") }
          decode.line("self.rest = rest")
        }
      }
      body.line()
      body.block("\(accessPrefix)func encode(to encoder: any Encoder) throws") { encode in
        encode.line("var container = encoder.unkeyedContainer()")
        for element in tuple.elements {
          if element.isOptional {
            // Optional positions are trailing: the first missing one ends the array.
            encode.line("guard let \(element.swiftName) else { return }")
          }
          encode.line(write(element.type, element.swiftName))
        }
        if let rest = tuple.rest {
          encode.block("for element in rest") { $0.line(self.write(rest, "element")) }
        }
      }
    }
  }

  private func read(_ type: TypeUsage) -> String {
    if case .optional(let wrapped) = type {
      return "try container.decodeNil() ? nil : try container.decode(\(wrapped.swift).self)"
    }
    return "try container.decode(\(type.swift).self)"
  }

  private func write(_ type: TypeUsage, _ name: String) -> String {
    if case .optional = type {
      return "if let \(name) { try container.encode(\(name)) } else { try container.encodeNil() }"
    }
    return "try container.encode(\(name))"
  }
}
