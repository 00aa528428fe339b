import Testing

@testable import JSONSchema

/// PostgREST `format` values (Postgres type names) and the JSON text Postgres writes.
@Suite struct PostgresFormatTests {
  static let cases: [(String, String, Bool)] = [
    ("timestamp with time zone", "2024-03-15T10:30:00.123456+00:00", true),
    ("timestamp with time zone", "2024-03-15T10:30:00+05:30", true),
    ("timestamp with time zone", "2024-03-15T10:30:00Z", true),
    ("timestamp with time zone", "2024-03-15T10:30:00", false),
    ("timestamp with time zone", "2024-03-15 10:30:00+00:00", false),
    ("timestamp with time zone", "2024-03-15T10:30:60+00:00", false),
    ("timestamp with time zone", "1900-01-01T00:00:00+00:19:32", true),
    ("timestamp with time zone", "2024-03-15T10:30:00+05", false),
    ("timestamp with time zone", "infinity", true), ("timestamp with time zone", "-infinity", true),
    ("timestamp with time zone", "12024-03-15T10:30:00+00:00", true),
    ("timestamp with time zone", "0044-03-15T10:30:00+00:00 BC", true),
    ("timestamp without time zone", "2024-03-15T10:30:00.123456", true),
    ("timestamp without time zone", "2024-03-15T10:30:00+00:00", false),
    ("timestamp without time zone", "2024-02-30T10:30:00", false),
    ("date", "2024-03-15", true), ("date", "2024-13-15", false), ("date", "infinity", true),
    ("date", "24-03-15", false),
    ("time without time zone", "10:30:00", true), ("time without time zone", "10:30:00.5", true),
    ("time without time zone", "24:00:00", true), ("time without time zone", "24:00:01", false),
    ("time without time zone", "10:30", false), ("time with time zone", "10:30:00+00", true),
    ("time with time zone", "10:30:00+05:30", true),
    ("time with time zone", "10:30:00-03:30:15", true),
    ("time with time zone", "10:30:00", false),
    ("uuid", "123e4567-e89b-12d3-a456-426614174000", true), ("uuid", "123e4567", false),
    ("timestamp(3) with time zone", "2024-03-15T10:30:00.123+00:00", true),
    ("time(0) without time zone", "10:30:00", true),
    ("TIMESTAMP WITH TIME ZONE", "2024-03-15T10:30:00Z", true),
  ]

  @Test func checksTypesWithAShape() throws {
    for (format, value, valid) in Self.cases {
      let checker = try #require(FormatRegistry.postgresChecker(for: format), "\(format)")
      #expect(checker(value) == valid, "\(format): \(value.debugDescription)")
    }
  }

  @Test func otherTypesHaveNoChecker() {
    let types = [
      "integer", "bigint", "smallint", "numeric", "real", "double precision", "text", "text[]",
      "jsonb", "json",
      "boolean", "character varying", "character varying(255)", "numeric(10,2)",
      "public.course_status", "interval",
      "bytea", "uuid[]", "timestamp with time zone[]",
    ]
    for name in types { #expect(FormatRegistry.postgresChecker(for: name) == nil, "\(name)") }
  }
}
