import Contracts
import JSONCore
import Jansson
import Reporting
import Reports
import Testing

/// The record forms of `parse`, `validate` and `replay`: text for people, one JSON object per
/// record for scripts, credential values masked in both.
@Suite struct RecordRendererTests {
  private let renderers: [any RecordRenderer] = ReportFormat.recordFormats.compactMap { $0.recordRenderer() }

  private func object(_ line: String) throws -> JSONValue {
    #expect(line.hasSuffix("\n") && line.dropLast().firstIndex(of: "\n") == nil, "one line: \(line)")
    return try JanssonParser.parse(Array(line.utf8)).value
  }

  @Test func onlyTextAndJSONRenderRecords() {
    #expect(ReportFormat.recordFormats == [.text, .json])
    #expect(ReportFormat.allCases.filter { $0.recordRenderer() != nil } == [.text, .json])
  }

  @Test func aParseVerdictMasksADuplicatedCredentialAndNamesEveryReading() throws {
    let bytes = Array(#"{"password": "hunter2", "password": "swordfish", "n": 12345678901234567890123}"#.utf8)
    let reference = Result { () throws(JSONParseError) in try JanssonParser.parse(bytes) }
    let verdict = ParseVerdict(path: "dup.json", differential: ParserDifferential(bytes: bytes, reference: reference))
    #expect(!verdict.isClean)
    let text = TextRenderer(color: false).render(verdict)
    #expect(text.hasPrefix("dup.json: accepted\n  duplicate key at /password (1:"))
    #expect(text.contains("  JSONSerialization: accepted\n"))
    #expect(text.contains("  disagreement duplicate-key-winner (JSONDecoder) at /password: "))
    let json = try object(JSONRenderer().render(verdict))
    #expect(json["path"] == "dup.json")
    #expect(json["reference"]?["duplicateKeys"]?.arrayValue?[0]["values"] == [.string(Redactor.marker), .string(Redactor.marker)])
    for rendered in renderers.map({ $0.render(verdict) }) {
      #expect(!rendered.contains("hunter2") && !rendered.contains("swordfish"), "\(rendered)")
    }
  }

  @Test func aRejectedFileIsLocated() throws {
    let bytes = Array("[1,".utf8)
    let reference = Result { () throws(JSONParseError) in try JanssonParser.parse(bytes) }
    let verdict = ParseVerdict(path: "cut.json", differential: ParserDifferential(bytes: bytes, reference: reference))
    #expect(!verdict.isClean)
    #expect(TextRenderer(color: false).render(verdict).hasPrefix("cut.json:1:3: rejected: "))
    let json = try object(JSONRenderer().render(verdict))
    #expect(json["reference"]?["accepted"] == false)
    #expect(json["reference"]?["error"]?["line"] == 1)
  }

  @Test func anInstanceValidationListsEachErrorWithItsLocations() throws {
    let validation = InstanceValidation(
      path: "pets.jsonl", line: 3,
      violations: [
        .init(
          instanceLocation: "/id", keywordLocation: "/properties/id/type",
          absoluteKeywordLocation: "file:///s/pet.json#/properties/id/type", message: "expected integer, got string",
          source: "s/pet.json:3:32"),
        .init(instanceLocation: "", keywordLocation: "", absoluteKeywordLocation: "", message: "m", source: nil),
      ])
    #expect(
      TextRenderer(color: false).render(validation)
        == "pets.jsonl:3: invalid\n  /id: expected integer, got string  [/properties/id/type]  s/pet.json:3:32\n  (root): m  [#]\n")
    let json = try object(JSONRenderer().render(validation))
    #expect(json["line"] == 3)
    #expect(json["valid"] == false)
    #expect(json["errors"]?.arrayValue?[0]["keywordSource"] == "s/pet.json:3:32")
    #expect(json["errors"]?.arrayValue?[1]["keywordSource"] == nil)

    let valid = InstanceValidation(path: "good.json", line: nil, violations: [])
    #expect(TextRenderer(color: false).render(valid) == "good.json: valid\n")
    let validJSON = try object(JSONRenderer().render(valid))
    #expect(validJSON["line"] == nil && validJSON["valid"] == true && validJSON["errors"] == [])
    let notJSON = InstanceValidation(path: "x.json", line: nil, notJSON: "1:2: unexpected")
    #expect(!notJSON.isValid)
    #expect(TextRenderer(color: false).render(notJSON) == "x.json: invalid\n  (root): not JSON: 1:2: unexpected  [#]\n")
  }

  @Test func aReplayOfAReproducerSaysWhetherItReproduced() throws {
    let finding = Finding(
      kind: .decodeFailure, contract: "pets.closed", source: SourceReference(file: "payload"),
      pointer: JSONPointer([.key("species")]), message: "Pet cannot decode this response")
    let report = ReplayReport(
      subject: .reproducer(
        path: "out/pets.closed-1-11.json", mutant: MutantID(contract: "pets.closed", seed: 1, index: 11),
        fixture: "closed/tom.json"),
      mutations: [.init(operatorName: "enum-known", pointer: nil, description: "enum value \"cat\" → \"rabbit\"")],
      recorded: .init(verdict: .allowed, outcome: .failed, failure: "no case"),
      verdict: .allowed, outcome: .failed, outcomeDetail: "no case", findings: [finding])
    #expect(report.reproduced == true && report.isFinding)
    #expect(
      TextRenderer(color: false).render(report) == """
        reproducer out/pets.closed-1-11.json: mutant pets.closed:1:11 of closed/tom.json
          enum-known: enum value "cat" → "rabbit"
        recorded: allowed, failed: no case
        verdict: allowed (the contract allows it)
        outcome: failed: no case
          decode-failure /species: Pet cannot decode this response
        reproduced

        """)
    let json = try object(JSONRenderer().render(report))
    #expect(json["reproducer"] == "out/pets.closed-1-11.json")
    #expect(json["mutant"] == "pets.closed:1:11")
    #expect(json["recorded"]?["outcome"] == "failed")
    #expect(json["findings"]?.arrayValue?[0]["pointer"] == "/species")
    #expect(json["reproduced"] == true)
    #expect(json["payload"] == nil)
  }

  @Test func aMutantMadeAgainShowsItsPayloadAndNoRecord() throws {
    let report = ReplayReport(
      note: "no reproducer of pets.nick:2:0 in out: the mutant is made again from the corpus",
      subject: .mutant(id: MutantID(contract: "pets.nick", seed: 2, index: 0), fixture: "nick/a.json", isStacked: true),
      mutations: [.init(operatorName: "drop-optional", pointer: "/nickname", description: "\"nickname\" removed")],
      payload: "{\n  \"id\": 1\n}", verdict: .drift, outcome: .failed, outcomeDetail: nil, findings: [])
    #expect(report.reproduced == nil)
    #expect(!report.isFinding, "a drift the model refuses is the matrix's, not a finding")
    let text = TextRenderer(color: false).render(report)
    #expect(
      text == """
        no reproducer of pets.nick:2:0 in out: the mutant is made again from the corpus
        mutant pets.nick:2:0 of nick/a.json (stacked)
          drop-optional at /nickname: "nickname" removed
        payload:
        {
          "id": 1
        }
        verdict: drift (the contract forbids it)
        outcome: failed

        """)
    let json = try object(JSONRenderer().render(report))
    #expect(json["stacked"] == true)
    #expect(json["mutations"]?.arrayValue?[0]["pointer"] == "/nickname")
    #expect(json["payload"]?.stringValue?.hasPrefix("{\n") == true)
    #expect(json["reproduced"] == nil && json["recorded"] == nil)
  }
}
