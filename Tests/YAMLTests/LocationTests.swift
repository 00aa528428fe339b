import JSONCore
import Testing
import YAML

/// Every node is located by the YAML source's own line and column.
@Suite struct LocationTests {
  static let spec = """
    openapi: 3.0.3
    info:
      title: Users
      version: "1"
    components:
      schemas:
        User:
          type: object
          required: [id, name]
          properties:
            id:
              type: integer
            name:
              type: string
              minLength: 1
            tags:
              type: array
              items:
                - type: string
                - &label
                  type: string
                  maxLength: 8
            label: *label
    """

  static func location(_ pointer: String) throws -> JSONCore.SourceLocation {
    let parsed = try YAMLParser.parse(Array(spec.utf8))
    return parsed.locations.location(of: try JSONPointer(parsing: pointer))
  }

  @Test func scalarsAreLocatedAtTheirText() throws {
    #expect(try Self.location("/openapi").description == "1:10")
    #expect(try Self.location("/info/version").description == "4:12")
    #expect(try Self.location("/components/schemas/User/properties/name/minLength").description == "15:22")
    #expect(try Self.location("/components/schemas/User/required/1").description == "9:22")
  }

  @Test func blockCollectionsAreLocatedAtTheirKey() throws {
    #expect(try Self.location("/components/schemas/User").description == "7:5")
    #expect(try Self.location("/components/schemas/User/properties/id").description == "11:9")
    #expect(try Self.location("/components/schemas/User/properties/tags/items").description == "18:11")
    #expect(try Self.location("").description == "1:1")
  }

  @Test func sequenceItemsAreLocated() throws {
    #expect(try Self.location("/components/schemas/User/properties/tags/items/0").description == "19:15")
    #expect(try Self.location("/components/schemas/User/properties/tags/items/1/maxLength").description == "22:26")
  }

  @Test func placesBelowAnAliasAreLocatedWhereTheAnchorDefinesThem() throws {
    #expect(try Self.location("/components/schemas/User/properties/label").description == "23:16")
    #expect(
      try Self.location("/components/schemas/User/properties/label/maxLength")
        == Self.location("/components/schemas/User/properties/tags/items/1/maxLength"))
  }

  @Test func aPointerBelowAScalarFallsBackToTheScalar() throws {
    #expect(try Self.location("/info/title/nothing").description == "3:10")
    #expect(try Self.location("/nothing/here").description == "1:1")
  }

  @Test func offsetsAreBytesAndColumnsAreCharacters() throws {
    let text = "é: \"ü\"\nnext: 1\n"
    let parsed = try YAMLParser.parse(Array(text.utf8))
    let location = parsed.locations.location(of: JSONPointer([.key("é")]))
    #expect(location.line == 1 && location.column == 4)
    #expect(location.offset == 4)
    let next = parsed.locations.location(of: JSONPointer([.key("next")]))
    #expect(next.line == 2 && next.column == 7 && next.offset == 15)
  }
}
