extension SchemaFacts {
  /// Whether an object at the place `facts` describe is a map: its undeclared keys are
  /// entries (titles by locale, prices by currency), each valid against an
  /// `additionalProperties` schema that says something, or matching a `patternProperties`
  /// pattern. `additionalProperties: {}` says nothing: a free-form object, whose keys are the
  /// names a model reads.
  public func isMap(_ facts: InstanceFacts) -> Bool {
    guard facts.types.isEmpty || facts.types.contains(.object) else { return false }
    return facts.schemas.contains { location in
      let shape = shape(at: location)
      if !shape.patternProperties.isEmpty { return true }
      guard case .schema(let entry) = shape.additionalProperties else { return false }
      return entry.value.boolValue == nil && entry.value.objectValue?.isEmpty == false
    }
  }
}
