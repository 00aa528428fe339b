import Foundation

// Example data mirroring the seed rows of `Corpus/chapter/` (whole-second dates; the corpus has
// Postgres microseconds). Used by previews, tests and the `contract` tool's model registry.

extension City {
  /// London, as in `Corpus/chapter/cities/all.json`.
  public static let example = City(
    id: .literal("7c9e6679-7425-40de-944b-e07fc1f90ae7"),
    name: "London",
    region: "London",
    country: "England",
    latitude: 51.5072,
    longitude: -0.1276,
    studentPopulation: 412_000,
    averageRentWeekly: 218.50,
    createdAt: .example(1_704_723_120)  // 2024-01-08T14:12:00.481516+00:00
  )
}

extension CampusV2 {
  /// LSE's Houghton Street campus with London embedded, as in `Corpus/chapter/campuses/lse.json`.
  public static let example = CampusV2(
    id: .literal("f47ac10b-58cc-4372-a567-0e02b2c3d479"),
    name: "Houghton Street",
    university: UniversityName.lse.rawValue,
    cityID: City.example.id,
    address: "Houghton Street",
    postcode: "WC2A 2AE",
    latitude: 51.5144,
    longitude: -0.1165,
    isMainCampus: true,
    facilities: ["library", "sports centre", "24h study space", "careers centre"],
    websiteURL: "https://www.lse.ac.uk/lse-information/campus-map",
    createdAt: .example(1_704_790_980),  // 2024-01-09T09:03:00.27182+00:00
    city: .example
  )
}
