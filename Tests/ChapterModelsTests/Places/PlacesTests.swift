import ChapterModels
import Foundation
import Testing

@Suite("Campuses, cities and universities")
struct PlacesTests {
  @Test("The LSE campus fixture decodes to the example, with London embedded")
  func campusFixture() throws {
    let campuses = try decodeBody([CampusV2].self, from: Corpus.data("campuses/lse.json"))
    let campus = try #require(campuses.first)
    #expect(campus.wholeSecondDates == CampusV2.example)
    #expect(campus.universityName == .lse)
    #expect(campus.fullAddress == "Houghton Street, WC2A 2AE")
    #expect(campus.hasCoordinates)
  }

  @Test("Cities decode, including the one with no figures")
  func cities() throws {
    let cities = try decodeBody([City].self, from: Corpus.data("cities/all.json"))
    #expect(cities.count == 12)
    let london = try #require(cities.first { $0.name == "London" })
    #expect(london.wholeSecondDates == City.example)
    #expect(london.displayName == "London, England")
    #expect(london.studentPopulationText == "412k students")
    #expect(london.averageRentText == "£219 a week")
    let nottingham = try #require(cities.first { $0.name == "Nottingham" })
    #expect(nottingham.studentPopulation == nil && nottingham.averageRentWeekly == nil)
    let edinburgh = try #require(cities.first { $0.name == "Edinburgh" })
    #expect(edinburgh.displayName == "Edinburgh")
  }

  @Test("Campuses selected with `*` only have no embedded city")
  func campusesWithoutCity() throws {
    let campuses = try decodeBody(
      [CampusV2].self, from: Corpus.data("campuses/north-and-scotland.json"))
    #expect(campuses.allSatisfy { $0.city == nil && $0.cityID != nil })
  }

  @Test("Universities have unique UCAS codes; LSE is L72")
  func universities() {
    #expect(UniversityName.allCases.count >= 50)
    #expect(UniversityName.byUCASCode.count == UniversityName.allCases.count)
    #expect(UniversityName.byUCASCode["L72"] == .lse)
    #expect(UniversityName.lse.shortName == "LSE")
    #expect(UniversityName.lse.displayName == "London School of Economics and Political Science")
  }
}
