import Foundation
import SightscreenModels
import Testing

/// The drift planted in `Corpus/demo/sightscreen-dump/` does to the models what its README says.
@Suite("Demo sightscreen-dump drift")
struct DemoDumpDriftTests {
  func data(_ path: String) throws -> Data { try SightscreenCorpus.data(path, root: SightscreenCorpus.demoDump) }
  func line(_ number: Int, of path: String) throws -> Data {
    try envelopeBody(SightscreenCorpus.lines(path, root: SightscreenCorpus.demoDump)[number - 1])
  }

  @Test("a: rain_delay is no MatchPhase, and the whole push fails to decode")
  func newPhase() throws {
    #expect(MatchPhase(rawValue: "rain_delay") == nil)
    #expect {
      try JSONDecoder().decode(LiveActivityPush.self, from: line(2, of: "logs/apns-2026-01-23.ndjson"))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["aps", "content-state", "displayState", "phase"]
    }
  }

  @Test("b: an ISO string where ActivityKit reads a Date as a number is a type mismatch")
  func isoDateInContentState() throws {
    #expect {
      try JSONDecoder().decode(LiveActivityPush.self, from: line(3, of: "logs/apns-2026-01-23.ndjson"))
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["aps", "content-state", "updatedAt"]
    }
    // The same date is fine in the API, where the shared decoder reads ISO strings.
    let clean = try JSONDecoder().decode(LiveActivityPush.self, from: line(1, of: "logs/apns-2026-01-23.ndjson"))
    #expect(clean.aps.contentState?.displayState.phase == .live)
  }

  @Test("c: the oversized push-to-start decodes: only its size is wrong")
  func oversizedPush() throws {
    let body = try data("pushes/push-to-start-match-031-2026-01-23.json")
    #expect(body.count > 4096)
    let push = try JSONDecoder().decode(LiveActivityPush.self, from: body)
    #expect(push.aps.event == .start && push.aps.attributes?.matchID == "match-031")
  }

  @Test("d: match_id instead of matchId: FollowResponse cannot decode")
  func snakeCaseKey() throws {
    #expect {
      try SightscreenJSON.makeDecoder().decode(
        FollowResponse.self, from: data("follow/follow-live-match-031-2026-01-23.json"))
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "matchId"
    }
  }

  @Test("e: a null supportedTeamId comes back absent")
  func nullBecomesAbsent() throws {
    let follows = try SightscreenJSON.makeDecoder().decode(
      UserFollowsResponse.self, from: data("follows/startup-2026-01-23.json"))
    #expect(follows.follows[1].supportedTeamID == nil)
    let encoded = try JSONSerialization.jsonObject(with: SightscreenJSON.makeEncoder().encode(follows))
    let second = try #require(((encoded as? [String: Any])?["follows"] as? [[String: Any]])?[1])
    #expect(second.keys.contains("matchId") && !second.keys.contains("supportedTeamId"))
  }

  @Test("f: milliseconds are read, and lost on the way back")
  func fractionalSeconds() throws {
    let follows = try SightscreenJSON.makeDecoder().decode(
      UserFollowsResponse.self, from: line(2, of: "logs/api-2026-01-23.ndjson"))
    #expect(abs(follows.reconciledAt.timeIntervalSince1970.truncatingRemainder(dividingBy: 1) - 0.385) < 1e-6)
    let text = String(decoding: try SightscreenJSON.makeEncoder().encode(follows), as: UTF8.self)
    #expect(text.contains(#""reconciledAt":"2026-01-23T09:44:27Z""#))
  }
}
