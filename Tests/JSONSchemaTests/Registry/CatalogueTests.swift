import Foundation
import JSONCore
import JSONSchema
import Jansson
import Testing

/// Catalogue schemas that refer to each other by extension-less URLs
/// (`https://json.schemastore.org/grunt-task` is `grunt-task.json`), resolved offline through
/// ``SchemaRegistry/catalogMappings(directory:)``.
@Suite struct CatalogueTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/catalogue")
  static let benchmark = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("../shared/data/jsonschema-benchmark").standardizedFileURL

  private func read(_ url: URL) throws -> JSONValue {
    try JanssonParser.parse(Array(try Data(contentsOf: url))).value
  }

  @Test(arguments: ["gruntfile", "jsconfig", "feed"])
  func writtenCatalogueResolvesByFileName(name: String) throws {
    let registry = SchemaRegistry(mappings: SchemaRegistry.catalogMappings(directory: Self.fixtures.path))
    let schema = try CompiledSchema.compile(
      schemaAt: Self.fixtures.appendingPathComponent("\(name).json").path, registry: registry)
    let instances = Self.fixtures.appendingPathComponent("instances")
    #expect(schema.isValid(try read(instances.appendingPathComponent("\(name).valid.json"))))
    let errors = schema.validate(try read(instances.appendingPathComponent("\(name).invalid.json")))
    #expect(!errors.isEmpty)
    // Errors found through a catalogue reference name the catalogue file they come from.
    #expect(errors.allSatisfy { $0.absoluteKeywordLocation.hasPrefix("https://json.schemastore.org/") })
  }

  @Test func missingCatalogueSchemaNamesThePathsTried() throws {
    let folder = try SchemaTestSupport.folder([
      "app.json": #"{"properties": {"lint": {"$ref": "https://json.schemastore.org/eslintrc"}}}"#
    ])
    let registry = SchemaRegistry(mappings: SchemaRegistry.catalogMappings(directory: folder.path))
    let error = SchemaTestSupport.schemaError {
      _ = try CompiledSchema.compile(schemaAt: folder.appendingPathComponent("app.json").path, registry: registry)
    }
    #expect(error?.kind == .unresolvedReference)
    #expect(error?.pointer?.description == "/properties/lint/$ref")
    let directory = folder.standardizedFileURL.path
    #expect(error?.message.contains("no file \(directory)/eslintrc or \(directory)/eslintrc.json") == true)
  }

  /// Real SchemaStore schemas (the jsonschema-benchmark's, Apache-2.0 catalogue schemas laid out
  /// as the catalogue names them, `NAME.json` from each `$id`), reached from one schema by
  /// extension-less URLs; every instance the benchmark ships is valid.
  @Test func realCatalogueSchemasResolveByExtensionlessURLs() throws {
    guard FileManager.default.fileExists(atPath: Self.benchmark.path) else {
      print("CatalogueTests: skipped: no \(Self.benchmark.path)")
      return
    }
    let catalogue = try SchemaTestSupport.folder([:])
    try FileManager.default.createDirectory(at: catalogue, withIntermediateDirectories: true)
    var references: [(name: String, instances: URL)] = []
    let prefix = "https://json.schemastore.org/"
    for folder in try FileManager.default.contentsOfDirectory(atPath: Self.benchmark.path).sorted() {
      let schemaURL = Self.benchmark.appendingPathComponent("\(folder)/schema.json")
      guard let schema = try? read(schemaURL), let id = schema["$id"]?.stringValue, id.hasPrefix(prefix) else {
        continue
      }
      var name = String(id.dropFirst(prefix.count))
      if name.hasSuffix(".json") { name.removeLast(5) }
      try Data(contentsOf: schemaURL).write(to: catalogue.appendingPathComponent("\(name).json"))
      references.append((name, Self.benchmark.appendingPathComponent("\(folder)/instances.jsonl")))
    }
    #expect(references.count >= 20)
    let registry = SchemaRegistry(mappings: SchemaRegistry.catalogMappings(directory: catalogue.path))
    var checked = 0
    for reference in references {
      let wrapper = SchemaTestSupport.json(#"{"$ref": "\#(prefix)\#(reference.name)"}"#)
      let schema = try CompiledSchema.compile(wrapper, registry: registry)
      let lines = String(decoding: try Data(contentsOf: reference.instances), as: UTF8.self).split(separator: "\n")
      for line in lines.prefix(50) {
        let valid = schema.isValid(SchemaTestSupport.json(String(line)))
        #expect(valid, "\(reference.name): \(line.prefix(80))")
        checked += 1
      }
    }
    print("CatalogueTests: \(references.count) real catalogue schemas, \(checked) instances, by extension-less URL")
  }
}
