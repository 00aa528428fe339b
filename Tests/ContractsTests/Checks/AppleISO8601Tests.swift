import ContractTesting
import Contracts
import Foundation
import Reports
import Testing

/// A decoder with `.iso8601` reads `2024-03-15T10:30:00.123Z` here; Apple's Foundation has
/// refused it. The check says so, once per contract, and only for dates the
/// model reads.
@Suite struct AppleISO8601Tests {
  struct Event: Codable, Sendable {
    var id: Int
    var at: Date
    var label: String
  }

  private func outcome(_ body: String, dateStrategy: JSONDecoder.DateDecodingStrategy) throws -> ResponseChecker.Outcome
  {
    let folder = try TemporaryFolder()
    try folder.write(#"{"type": "object"}"#, to: "Contracts/event.schema.json")
    try folder.write(
      #"{"contracts": [{"id": "events", "schema": "event.schema.json", "type": "Event", "profile": "app", "corpus": ["*.json"]}]}"#,
      to: "Contracts/contracts.json")
    var registry = ContractRegistry { Model(Event.self, name: "Event") }
    registry.register(
      Profile(
        name: "app", summary: "the app's decoder",
        decoder: {
          let decoder = JSONDecoder()
          decoder.dateDecodingStrategy = dateStrategy
          return decoder
        },
        encoder: {
          let encoder = JSONEncoder()
          encoder.dateEncodingStrategy = .iso8601
          return encoder
        }))
    let run = CheckRun(
      manifest: try Manifest.load(path: folder.path + "/Contracts/contracts.json"), registry: registry,
      loadSchema: JSONSchemaLoader().load)
    let checker = ResponseChecker(binding: try #require(run.bindings["events"]))
    return checker.check(Response(body: Array(body.utf8), source: SourceReference(file: "r.json")))
  }

  @Test func aFractionThatOnlyTheNewerFoundationReadsIsAWarning() throws {
    let found = try outcome(#"{"id": 1, "at": "2024-03-15T10:30:00.123Z", "label": "x"}"#, dateStrategy: .iso8601)
    #expect(found.decoded == true)
    let refused = found.findings.filter { $0.evidence["strategy"] == "iso8601" }
    #expect(refused.count == 1, "\(found.findings.map(\.message))")
    let finding = try #require(refused.first)
    #expect(finding.kind == .decodeFailure && finding.severity == .warning)
    #expect(finding.pointer?.description == "/at")
    #expect(finding.message.contains(#"fraction digits such as "2024-03-15T10:30:00.123Z"'s"#), "\(finding.message)")
  }

  @Test func noFractionAnotherStrategyOrAStringTheModelKeepsIsNothing() throws {
    // Whole seconds: both read them.
    let whole = try outcome(#"{"id": 1, "at": "2024-03-15T10:30:00Z", "label": "x"}"#, dateStrategy: .iso8601)
    #expect(whole.findings.allSatisfy { $0.evidence["strategy"] == nil }, "\(whole.findings.map(\.message))")
    // A timestamp with a fraction in a String property: nobody parses it.
    let label = try outcome(
      #"{"id": 1, "at": "2024-03-15T10:30:00Z", "label": "2024-03-15T10:30:00.5Z"}"#, dateStrategy: .iso8601)
    #expect(label.findings.allSatisfy { $0.evidence["strategy"] == nil }, "\(label.findings.map(\.message))")
    // A decoder of the app's own that reads fractions.
    let custom = try outcome(
      #"{"id": 1, "at": "2024-03-15T10:30:00.123Z", "label": "x"}"#,
      dateStrategy: .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text) ?? Date(timeIntervalSince1970: 0)
      })
    #expect(custom.findings.allSatisfy { $0.evidence["strategy"] == nil }, "\(custom.findings.map(\.message))")
  }
}
