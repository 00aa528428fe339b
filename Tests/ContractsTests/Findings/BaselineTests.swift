import ContractTesting
import Contracts
import JSONCore
import Testing

/// Baselines remember findings by fingerprint: the same on every machine and run, and
/// independent of where in a dump the finding was seen.
@Suite struct BaselineTests {
  private func finding(line: Int, detail: String = "dropped") -> Finding {
    Finding(
      kind: .roundtripLoss, severity: .warning, contract: "chapter.course",
      source: SourceReference(file: "dump/day-\(line).ndjson", line: line),
      pointer: JSONPointer([.key("items"), .index(0), .key("note")]),
      message: "Course does not keep this field", detail: detail)
  }

  @Test func aFingerprintIsStableAndIgnoresWhereTheFindingWasSeen() {
    // FNV-1a of "roundtrip-loss␟chapter.course␟/items/*/note␟dropped", computed apart from
    // this code: committed baselines hold such values, and a change to the hash breaks them all.
    #expect(finding(line: 1).fingerprint == "31e6cdbbb9039c54")
    #expect(finding(line: 7).fingerprint == finding(line: 1).fingerprint)
    #expect(finding(line: 1, detail: "other").fingerprint != finding(line: 1).fingerprint)
  }

  @Test func aWrittenBaselineReadsBackAndHidesWhatItKnows() throws {
    let folder = try TemporaryFolder()
    try folder.write(try Baseline(findings: [finding(line: 1)]).serialized(), to: "baseline.json")
    let text = try folder.read("baseline.json")
    #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n    {"))
    let baseline = try Baseline.load(path: folder.path + "/baseline.json")
    #expect(baseline.knows(finding(line: 9)))
    #expect(!baseline.knows(finding(line: 1, detail: "other")))
  }
}
