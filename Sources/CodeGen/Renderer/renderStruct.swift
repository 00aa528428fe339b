extension Renderer {
  /// A struct (or `final class`) with its properties, a memberwise initializer, and
  /// `init(from:)`/`encode(to:)` written out with the JSON keys as string literals of the
  /// support file's `DynamicCodingKey`.
  ///
  /// Written out rather than synthesized: synthesis needs a `CodingKeys` enum per struct, and
  /// each brings a dozen functions and as many witnesses (raw value, string and int
  /// conversions, `Hashable`, descriptions); on a 1,000-schema API they were most of the
  /// functions the compiler emitted. The written code also says what is decoded: a required
  /// nullable key, a tri-state key, the members of an `additionalProperties` schema.
  func renderStruct(_ structure: StructDeclaration, into writer: inout SwiftWriter) {
    let isClass = options.objectKind == .class
    let keyword = isClass ? "final class" : "struct"
    // With no member at all the synthesized coding is kept: it reads and writes `{}`.
    let custom = !structure.properties.isEmpty || structure.extra != nil
    let binding = options.mutable ? "var" : "let"
    writer.block("\(accessPrefix)\(keyword) \(structure.name): \(conformances)") { body in
      for property in structure.properties {
        body.documentation([property.documentation])
        body.line("\(accessPrefix)\(binding) \(property.declaredName): \(property.declaredType)")
      }
      if let extra = structure.extra {
        body.line("/// The members besides the listed properties (`additionalProperties`).")
        body.line("\(accessPrefix)\(binding) \(SwiftNames.escaped(extra.swiftName)): [String: \(extra.type.swift)]")
      }
      renderInitializer(structure, into: &body)
      if custom {
        renderDecoding(structure, into: &body)
        renderEncoding(structure, into: &body)
      }
      if isClass, options.isEquatable { renderClassEquality(structure, into: &body) }
    }
  }

  private func renderInitializer(_ structure: StructDeclaration, into writer: inout SwiftWriter) {
    var parameters = structure.properties.map { property in
      let defaultValue = property.presence == .required || property.presence == .requiredNullable ? "" : " = nil"
      return "\(property.declaredName): \(property.declaredType)\(defaultValue)"
    }
    if let extra = structure.extra {
      parameters.append("\(SwiftNames.escaped(extra.swiftName)): [String: \(extra.type.swift)] = [:]")
    }
    writer.separator()
    writer.wrapped("\(accessPrefix)init", parameters, " {")
    writer.indented { body in
      for property in structure.properties {
        body.line("self.\(property.declaredName) = \(property.declaredName)")
      }
      if let extra = structure.extra {
        body.line("self.\(SwiftNames.escaped(extra.swiftName)) = \(SwiftNames.escaped(extra.swiftName))")
      }
    }
  }

  private func renderDecoding(_ structure: StructDeclaration, into writer: inout SwiftWriter) {
    writer.separator()
    writer.block("\(accessPrefix)init(from decoder: any Decoder) throws") { body in
      body.line("let container = try decoder.container(keyedBy: DynamicCodingKey.self)")
      for property in structure.properties {
        let name = Renderer.member(property.declaredName, in: structure)
        let key = SwiftLiteral.string(property.key)
        let type = property.type.swift
        switch property.presence {
        case .required:
          body.line("\(name) = try container.decode(\(type).self, forKey: \(key))")
        case .optional, .optionalNullable:
          body.line("\(name) = try container.decodeIfPresent(\(type).self, forKey: \(key))")
        case .requiredNullable:
          body.chain([
            ("if try container.decodeNil(forKey: \(key))", { $0.line("\(name) = nil") }),
            ("else", { $0.line("\(name) = try container.decode(\(type).self, forKey: \(key))") }),
          ])
        case .optionalHoldingNull:
          // `decodeIfPresent` reads `null` as `nil`: ask for the key, then decode what is there.
          body.line("\(name) = container.contains(\(key)) ? try container.decode(\(type).self, forKey: \(key)) : nil")
        case .triState:
          body.chain([
            ("if !container.contains(\(key))", { $0.line("\(name) = nil") }),
            ("else if try container.decodeNil(forKey: \(key))", { $0.line("\(name) = .null") }),
            ("else", { $0.line("\(name) = .value(try container.decode(\(type).self, forKey: \(key)))") }),
          ])
        }
      }
      if let extra = structure.extra {
        let name = Renderer.member(SwiftNames.escaped(extra.swiftName), in: structure)
        body.line("var extra: [String: \(extra.type.swift)] = [:]")
        let listed = Renderer.setLiteral(structure.properties.map(\.key))
        let loop = structure.properties.isEmpty ? "" : " where !\(listed).contains(key.stringValue)"
        body.block("for key in container.allKeys\(loop)") {
          $0.line("extra[key.stringValue] = try container.decode(\(extra.type.swift).self, forKey: key)")
        }
        body.line("\(name) = extra")
      }
    }
  }

  private func renderEncoding(_ structure: StructDeclaration, into writer: inout SwiftWriter) {
    writer.separator()
    writer.block("\(accessPrefix)func encode(to encoder: any Encoder) throws") { body in
      body.line("var container = encoder.container(keyedBy: DynamicCodingKey.self)")
      for property in structure.properties {
        let name = Renderer.member(property.declaredName, in: structure)
        let key = SwiftLiteral.string(property.key)
        switch property.presence {
        case .required:
          body.line("try container.encode(\(name), forKey: \(key))")
        case .optional, .optionalNullable, .optionalHoldingNull:
          body.line("try container.encodeIfPresent(\(name), forKey: \(key))")
        case .requiredNullable:
          body.chain([
            name.hasPrefix("self.")
              ? ("if let value = \(name)", { $0.line("try container.encode(value, forKey: \(key))") })
              : ("if let \(name)", { $0.line("try container.encode(\(name), forKey: \(key))") }),
            ("else", { $0.line("try container.encodeNil(forKey: \(key))") }),
          ])
        case .triState:
          body.switchBlock(name) {
            $0.line("case nil: break")
            $0.line("case .null?: try container.encodeNil(forKey: \(key))")
            $0.line("case .value(let value)?: try container.encode(value, forKey: \(key))")
          }
        }
      }
      if let extra = structure.extra {
        body.block("for (key, value) in \(Renderer.member(SwiftNames.escaped(extra.swiftName), in: structure))") {
          $0.line("try container.encode(value, forKey: DynamicCodingKey(key))")
        }
      }
    }
  }

  /// A property as the coding functions name it: through `self` when a local of theirs has
  /// its name (a property may be called `decoder`, `container` or, beside a map of the other
  /// keys, `extra`).
  static func member(_ name: String, in structure: StructDeclaration) -> String {
    let locals = ["decoder", "encoder", "container"] + (structure.extra == nil ? [] : ["extra"])
    return locals.contains(name) ? "self." + name : name
  }

  /// A class gets no synthesized `==` and `hash(into:)`: they compare every stored property.
  private func renderClassEquality(_ structure: StructDeclaration, into writer: inout SwiftWriter) {
    var names = structure.properties.map(\.declaredName)
    if let extra = structure.extra { names.append(SwiftNames.escaped(extra.swiftName)) }
    writer.separator()
    writer.block("\(accessPrefix)static func == (lhs: \(structure.name), rhs: \(structure.name)) -> Bool") { body in
      body.line(names.isEmpty ? "true" : names.map { "lhs.\($0) == rhs.\($0)" }.joined(separator: " && "))
    }
    guard options.isHashable else { return }
    writer.separator()
    writer.block("\(accessPrefix)func hash(into hasher: inout Hasher)") { body in
      for name in names { body.line("hasher.combine(\(name))") }
    }
  }
}
