import Foundation
import JSONCore
import JSONSchema
import Testing

/// Several schemas of one API document compiled as one program: each validates, locates its
/// errors and answers schema questions as it does compiled alone.
@Suite struct CompiledTogetherTests {
  /// An OpenAPI document whose schemas share a recursive `$ref` graph, and a JSON Schema file
  /// beside it that reaches into it.
  private func folder() throws -> URL {
    try SchemaTestSupport.folder([
      "contracts/openapi.json": #"""
      {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {},
       "components": {"schemas": {
         "Customer": {"type": "object", "required": ["id"], "properties": {
           "id": {"type": "string"}, "metadata": {"type": "object", "additionalProperties": {"type": "string"}},
           "default_source": {"anyOf": [{"type": "string"}, {"$ref": "#/components/schemas/Card"}]},
           "referrer": {"$ref": "#/components/schemas/Customer", "nullable": true}}},
         "Card": {"type": "object", "required": ["id", "last4"], "properties": {
           "id": {"type": "string"}, "last4": {"type": "string", "maxLength": 4},
           "customer": {"anyOf": [{"type": "string"}, {"$ref": "#/components/schemas/Customer"}]},
           "brand": {"type": "string", "enum": ["visa", "amex"]}}},
         "Charge": {"type": "object", "required": ["amount"], "properties": {
           "amount": {"type": "integer", "minimum": 0}, "source": {"$ref": "#/components/schemas/Card"}}}
       }}}
      """#,
      "contracts/list.schema.json": #"""
      {"type": "array", "items": {"$ref": "openapi.json#/components/schemas/Charge"}}
      """#,
    ])
  }

  private let instances = [
    #"{"id": "cus_1", "metadata": {"a": "b"}, "default_source": "card_1"}"#,
    #"{"id": "cus_1", "metadata": {"a": 1}, "default_source": {"id": "card_1", "last4": "42424", "brand": "jcb"}}"#,
    #"{"id": "card_1", "last4": "4242", "customer": {"referrer": null}}"#,
    #"{"amount": -5, "source": {"id": "c", "last4": "1", "customer": {"id": 7}}}"#,
    #"[{"amount": 5}, {"amount": "5"}, {"source": {}}]"#,
    #"{}"#,
  ]

  @Test func eachSchemaValidatesAndLocatesItsErrorsAsCompiledAlone() throws {
    let root = try folder().appendingPathComponent("contracts")
    let openAPI = root.appendingPathComponent("openapi.json").path
    let sites: [(path: String, pointer: JSONPointer?)] = [
      (openAPI, JSONPointer(["components", "schemas", "Customer"].map { .key($0) })),
      (openAPI, JSONPointer(["components", "schemas", "Card"].map { .key($0) })),
      (openAPI, JSONPointer(["components", "schemas", "Charge"].map { .key($0) })),
      (root.appendingPathComponent("list.schema.json").path, nil),
    ]
    let registry = SchemaRegistry(root: root.path)
    let together = try CompiledSchema.compile(schemasAt: sites, registry: registry)
    #expect(together.count == sites.count)
    for (site, shared) in zip(sites, together) {
      let alone = try CompiledSchema.compile(
        schemaAt: site.path, pointer: site.pointer, registry: SchemaRegistry(root: root.path))
      for text in instances {
        let instance = SchemaTestSupport.json(text)
        #expect(
          shared.isValid(instance) == alone.isValid(instance), "\(site.pointer?.description ?? site.path) on \(text)")
        let errors = { (schema: CompiledSchema) in
          schema.validate(instance).map { "\($0.instanceLocation) \($0.keywordLocation) \($0.absoluteKeywordLocation)" }
        }
        #expect(errors(shared) == errors(alone), "\(site.pointer?.description ?? site.path) on \(text)")
      }
      #expect(shared.facts.facts(at: .root).requiredKeys == alone.facts.facts(at: .root).requiredKeys)
    }
  }

  @Test func anInvalidSchemaAmongThemFailsTheCompile() throws {
    let root = try SchemaTestSupport.folder([
      "c/a.json": #"{"type": "object"}"#,
      "c/b.json": #"{"type": "jsonb"}"#,
    ]).appendingPathComponent("c")
    let error = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(
        schemasAt: [
          (root.appendingPathComponent("a.json").path, nil), (root.appendingPathComponent("b.json").path, nil),
        ],
        registry: SchemaRegistry(root: root.path))
    }
    #expect(error?.document?.hasSuffix("b.json") == true)
  }

  /// The errors of schemas compiled together, past the first: every broken place once,
  /// with the schemas that hold or reach it; none for schemas that compile.
  @Test func theirErrorsAreEveryBrokenPlaceOnceWithTheSchemasItSpoils() throws {
    let root = try SchemaTestSupport.folder([
      "c/a.json": #"{"type": "object", "properties": {"b": {"$ref": "b.json"}, "n": {"type": "jsonb"}}}"#,
      "c/b.json": #"{"properties": {"gone": {"$ref": "missing.json"}, "code": {"pattern": "(x"}}}"#,
      "c/c.json": #"{"items": {"$ref": "b.json"}}"#,
      "c/d.json": #"{"type": "string"}"#,
      "c/e.json": #"{"properties": {"x": {"$ref": "c.json"}}}"#,
      "c/loop.json": ##"{"allOf": [{"$ref": "#/anyOf/0"}], "anyOf": [{"$ref": "#"}]}"##,
    ]).appendingPathComponent("c")
    let registry = SchemaRegistry(root: root.path)
    func errors(_ names: [String]) -> [String: [Int]] {
      let found = CompiledSchema.errors(
        schemasAt: names.map { (root.appendingPathComponent($0).path, nil) }, registry: registry)
      #expect(Set(found.map(\.error)).count == found.count, "each place once: \(found)")
      return Dictionary(
        found.map { error, sites in
          ("\(((error.document ?? "") as NSString).lastPathComponent)#\(error.pointer?.description ?? "")", sites)
        }, uniquingKeysWith: { first, _ in first })
    }
    // `a` fails its meta-schema check as a whole, so it reaches nothing; `e` reaches `b`
    // through `c`.
    #expect(
      errors(["a.json", "c.json", "d.json", "e.json"]) == [
        "a.json#/properties/n/type": [0], "b.json#/properties/gone/$ref": [1, 3],
        "b.json#/properties/code/pattern": [1, 3],
      ])
    #expect(errors(["d.json", "a.json"])["a.json#/properties/n/type"] == [1])
    #expect(errors(["d.json"]).isEmpty)
    // A loop of references, the one error of its kind, is still found; it spoils the schemas
    // that reach it, and those alone (`d` compiles without it).
    let loop = CompiledSchema.errors(
      schemasAt: ["loop.json", "d.json"].map { (root.appendingPathComponent($0).path, nil) }, registry: registry)
    #expect(loop.count == 1)
    #expect(loop.first?.sites == [0])
    let clean = try CompiledSchema.compile(
      schemasAt: ["d.json"].map { (root.appendingPathComponent($0).path, nil) }, registry: registry)
    #expect(clean.count == 1)
  }
}
