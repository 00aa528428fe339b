import Testing

@testable import Fuzzing

@Suite struct KeyStyleTests {
  @Test func splitsWordsAtSeparatorsAndCaseKeepingAcronyms() {
    #expect(KeyStyle.words(of: "uni_id") == ["uni", "id"])
    #expect(KeyStyle.words(of: "uniID") == ["uni", "ID"])
    #expect(KeyStyle.words(of: "uniId") == ["uni", "Id"])
    #expect(KeyStyle.words(of: "URLPath") == ["URL", "Path"])
    #expect(KeyStyle.words(of: "course-url") == ["course", "url"])
    #expect(KeyStyle.words(of: "year_1") == ["year", "1"])
    #expect(KeyStyle.words(of: "id") == ["id"])
  }

  @Test func convertsBetweenStyles() {
    #expect(KeyStyle.snake.apply(to: "uniID") == "uni_id")
    #expect(KeyStyle.camel.apply(to: "uni_id") == "uniId")
    #expect(KeyStyle.camelAcronyms.apply(to: "uni_id") == "uniID")
    #expect(KeyStyle.camelAcronyms.apply(to: "course_url") == "courseURL")
    #expect(KeyStyle.pascal.apply(to: "course_url") == "CourseUrl")
    #expect(KeyStyle.kebab.apply(to: "courseURL") == "course-url")
    #expect(KeyStyle.snake.apply(to: "createdAt") == "created_at")
    #expect(KeyStyle.camel.apply(to: "id") == "id")
  }
}
