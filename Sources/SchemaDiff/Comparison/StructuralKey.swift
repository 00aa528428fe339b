import JSONCore
import JSONSchema

/// A schema's shape as a comparable text.
///
/// Its types, its properties (required marked) and its enum, after references. Two
/// alternatives of a union match when their keys do, wherever each version keeps them.
struct StructuralKey: Hashable {
  let text: String

  init(_ location: SchemaLocation, in facts: SchemaFacts) {
    let resolved = ResolvedSchema(location, in: facts)
    var parts = [SchemaComparer.typeNames(resolved.types)]
    parts += resolved.properties.map { $0.name + ($0.isRequired ? "!" : "?") }.sorted()
    if let values = resolved.enumValues { parts.append("enum " + SchemaComparer.list(values)) }
    if let format = resolved.format { parts.append("format " + format) }
    text = parts.joined(separator: " ")
  }
}
