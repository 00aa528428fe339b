extension Renderer {
  /// A struct (or `final class`) with its properties, a memberwise initializer, `CodingKeys`
  /// where a key differs from its Swift name, and `init(from:)`/`encode(to:)` only where the
  /// synthesized ones would lose something (a required nullable key, a tri-state key, the
  /// members of an `additionalProperties` schema).
  func renderStruct(_ structure: StructDeclaration, into writer: inout SwiftWriter) {
    let isClass = options.objectKind == .class
    let keyword = isClass ? "final class" : "struct"
    let custom = structure.properties.contains { $0.presence.needsCustomCoding } || structure.extra != nil
    let renamed = structure.properties.contains { $0.swiftName != $0.key }
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
      if custom || renamed { renderCodingKeys(structure, into: &body) }
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

  private func renderCodingKeys(_ structure: StructDeclaration, into writer: inout SwiftWriter) {
    writer.separator()
    writer.block("enum CodingKeys: String, CodingKey") { body in
      for property in structure.properties {
        let raw = property.swiftName == property.key ? "" : " = \(SwiftLiteral.string(property.key))"
        body.line("case \(property.declaredName)\(raw)")
      }
    }
  }

  private func renderDecoding(_ structure: StructDeclaration, into writer: inout SwiftWriter) {
    writer.separator()
    writer.block("\(accessPrefix)init(from decoder: any Decoder) throws") { body in
      body.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
      for property in structure.properties {
        let name = property.declaredName
        let key = "." + property.declaredName
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
        let name = SwiftNames.escaped(extra.swiftName)
        body.line("let members = try decoder.container(keyedBy: DynamicCodingKey.self)")
        body.line("var extra: [String: \(extra.type.swift)] = [:]")
        body.block("for key in members.allKeys where CodingKeys(rawValue: key.stringValue) == nil") {
          $0.line("extra[key.stringValue] = try members.decode(\(extra.type.swift).self, forKey: key)")
        }
        body.line("\(name) = extra")
      }
    }
  }

  private func renderEncoding(_ structure: StructDeclaration, into writer: inout SwiftWriter) {
    writer.separator()
    writer.block("\(accessPrefix)func encode(to encoder: any Encoder) throws") { body in
      if !structure.properties.isEmpty {
        body.line("var container = encoder.container(keyedBy: CodingKeys.self)")
      }
      for property in structure.properties {
        let name = property.declaredName
        let key = "." + property.declaredName
        switch property.presence {
        case .required:
          body.line("try container.encode(\(name), forKey: \(key))")
        case .optional, .optionalNullable, .optionalHoldingNull:
          body.line("try container.encodeIfPresent(\(name), forKey: \(key))")
        case .requiredNullable:
          body.chain([
            ("if let \(name)", { $0.line("try container.encode(\(name), forKey: \(key))") }),
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
        body.line("var members = encoder.container(keyedBy: DynamicCodingKey.self)")
        body.block("for (key, value) in \(SwiftNames.escaped(extra.swiftName))") {
          $0.line("try members.encode(value, forKey: DynamicCodingKey(key))")
        }
      }
    }
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
