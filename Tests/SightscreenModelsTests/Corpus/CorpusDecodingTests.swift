import Foundation
import SightscreenModels
import Testing

/// Every response shipped in `Corpus/sightscreen/` decodes with the model the app reads it with.
///
/// The contract side (schema validity, round trip) is the `contract` tool's job; this suite
/// pins the model side, so a regenerated model that breaks a recorded response fails here first.
@Suite("Recorded Sightscreen corpus decodes")
struct CorpusDecodingTests {
  static let folders = ["schedule", "live", "match", "follow", "follows", "activity", "devices", "pushes"]
  static let files = folders.flatMap { SightscreenCorpus.jsonFiles(in: $0) }

  @Test("Each endpoint's folder has responses")
  func foldersArePopulated() {
    for folder in Self.folders {
      #expect(!SightscreenCorpus.jsonFiles(in: folder).isEmpty, "No responses recorded for \(folder)")
    }
  }

  @Test("Response files decode as their model", arguments: files)
  func responseFileDecodes(path: String) throws {
    let folder = String(path.split(separator: "/")[0])
    _ = try Decoding.decode(folder: folder, SightscreenCorpus.data(path))
  }

  @Test("Every API log line decodes with the model of its route, and every endpoint is in the log")
  func apiLog() throws {
    let lines = try SightscreenCorpus.lines("logs/api-2026-01-14-and-04-12.ndjson")
    var folders = Set<String>()
    for line in lines {
      let envelope = try JSONDecoder().decode(Envelope.self, from: line)
      let route = try #require(envelope.route)
      #expect([200, 201].contains(envelope.status), "\(route)")
      let folder = Decoding.folder(ofRoute: route)
      folders.insert(folder)
      _ = try Decoding.decode(folder: folder, envelopeBody(line))
    }
    #expect(folders == Set(Self.folders).subtracting(["pushes"]))
    let routes = try lines.map { try JSONDecoder().decode(Envelope.self, from: $0).route ?? "" }
    for method in [
      "GET /matches?", "GET /matches/live", "POST /user/follow/match", "PATCH /user/follow/match/",
      "DELETE /user/follow/match/", "GET /user/follows", "/activity-token", "/activity-dismissed", "POST /devices",
    ] {
      #expect(routes.contains { $0.contains(method) }, "the log has no \(method)")
    }
  }

  @Test("The APNs log holds update, end and push-to-start payloads that ActivityKit decodes")
  func apnsLog() throws {
    let pushes = try SightscreenCorpus.lines("logs/apns-liveactivity.ndjson").map { line in
      let envelope = try JSONDecoder().decode(Envelope.self, from: line)
      #expect(envelope.contract == "sightscreen.push" && envelope.status == 200)
      return try JSONDecoder().decode(LiveActivityPush.self, from: envelopeBody(line))
    }
    #expect(Set(pushes.map(\.aps.event)) == [.update, .end, .start])
    let start = try #require(pushes.first { $0.aps.event == .start })
    #expect(start.aps.attributesType == "LiveActivityAttributes")
    #expect(start.aps.attributes?.teams.home.abbreviation == "SIX")
    #expect(pushes.contains { $0.aps.staleDate != nil } && pushes.contains { $0.aps.dismissalDate != nil })
    #expect(pushes.contains { $0.aps.alert != nil })
    // Every update stays stale-dated 30 minutes ahead: the app ends an activity left stale.
    for push in pushes where push.aps.event == .update {
      #expect(push.aps.staleDate.map { $0 - push.aps.timestamp } == 1800)
    }
  }

  @Test("Display strings arrive pre-formatted, events come from the backend's list")
  func displayStrings() throws {
    let push = try JSONDecoder().decode(
      LiveActivityPush.self, from: SightscreenCorpus.data("pushes/update-six-match-001.json"))
    let state = try #require(push.aps.contentState)
    #expect(state.score == "87/6" && state.overs == "14.3")
    #expect(state.displayState.expanded.runRate == "RR: 6.00")
    #expect(state.displayState.expanded.requiredRunRate == "RRR: 9.82")
    #expect(state.displayState.phase == .live && state.displayState.battingPerspective == .home)
    #expect(state.events.map(\.kind) == [.six, .bowlerOnFire, .wicket])
    // content-state dates are seconds since 2001-01-01, as ActivityKit's default decoder reads them.
    #expect(abs(state.updatedAt.timeIntervalSince1970 - 1_768_384_937.482) < 0.001)
  }
}
