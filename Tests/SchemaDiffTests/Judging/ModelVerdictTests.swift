import JSONCore
import Reports
import Testing

@testable import SchemaDiff

/// What a model's verdict makes of a change, and the probe a change's edit makes of a row.
@Suite struct ModelVerdictTests {
  private let change = SchemaChange(
    id: "became-nullable", level: .risky, place: JSONPointer([.key("name")]), oldLocation: nil, newLocation: nil,
    message: "m")

  @Test func aVerdictSetsTheLevelUnlessNoProbeReachedTheModel() {
    #expect(JudgedChange(change: change, pair: "p", verdict: .breaks(model: "Course", cause: "c")).level == .breaking)
    #expect(JudgedChange(change: change, pair: "p", verdict: .crashes(model: "Course", how: "h")).level == .breaking)
    #expect(JudgedChange(change: change, pair: "p", verdict: .tolerates(model: "Course")).level == .safe)
    #expect(JudgedChange(change: change, pair: "p", verdict: .unused(model: "Course")).level == .safe)
    let unjudged = JudgedChange(change: change, pair: "p", verdict: .notProbed(model: "Course", reason: "no row"))
    #expect(unjudged.level == .risky)
    #expect(unjudged.verdictSentence == "unjudged: no probe reached Course: no row (rule level risky stands)")
  }

  @Test func aProbeEditsTheFirstConcretePlaceOfARow() throws {
    let row: JSONValue = .array([
      .object(JSONObject([("name", "Rex"), ("tag", "a")])), .object(JSONObject([("name", "Bo")])),
    ])
    let place = JSONPointer([.key("*"), .key("name")])
    let concrete = try #require(ProbePayload.concrete(place, in: row))
    #expect(concrete.description == "/0/name")
    let nulled = ProbePayload.applying(.null, at: concrete, to: row)
    #expect(nulled.arrayValue?[0]["name"] == .null)
    #expect(nulled.arrayValue?[1]["name"] == "Bo")
    let dropped = ProbePayload.applying(.drop, at: concrete, to: row)
    #expect(dropped.arrayValue?[0]["name"] == nil)
    #expect(dropped.arrayValue?[0]["tag"] == "a")
  }
}
