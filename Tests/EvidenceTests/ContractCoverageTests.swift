import Evidence
import JSONCore
import JSONSchema
import Jansson
import Reports
import Testing

/// Coverage items of a small schema with one place of each kind, against recorded values.
@Suite struct ContractCoverageTests {
  static let schema = """
    {"type": "object", "required": ["id", "state", "shape", "at"],
     "properties": {
       "id": {"type": "integer"},
       "state": {"enum": ["open", "closed", "archived"]},
       "note": {"type": ["string", "null"]},
       "score": {"type": "number"},
       "tags": {"type": "array", "items": {"type": "string"}},
       "at": {"type": "string", "format": "date-time"},
       "shape": {"oneOf": [
         {"title": "Circle", "type": "object", "required": ["radius"], "properties": {"radius": {"type": "number"}}},
         {"title": "Square", "type": "object", "required": ["side"], "properties": {"side": {"type": "number"}}}]}
     }}
    """

  private func coverage(_ bodies: [String], schema: String = schema) throws -> CoverageReport.Contract {
    let facts = try SchemaFacts(try JanssonParser.parse(Array(schema.utf8)).value)
    let outline = ContractOutline(schema: facts)
    var evidence = TrafficEvidence()
    for (index, body) in bodies.enumerated() {
      evidence.record(
        try JanssonParser.parse(Array(body.utf8)).value, outline: outline, source: "dump.ndjson:\(index + 1)")
    }
    return ContractCoverage.contract(
      id: "shapes", schema: nil, outline: outline, evidence: evidence, responses: bodies.count)
  }

  private func seen(
    _ contract: CoverageReport.Contract, _ pointer: String, _ kind: CoverageReport.Kind, _ value: String? = nil
  )
    -> Int?
  {
    contract.items.first { $0.pointer == pointer && $0.kind == kind && (value == nil || $0.value == value) }?.seen
  }

