import JSONCore
import JSONSchema

/// A small instance of a schema, for probing a contract whose corpus has no response with
/// the changed place: required members, plus every member on the way to that place.
///
/// A `complete` instance holds every declared member, optional ones too, with a value rather
/// than `null` where one is allowed: real specs often declare no `required` at all, and a
/// model needs the keys the server always sends; the minimal instance would fail on the
/// first, proving nothing about the change.
struct SchemaSample {
  let facts: SchemaFacts
  var complete = false
  /// Bounds recursive schemas (`a tree of comments`).
  private let depthLimit = 12

  func instance(of location: SchemaLocation, including place: JSONPointer) -> JSONValue {
    sample(location, path: place.tokens[...], depth: 0)
  }

  /// An instance of `kind`, an extension of a base whose discriminator is `propertyName`,
  /// carrying the value that names it.
  func instance(ofKind kind: (value: String, location: SchemaLocation), discriminator propertyName: String) -> JSONValue
  {
    sample(kind, discriminator: propertyName, path: [], depth: 0)
  }

  private func sample(
    _ kind: (value: String, location: SchemaLocation), discriminator propertyName: String,
    path: ArraySlice<JSONPointer.Token>, depth: Int
  ) -> JSONValue {
    var value = sample(kind.location, path: path, depth: depth)
    if case .object(var object) = value {
      object[propertyName] = .string(kind.value)
      value = .object(object)
    }
    return value
  }

  private func sample(_ location: SchemaLocation, path: ArraySlice<JSONPointer.Token>, depth: Int) -> JSONValue {
    let resolved = ResolvedSchema(location, in: facts)
    if let value = resolved.enumValues?.first(where: { !$0.isNull }), path.isEmpty { return value }
    let types = resolved.nonNullTypes
    guard depth < depthLimit, !(path.isEmpty && resolved.isNullable && depth > 0 && !(complete && !types.isEmpty))
    else {
      return resolved.isNullable ? .null : fallback(types)
    }
    if let first = resolved.alternatives.first {
      // The alternative that can hold the rest of the path: an id-or-object field (`anyOf` a
      // string and the object) is sampled as the object when the change is inside it.
      let holding = path.first.flatMap { next in resolved.alternatives.first { holds($0, next, depth: depth) } }
      return sample(holding ?? first, path: path, depth: depth + 1)
    }
    if let derived = resolved.derived, let kind = derived.cases.first {
      // A base whose discriminator names its extensions: one of them, as the backend sends
      // it (a model that switches on the value reads no other).
      return sample(kind, discriminator: derived.propertyName, path: path, depth: depth + 1)
    }
    if types.contains(.object) || !resolved.properties.isEmpty {
      var object = JSONObject()
      let next: String? = if case .key(let key)? = path.first { key } else { nil }
      for property in resolved.properties where complete || property.isRequired || property.name == next {
        let rest = property.name == next ? path.dropFirst() : []
        object[property.name] = sample(property.schema, path: rest, depth: depth + 1)
      }
      return .object(object)
    }
    if types.contains(.array), let items = resolved.items {
      let minimum = Int(resolved.bounds["minItems"]?.numberValue?.double ?? 0)
      let wanted = path.first == .key("*") ? max(1, minimum) : minimum
      return .array((0..<wanted).map { _ in sample(items, path: path.dropFirst(), depth: depth + 1) })
    }
    if types.contains(.string) {
      if let format = resolved.format, let value = SampleValue.formatted(format) { return value }
      let length = max(1, Int(resolved.bounds["minLength"]?.numberValue?.double ?? 1))
      return .string(String(repeating: "x", count: length))
    }
    if types.contains(.integer) || types.contains(.number) {
      let minimum = resolved.bounds["minimum"]?.numberValue?.double ?? 0
      return .number(JSONNumber(Int64(max(0, minimum.rounded(.up)))))
    }
    return fallback(types)
  }

  /// Whether an instance of the schema at `location` can have a member `token`: a declared
  /// property, an array's element, or one of its own alternatives' members.
  private func holds(_ location: SchemaLocation, _ token: JSONPointer.Token, depth: Int) -> Bool {
    guard depth < depthLimit else { return false }
    let resolved = ResolvedSchema(location, in: facts)
    if resolved.alternatives.contains(where: { holds($0, token, depth: depth + 1) }) { return true }
    switch token {
    case .key("*"), .index: return resolved.items != nil
    case .key(let key): return resolved.properties.contains { $0.name == key }
    }
  }

  private func fallback(_ types: Set<SchemaType>) -> JSONValue {
    if types.contains(.boolean) { return .bool(false) }
    if types.contains(.array) { return .array([]) }
    return .null
  }
}
