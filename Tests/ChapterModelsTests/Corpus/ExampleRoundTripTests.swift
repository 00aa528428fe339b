import ChapterModels
import Foundation
import Testing

/// The `static let example` values survive the app's encoder and decoder unchanged, and encode
/// with the table's snake_case column names.
@Suite("Examples round-trip")
struct ExampleRoundTripTests {
  func roundTrip<T: Codable & Equatable>(_ value: T) throws -> (T, [String: Any]) {
    let data = try SupabaseCoding.makeEncoder().encode(value)
    let decoded = try SupabaseCoding.makeDecoder().decode(T.self, from: data)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    return (decoded, object)
  }

  @Test func course() throws {
    let (decoded, object) = try roundTrip(Course_V2.example)
    #expect(decoded == Course_V2.example)
    #expect(object["course_name"] as? String == "Accounting and Finance")
    #expect(object["further_category"] as? String == "accounting")
    #expect(object["created_at"] as? String == "2024-02-12T11:04:37.000Z")
    let nss = try #require(object["nss_scores"] as? [String: Any])
    #expect(nss["nssq1_percentile"] as? Int == 42)
    // Optionals that are nil are omitted, not written as null: a round-trip difference
    // (`null` -> absent) that `contract` reports for PostgREST rows.
    #expect(nss["nssq28"] == nil)
  }

  @Test func campusAndCity() throws {
    #expect(try roundTrip(CampusV2.example).0 == CampusV2.example)
    #expect(try roundTrip(City.example).0 == City.example)
    #expect(try roundTrip(CampusV2.example).1["is_main_campus"] as? Bool == true)
  }

  @Test func groups() throws {
    #expect(try roundTrip(GroupChat.example).0 == GroupChat.example)
    #expect(try roundTrip(GroupUser.example).0 == GroupUser.example)
    #expect(try roundTrip(GroupUser.example).1["enrollment_status"] as? String == "firm_choice")
  }

  @Test func inbox() throws {
    let (decoded, object) = try roundTrip(InboxNotification.example)
    #expect(decoded == InboxNotification.example)
    #expect(object["type"] as? String == "new_message")
  }
}
