import Foundation
import JSONCore
import JSONSchema

/// A schema to translate into a named type, with the input it came from.
struct RootSchema {
  var place: SchemaPlace
  /// The index of the `--schema` input, which decides the file it goes to.
  var input: Int
  /// The name the root gets without a `title`: the file's stem, or the pointer's last token.
  var fallbackName: String
}

/// The parse stage: reads every input through the validator's offline registry, checks that
/// it compiles as a schema (so a broken `$ref` or keyword is reported like `validate` does),
/// and lists the schemas to translate, in input order:
///
/// - a JSON Schema file: its root, then each `definitions`/`$defs` member;
/// - an OpenAPI 3.x or Swagger 2.0 document without a pointer: each of its
///   `components/schemas` or `definitions`;
/// - any file with a `#/pointer`: the schema there.
struct SchemaParser {
  let navigator: SchemaNavigator
  let registry: SchemaRegistry
  let validatorOptions: ValidatorOptions

  func parse(_ inputs: [SchemaInput]) throws(SchemaError) -> [RootSchema] {
    var roots: [RootSchema] = []
    for (index, input) in inputs.enumerated() {
      let place = try navigator.load(path: input.filePath, pointer: input.pointer ?? .root)
      if let pointer = input.pointer {
        try check(input.filePath, pointer)
        let name = pointer.last?.text ?? SchemaParser.stem(input.filePath)
        roots.append(RootSchema(place: place, input: index, fallbackName: name))
        continue
      }
      if let api = place.apiDialect {
        let container = api == .swagger2_0 ? ["definitions"] : ["components", "schemas"]
        let members = JSONPointer(container.map { .key($0) }).resolve(in: place.value)?.objectValue
        guard let members, !members.isEmpty else {
          throw place.error("the \(api) document has no schemas at #/\(container.joined(separator: "/"))")
        }
        for member in members {
          guard let schema = try navigator.child(of: place, container + [member.key]) else { continue }
          try check(input.filePath, schema.pointer)
          roots.append(RootSchema(place: schema, input: index, fallbackName: member.key))
        }
        continue
      }
      try check(input.filePath, .root)
      roots.append(RootSchema(place: place, input: index, fallbackName: SchemaParser.stem(input.filePath)))
      for container in ["$defs", "definitions"] {
        guard case .object(let members)? = place.value[container] else { continue }
        for member in members {
          guard let schema = try navigator.child(of: place, [container, member.key]) else { continue }
          roots.append(RootSchema(place: schema, input: index, fallbackName: member.key))
        }
      }
    }
    return roots
  }

  /// Compiles the schema, for the validator's errors (meta-schema, unresolvable `$ref`).
  private func check(_ path: String, _ pointer: JSONPointer) throws(SchemaError) {
    _ = try CompiledSchema.compile(schemaAt: path, pointer: pointer, registry: registry, options: validatorOptions)
  }

  /// `user-profile.schema.json` → `user-profile`.
  static func stem(_ path: String) -> String {
    var name = (path as NSString).lastPathComponent
    for suffix in [".json", ".schema"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
    return name
  }
}
