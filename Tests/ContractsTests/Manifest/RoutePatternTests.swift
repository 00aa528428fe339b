import Contracts
import Testing

/// Routes map recorded requests to contracts; globs map corpus files to them.
@Suite struct RoutePatternTests {
  @Test func parametersAndStarsMatchOneSegmentAndDoubleStarTheRest() throws {
    let detail = try #require(RoutePattern("GET /api/matches/{id}"))
    #expect(detail.matches(method: "get", path: "/api/matches/42"))
    #expect(detail.matches(method: "GET", path: "/api/matches/42?expand=teams#top"))
    #expect(!detail.matches(method: "GET", path: "/api/matches"))
    #expect(!detail.matches(method: "GET", path: "/api/matches/42/events"))
    #expect(!detail.matches(method: "POST", path: "/api/matches/42"))
    let any = try #require(RoutePattern("* /v1/**"))
    #expect(any.matches(method: "DELETE", path: "/v1/a/b/c"))
    #expect(!any.matches(method: "GET", path: "/v2/a"))
  }

  @Test func textThatIsNotMethodAndPathIsNoRoute() {
    #expect(RoutePattern("/rest/v1/courses") == nil)
    #expect(RoutePattern("GET rest/v1/courses") == nil)
    #expect(RoutePattern("GET /a /b") == nil)
  }

  @Test func globsMatchWithinAndAcrossSegments() {
    #expect(Glob("chapter/courses/*.json").matches("chapter/courses/page-1.json"))
    #expect(!Glob("chapter/courses/*.json").matches("chapter/courses/old/page-1.json"))
    #expect(Glob("chapter/**/*.json").matches("chapter/courses/old/page-1.json"))
    #expect(Glob("logs/day-?.ndjson").matches("logs/day-1.ndjson"))
    #expect(!Glob("logs/day-?.ndjson").matches("logs/day-10.ndjson"))
  }
}
