import Evidence
import Testing

@Suite struct DateShapeTests {
  @Test(arguments: [
    ("2024-03-15T10:30:00.123456+00:00", 6, DateShape.Offset.colon),
    ("2024-03-15T10:30:00Z", 0, .zulu),
    ("2024-03-15T10:30:00.5z", 1, .zulu),
    ("2024-03-15T10:30:00.000+0530", 3, .compact),
    ("2024-03-15T10:30:00-08", 0, .hours),
    ("1836-11-28T11:58:45-00:01:15", 0, .seconds),
    ("0044-03-15T12:00:00+00:00 BC", 0, .colon),
    ("2024-03-15T10:30:00", 0, .none),
  ])
  func shapes(text: String, digits: Int, offset: DateShape.Offset) throws {
    let shape = try #require(DateShape(text))
    #expect(shape.fractionDigits == digits)
    #expect(shape.offset == offset)
  }

  @Test func datesAndNonTimestamps() {
    #expect(DateShape("2024-03-15") == nil)
    #expect(DateShape.isDateOnly("2024-03-15"))
    #expect(!DateShape.isDateOnly("2024-03-1x"))
    #expect(DateShape("yesterday") == nil)
  }
}
