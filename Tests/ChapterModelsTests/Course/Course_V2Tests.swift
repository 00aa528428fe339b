import ChapterModels
import Foundation
import Testing

@Suite("Course_V2")
struct Course_V2Tests {
  @Test("The seed fixture decodes to the LSE Accounting and Finance example")
  func seedFixtureMatchesExample() throws {
    let data = try Corpus.data("courses/lse-accounting-and-finance.json")
    let courses = try decodeBody([Course_V2].self, from: data)
    let course = try #require(courses.first)
    #expect(courses.count == 1)
    #expect(course.courseName == "Accounting and Finance")
    #expect(course.universityName == .lse)
    #expect(course.qualification == .bsc)
    #expect(course.studyMode == .fullTime)
    #expect(course.furtherCategory == .accounting)
    #expect(course.campus?.name == "Houghton Street")
    #expect(course.campus?.city?.name == "London")
    #expect(course.nssScores?.nssq1 == 79.7)
    #expect(course.nssScores?.nssq28 == nil)
    #expect(course.modules?.year1?.first?.code == "AC102")
    // Postgres's microseconds survive decoding (to within Double's precision).
    let created = try #require(SupabaseCoding.parseTimestamp("2024-02-12T11:04:37+00:00"))
    #expect(abs(course.createdAt.timeIntervalSince(created) - 0.914261) < 0.000_001)
    #expect(course.wholeSecondDates == Course_V2.example)
  }

  @Test("The single-object response (vnd.pgrst.object+json) decodes as one Course_V2")
  func singleObjectResponse() throws {
    let data = try Corpus.data("course_detail/lse-accounting-and-finance.json")
    let course = try decodeBody(Course_V2.self, from: data)
    #expect(course.wholeSecondDates == Course_V2.example)
  }

  @Test("Display strings the course screen shows")
  func displayStrings() {
    let course = Course_V2.example
    #expect(course.displayTitle == "BSc (Hons) Accounting and Finance")
    #expect(course.universityDisplayName == "London School of Economics and Political Science")
    #expect(course.fullTimeFeeFormatted == "£9,535 per year")
    #expect(course.internationalFeeFormatted == "£28,032 per year")
    #expect(course.durationText == "3 years")
    #expect(course.locationText == "London")
    #expect(course.isOnline == false)
    #expect(course.optionBadges.isEmpty)
    #expect(course.satisfactionText == "74% satisfied")
    #expect(course.courseWebsite?.host == "www.lse.ac.uk")
    #expect(course.ucasPoints?.displayText == "A*AA (152 UCAS points)")
    #expect(course.costWorkings?.estimatedTotalFormatted == "£26,682 a year (est.)")
    #expect(course.graduateOpportunities?.earningsHeadline == "£36,000 after 15 months")
    #expect(course.ratings?.summaryText == "4.1 ★ (214 reviews)")
  }

  @Test("An online course has no campus, no location and says so")
  func onlineCourse() throws {
    let data = try Corpus.data("courses/online-and-part-time.json")
    let courses = try decodeBody([Course_V2].self, from: data)
    let online = try #require(courses.first { $0.studyMode == .distanceLearning })
    #expect(online.isOnline)
    #expect(online.campus == nil)
    #expect(online.campusID == nil)
    #expect(online.locationText == nil)
    #expect(online.ucasCode == nil)
    #expect(online.nssScores == nil)
    let partTime = try #require(courses.first { $0.studyMode == .partTime })
    #expect(partTime.fullTimeFeeFormatted == "£7,152 per year")
    #expect(partTime.durationText == "4 years")
  }

  @Test("Rows selected with `*` only have no embedded campus")
  func rowsWithoutEmbedding() throws {
    let courses = try decodeBody([Course_V2].self, from: Corpus.data("courses/saved-courses.json"))
    #expect(courses.count == 6)
    #expect(courses.allSatisfy { $0.campus == nil && $0.campusID != nil })
  }

  @Test("The sandwich course shows its placement")
  func sandwichCourse() throws {
    let courses = try decodeBody(
      [Course_V2].self, from: Corpus.data("courses/search-computer-science.json"))
    let sandwich = try #require(courses.first { $0.studyMode == .sandwich })
    #expect(sandwich.durationText == "4 years (sandwich)")
    #expect(sandwich.optionBadges == ["Placement year"])
    #expect(sandwich.nssScores?.nssq28 != nil, "Q28 is asked in Northern Ireland")
  }

  @Test("An empty search decodes to no courses")
  func emptySearch() throws {
    let courses = try decodeBody(
      [Course_V2].self, from: Corpus.data("courses/search-no-results.json"))
    #expect(courses.isEmpty)
  }
}
