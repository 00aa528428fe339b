import ChapterModels
import Foundation
import Testing

@Suite("Course enums")
struct CourseEnumTests {
  @Test("CourseFurtherCategory lists 100+ subjects, each with a distinct display name")
  func furtherCategories() {
    let all = CourseFurtherCategory.allCases
    #expect(all.count >= 100)
    #expect(Set(all.map(\.displayName)).count == all.count)
    #expect(all.allSatisfy { !$0.subjectArea.isEmpty })
    #expect(CourseFurtherCategory.accounting.displayName == "Accounting")
    #expect(CourseFurtherCategory.accounting.subjectArea == "Business and management")
  }

  @Test("An unknown further_category fails decoding (known weakness: no fallback case)")
  func unknownFurtherCategoryFails() {
    #expect(throws: DecodingError.self) {
      try decodeBody([CourseFurtherCategory].self, from: Data(#"["quantum_finance"]"#.utf8))
    }
  }

  @Test("Qualification, mode and module status fall back instead of failing")
  func resilientEnums() throws {
    let qualifications = try decodeBody(
      [CourseQualification].self, from: Data(#"["MEng","MPharm"]"#.utf8))
    #expect(qualifications == [.meng, .unknown])
    let modes = try decodeBody(
      [CourseModeV2].self, from: Data(#"["sandwich","block_release"]"#.utf8))
    #expect(modes == [.sandwich, .unknown])
    let statuses = try decodeBody(
      [CourseOptionalCompulsory].self, from: Data(#"["core","elective"]"#.utf8))
    #expect(statuses == [.core, .unknown])
  }

  @Test("Qualification display names")
  func qualificationDisplay() {
    #expect(CourseQualification.bsc.displayName == "BSc (Hons)")
    #expect(CourseQualification.meng.displayName == "MEng")
    #expect(CourseQualification.scottishMA.displayName == "MA (Hons)")
    #expect(CourseQualification.mphys.isIntegratedMasters)
  }

  @Test("NSS themes average their questions; overall falls back to the 27 core questions")
  func nssThemes() throws {
    let nss = NSSScores.example
    let teaching = try #require(nss.score(for: .teaching))
    #expect(abs(teaching - (79.7 + 81.2 + 74.5 + 77.9) / 4) < 1e-9)
    #expect(nss.nssq28 == nil)
    let overall = try #require(nss.overallPositivity)
    #expect(overall > 72 && overall < 74)
    var scottish = nss
    scottish.nssq28 = 84
    #expect(scottish.overallPositivity == 84)
    #expect(nss.questionScores.count == 28)
    #expect(nss.questionPercentiles.count == 28)
  }

  @Test("Modules by year skip missing years")
  func modulesByYear() {
    let modules = CourseModuleContainer.example
    #expect(modules.years.map(\.year) == [1, 2, 3])
    #expect(modules.allModules.count == 15)
    #expect(modules.year1?.filter { $0.status.isRequired }.count == 6)
  }
}
