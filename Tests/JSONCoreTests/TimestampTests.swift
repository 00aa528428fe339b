import JSONCore
import Testing

/// The timestamp forms PostgreSQL prints for `timestamp with time zone`, read to the instant
/// they name (checked against the same instant written in plain RFC 3339).
@Suite struct TimestampTests {
  func instant(_ text: String) throws -> Timestamp { try #require(Timestamp(text), "\(text)") }

  @Test func readsPostgresAndRFC3339() throws {
    let postgres = try #require(Timestamp("2024-03-15T10:30:00.123456+00:00"))
    #expect(postgres.precision == 6)
    let zulu = try #require(Timestamp("2024-03-15T10:30:00.123456Z"))
    #expect(postgres.isSameInstant(as: zulu))
    let offset = try #require(Timestamp("2024-03-15T12:30:00.123456+0200"))
    #expect(postgres.isSameInstant(as: offset))
    #expect(Timestamp("2024-02-30T00:00:00Z") == nil)
    #expect(Timestamp("2024-03-15") == nil)
    #expect(Timestamp("2024-03-15 10:30:00+00") != nil)
  }

  @Test func rfc3339FormsKeepTheirPrecision() throws {
    let micro = try instant("2025-06-01T18:42:17.552817+00:00")
    #expect(micro.fraction == "552817" && micro.offsetSeconds == 0)
    #expect(try instant("2025-06-01T19:42:17.552817+01:00").isSameInstant(as: micro))
    #expect(try instant("2025-06-01 18:42:17.552817Z").isSameInstant(as: micro))
    #expect(try instant("2025-06-01T18:42:17.552817+0000").isSameInstant(as: micro))
    #expect(try instant("2025-06-01T20:42:17.552817+02").isSameInstant(as: micro))
  }

  @Test func localMeanTimeOffsetsHaveSeconds() throws {
    // Europe/London before 1847: GMT-00:01:15.
    let lmt = try instant("1836-11-28T11:58:45-00:01:15")
    #expect(lmt.offsetSeconds == -75)
    #expect(lmt.isSameInstant(as: try instant("1836-11-28T12:00:00Z")))
    #expect(try instant("1900-01-01T05:21:10+05:21:10").isSameInstant(as: try instant("1900-01-01T00:00:00Z")))
  }

  @Test func bcYearsAreAstronomical() throws {
    // 44 BC is astronomical year -43; 1 BC is year 0 (a leap year).
    let ides = try instant("0044-03-15T12:00:00+00:00 BC")
    #expect(ides.isSameInstant(as: try instant("-0043-03-15T12:00:00.000Z")))
    #expect(
      try instant("0001-02-29T00:00:00+00:00 BC").epochSeconds == (try instant("0000-02-29T00:00:00Z")).epochSeconds)
    #expect(Timestamp("0000-01-01T00:00:00+00:00 BC") == nil, "there is no year 0 BC")
    #expect(Timestamp("-0044-03-15T12:00:00+00:00 BC") == nil, "a sign and BC together")
  }

  @Test func yearsPast9999() throws {
    let far = try instant("20250-05-31T19:02:11.004512+00:00")
    #expect(far.epochSeconds > (try instant("9999-12-31T23:59:59Z")).epochSeconds)
    #expect(Timestamp("1234567890-01-01T00:00:00Z") == nil, "at most nine year digits")
  }

  @Test func formsThatAreNotTimestamps() {
    #expect(Timestamp("infinity") == nil)
    #expect(Timestamp("-infinity") == nil)
    #expect(Timestamp("2025-06-01T18:42:17.552817")?.offsetSeconds == nil, "no offset: a local time")
    #expect(Timestamp("2025-06-01T18:42:17+00:00:6") == nil)
    #expect(Timestamp("2025-06-01T18:42:17+00:60") == nil)
    #expect(Timestamp("2025-06-01T18:42:17+00:00 AD") == nil)
    #expect(Timestamp("2025-02-29T00:00:00Z") == nil)
  }
}
