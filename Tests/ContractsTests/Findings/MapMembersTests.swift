import ContractTesting
import Contracts
import JSONCore
import Testing

/// The entries of a map the contract's schema declares (`additionalProperties` with a schema)
/// fold in fingerprints as array positions do, whatever their keys look like (a bare `fr`, a
/// slug); the keys of a free-form object do not.
@Suite struct MapMembersTests {
  /// Titles by locale, sections by slug (each with its own sections), a free-form `meta`.
  struct Catalog: Codable, Sendable {
    struct Title: Codable, Sendable { var text: String }
    struct Section: Codable, Sendable {
      var title: String
      var sections: [String: Section]?
    }
    struct Meta: Codable, Sendable {}
    var name: String
    var titles: [String: Title]
    var sections: [String: Section]?
    var meta: Meta?
  }

  static let schema = """
    {"type": "object", "required": ["name", "titles"],
     "properties": {
       "name": {"type": "string"},
       "titles": {"type": "object", "additionalProperties": {
         "type": "object", "required": ["text"],
         "properties": {"text": {"type": "string"}, "note": {"type": "string"}}}},
       "sections": {"type": "object", "additionalProperties": {"$ref": "#/$defs/Section"}},
       "meta": {"type": "object"}},
     "$defs": {"Section": {"type": "object", "required": ["title"], "properties": {
       "title": {"type": "string"},
       "sections": {"type": "object", "additionalProperties": {"$ref": "#/$defs/Section"}}}}}}
    """

  private func findings(_ body: String) throws -> [Finding] {
    let (checker, _) = try checkerOnDisk(schema: Self.schema, contract: "catalog", model: Catalog.self, name: "Catalog")
    return checker.check(Response(body: Array(body.utf8), source: SourceReference(file: "r.json"))).findings
  }

  private func fingerprints(_ findings: [Finding], _ kind: Finding.Kind) -> [String: String] {
    Dictionary(
      findings.filter { $0.kind == kind }.compactMap { finding in finding.pointer.map { ($0.description, finding.fingerprint) } }
    ) { first, _ in first }
  }

  @Test func theSameLossInEveryEntryOfAMapIsOneFingerprint() throws {
    let found = try findings(
      #"{"name": "n", "titles": {"fr": {"text": "a", "note": "x"}, "de": {"text": "b", "note": "y"}}}"#)
    let losses = fingerprints(found, .roundtripLoss)
    #expect(losses.keys.sorted() == ["/titles/de/note", "/titles/fr/note"])
    #expect(losses["/titles/fr/note"] == losses["/titles/de/note"])
  }

  @Test func theSameViolationInEveryEntryOfARecursiveMapIsOneFingerprint() throws {
    let found = try findings(
      #"""
      {"name": "n", "titles": {},
       "sections": {"news": {"title": "News", "sections": {"local": {"title": 1}}},
                    "sport": {"title": "Sport", "sections": {"cricket": {"title": 2}}}}}
      """#)
    let violations = fingerprints(found, .schemaViolation)
    #expect(
      violations.keys.sorted() == ["/sections/news/sections/local/title", "/sections/sport/sections/cricket/title"])
    #expect(Set(violations.values).count == 1)
  }

  @Test func aFreeFormObjectsKeysKeepTheirNames() throws {
    let found = try findings(#"{"name": "n", "titles": {}, "meta": {"width": 1, "height": 2}}"#)
    let losses = fingerprints(found, .roundtripLoss)
    #expect(losses.keys.sorted() == ["/meta/height", "/meta/width"])
    #expect(losses["/meta/height"] != losses["/meta/width"], "a free-form object's keys are the names a model reads")
  }
}