  @Test func itemsOfEachKind() throws {
    let contract = try coverage([
      #"{"id": 1, "state": "open", "note": null, "score": 2, "tags": [], "at": "2024-03-15T10:30:00Z", "shape": {"radius": 1.5}}"#,
      #"{"id": 2, "state": "closed", "score": 2.5, "tags": ["a"], "at": "2024-03-15T10:30:00.25+00:00", "shape": {"side": 2}}"#,
    ])
    #expect(seen(contract, "/state", .enumValue, #""open""#) == 1)
    #expect(seen(contract, "/state", .enumValue, #""archived""#) == 0)
    #expect(seen(contract, "/note", .present) == 0)
    #expect(seen(contract, "/note", .absent) == 1)
    #expect(seen(contract, "/note", .null) == 1)
    #expect(seen(contract, "/score", .integer) == 1)
    #expect(seen(contract, "/score", .real) == 1)
    #expect(seen(contract, "/tags", .emptyArray) == 1)
    #expect(seen(contract, "/tags", .nonEmptyArray) == 1)
    #expect(seen(contract, "/at", .fraction) == 1)
    #expect(seen(contract, "/at", .noFraction) == 1)
    #expect(seen(contract, "/at", .zuluOffset) == 1)
    #expect(seen(contract, "/at", .numericOffset) == 1)
    #expect(seen(contract, "/shape", .alternative, "oneOf Circle") == 1)
    #expect(seen(contract, "/shape", .alternative, "oneOf Square") == 1)
    // Required keys have no present/absent items; `id` is an integer: no number items.
    #expect(seen(contract, "/id", .absent) == nil)
    #expect(seen(contract, "/id", .real) == nil)
    let first = contract.items.first { $0.pointer == "/note" && $0.kind == .null }?.firstSeen
    #expect(first == "dump.ndjson:1 /note")
    // The alternatives' own properties are places too.
    #expect(
      contract.unexercised.map { "\($0.pointer) \($0.description)" } == [
        #"/state enum value "archived""#, "/note optional key present with a value", "/score optional key absent",
        "/tags optional key absent", "/shape/radius integer number",
        "/shape/side real number (with a fraction or exponent)",
      ])
    #expect(contract.exercised == contract.items.count - 6)
    let shapes = try #require(contract.shapes.first)
    #expect(shapes.fractionDigits == ["0": 1, "2": 1])
    #expect(shapes.offsets == ["Z": 1, "+hh:mm": 1])
  }

  /// A recursive schema's outline ends (once a place's schemas repeat an enclosing place's);
  /// memory stays bounded by the schema, not the traffic.
  /// A key only some of a union's branches have is no optional key of the others' objects:
  /// each branch requiring it gives it no present/absent items, and where one branch leaves it
  /// optional, only the objects closest to that branch count (an open `Customer` admits a
  /// deleted customer, which is no customer without an `email`).
  @Test func aKeyOnlySomeBranchesHaveIsCountedOverTheirObjects() throws {
    let schema = """
      {"type": "object", "properties": {
        "pet": {"oneOf": [
          {"title": "Cat", "type": "object", "required": ["meows", "toy"], "properties": {
            "kind": {"enum": ["cat"]}, "meows": {"type": "boolean"},
            "toy": {"type": "object", "required": ["mouse"], "properties": {"mouse": {"type": "string"}, "colour": {"type": "string"}}}}},
          {"title": "Dog", "type": "object", "required": ["barks"], "properties": {
            "kind": {"const": "dog"}, "barks": {"type": "boolean"},
            "toy": {"type": "object", "required": ["ball"], "properties": {"ball": {"type": "integer"}, "colour": {"type": "string"}}}}}]},
        "customer": {"anyOf": [
          {"type": "string"},
          {"title": "Customer", "type": "object", "required": ["id"], "properties": {
            "id": {"type": "string"}, "email": {"type": "string"}}},
          {"title": "DeletedCustomer", "type": "object", "required": ["id", "deleted"], "properties": {
            "id": {"type": "string"}, "deleted": {"type": "boolean"}}}]}
      }}
      """
    let contract = try coverage(
      [
        #"{"pet": {"meows": true, "toy": {"mouse": "m"}}, "customer": {"id": "cus_1", "email": "a@b.c"}}"#,
        #"{"pet": {"barks": true, "toy": {"ball": 1}}, "customer": {"id": "cus_2", "deleted": true}}"#,
        #"{"pet": {"barks": true}, "customer": "cus_3"}"#,
        // No branch admits it (a cat without `meows`): it counts for none.
        #"{"pet": {"toy": {"colour": "red"}}}"#,
      ], schema: schema)
    for pointer in ["/pet/meows", "/pet/barks", "/pet/toy/mouse", "/pet/toy/ball", "/customer/deleted"] {
      #expect(seen(contract, pointer, .absent) == nil, "\(pointer) is required wherever it is declared")
      #expect(seen(contract, pointer, .present) == nil, "\(pointer)")
    }
    // A dog's toy is optional: the dog without one exercises its absence, not the cat.
    #expect(seen(contract, "/pet/toy", .present) == 1)
    #expect(seen(contract, "/pet/toy", .absent) == 1)
    // Both toys leave `colour` optional: every toy counts.
    #expect(seen(contract, "/pet/toy/colour", .absent) == 2)
    #expect(seen(contract, "/pet/toy/colour", .present) == 1)
    // Each branch's `kind` value is located in that branch.
    let kinds = contract.items.filter { $0.pointer == "/pet/kind" && $0.kind == .enumValue }
    #expect(
      kinds.map { "\($0.value ?? "") \($0.schemaPointer ?? "")" } == [
        #""cat" /properties/pet/oneOf/0/properties/kind"#, #""dog" /properties/pet/oneOf/1/properties/kind"#,
      ])
    // An open `Customer` admits the deleted customer too; it takes `DeletedCustomer`, which
    // describes more of it, and exercises no `Customer` item.
    #expect(seen(contract, "/customer", .alternative, "anyOf Customer") == 1)
    #expect(seen(contract, "/customer", .alternative, "anyOf DeletedCustomer") == 1)
    // Only the customer that is one counts: no customer ever came without an email.
    #expect(seen(contract, "/customer/email", .present) == 1)
    #expect(seen(contract, "/customer/email", .absent) == 0)
  }

  @Test func recursiveSchemaAndBoundedPlaces() throws {
    let schema =
      ##"{"$defs": {"node": {"type": "object", "properties": {"kind": {"enum": ["a", "b"]}, "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}}, "$ref": "#/$defs/node"}"##
    let facts = try SchemaFacts(try JanssonParser.parse(Array(schema.utf8)).value)
    let outline = ContractOutline(schema: facts)
    #expect(
      outline.places.map(\.folded) == [
        "", "/kind", "/children", "/children/*", "/children/*/kind", "/children/*/children",
      ])
    var evidence = TrafficEvidence()
    var map = JSONObject()
    for index in 0..<(TrafficEvidence.placeLimit + 5) { map.append(key: "id-\(index)", value: ["x": 1]) }
    evidence.record(.object(map), outline: outline)
    #expect(evidence.places.count == TrafficEvidence.placeLimit)
    #expect(evidence.placesNotKept == 6)
  }
}
