extension Translator {
  /// Gives each object alternative of every union the keys it requires and keeps, once every
  /// struct is declared (a union may be met before its alternatives' structs are complete).
  ///
  /// Decoding uses them to pick an alternative without a discriminator: one whose required
  /// keys are missing is not tried, and of those that decode the one that keeps the most of
  /// the payload's keys wins (ties: schema order), so a `oneOf` of two all-optional objects
  /// decodes into the one that keeps the data, not the first.
  func resolveUnionKeys() {
    for (name, declaration) in declarations {
      guard case .union(var union) = declaration, union.discriminator == nil else { continue }
      supportTypes.formUnion([.unionDecoding, .dynamicKey])
      var any = false
      for index in union.cases.indices {
        guard let structure = structure(union.cases[index].type) else { continue }
        let required = structure.properties.filter { $0.presence == .required || $0.presence == .requiredNullable }
        union.cases[index].keys = .init(
          required: required.map(\.key), known: structure.extra == nil ? structure.properties.map(\.key) : nil)
        any = true
      }
      guard any else { continue }
      declarations[name] = .union(union)
    }
  }

  /// The struct `type` names, through aliases and `Indirect`.
  private func structure(_ type: TypeUsage) -> StructDeclaration? {
    switch type {
    case .named(let name):
      switch declarations[name] {
      case .structure(let structure)?: return structure
      case .alias(let alias)?: return self.structure(alias.type)
      default: return nil
      }
    case .indirect(let wrapped): return structure(wrapped)
    default: return nil
    }
  }
}
