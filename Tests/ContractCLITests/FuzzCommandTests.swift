import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract fuzz`, `replay` and `report merge`, run as real processes: the fixture runner on
/// the pets fixtures (models written to fail in known ways, one of which traps), and the
/// shipped `contract` on the Chapter corpus.
@Suite struct FuzzCommandTests {
  static let fixtures = CheckCommandTests.fixtures

  /// A fresh output folder, relative to the fixtures folder so reports name it the same way
  /// in every run.
  private func outputFolder() -> String { "../../../.build/fuzz-tests/" + UUID().uuidString }

  private func fuzz(_ arguments: [String], product: String = "contract-fixtures", environment: [String: String] = [:])
    throws -> CommandOutput
  {
    try executeCommand(["fuzz"] + arguments, product: product, in: FuzzCommandTests.fixtures, environment: environment)
  }

  private func parse(_ text: String) throws -> JSONValue { try JanssonParser.parse(Array(text.utf8)).value }

  private func findings(_ report: JSONValue) -> [JSONValue] { report["findings"]?.arrayValue ?? [] }

  /// A base whose discriminator names the schemas that extend it reads a value that names
  /// none as the base: enum-unknown writes a new kind there, the backend's new kind of pet,
  /// which a model with a closed `Species` cannot decode.
  @Test func aNewKindOfADiscriminatedBaseIsAnUnknownEnumValue() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      openapi: 3.0.3
      info: {title: t, version: "1"}
      paths: {}
      components:
        schemas:
          Pet:
            type: object
            required: [id, name, species]
            discriminator: {propertyName: species, mapping: {cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog'}}
            properties: {id: {type: integer}, name: {type: string}, species: {type: string}}
          Cat: {allOf: [{$ref: '#/components/schemas/Pet'}, {type: object, properties: {lives: {type: integer}}}]}
          Dog: {allOf: [{$ref: '#/components/schemas/Pet'}, {type: object, properties: {barks: {type: boolean}}}]}
      """, to: "Contracts/api.yaml")
    try folder.write(
      #"{"corpusRoot": "../Corpus", "contracts": [{"id": "closed", "schema": "api.yaml#/components/schemas/Pet", "type": "PetWithClosedSpecies", "corpus": ["*.json"]}]}"#,
      to: "Contracts/contracts.json")
    try folder.write(#"{"id": 1, "name": "Tom", "species": "cat"}"#, to: "Corpus/cat.json")
    let output = try executeCommand(
      ["fuzz", "--iterations", "60", "--out", "out", "--format", "json"], product: "contract-fixtures", in: folder.path)
    let report = try parse(output.standardOutput)
    let kind = findings(report).first { $0["evidence"]?["operator"] == "enum-unknown" }
    #expect(kind?["pointer"] == "/species", "\(output.standardOutput)\(output.standardError)")
    #expect(
      kind?["message"]?.stringValue?.contains(
        #"species "cat" → "new_value" (a kind no schema of the contract extends: the contract reads it as the base), but PetWithClosedSpecies cannot decode it"#
      ) == true, "\(String(describing: kind))")
  }

  @Test func aTrappingModelIsACrashFindingAndTheCampaignCompletes() throws {
    let out = outputFolder()
    let output = try fuzz([
      "--contract", "pets.trap", "--contract", "pets.closed", "--iterations", "120", "--out", out, "--format", "json",
    ])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try parse(output.standardOutput)
    #expect(report["summary"]?["mutants"] == 120, "the campaign went on after the trap")
    let crash = try #require(findings(report).first { $0["kind"] == "crash" })
    #expect(crash["contract"] == "pets.trap")
    #expect(crash["pointer"] == "/species")
    #expect(crash["message"]?.stringValue?.contains("PetWithTrappingLookup crashed the process") == true)
    #expect(crash["evidence"]?["signal"]?.stringValue?.hasPrefix("terminated by SIG") == true)
    // Shrunk to the one mutation, the payload to what decoding reaches.
    let path = try #require(crash["evidence"]?["reproducer"]?.stringValue)
    let reproducerFile = FuzzCommandTests.fixtures + "/" + path
    let reproducer = try parse(
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: reproducerFile)), as: UTF8.self))
    #expect(reproducer["chain"]?.arrayValue?.count == 1)
    #expect(reproducer["outcome"] == "crashed")
    let payload = try parse(reproducer["payload"]?.stringValue ?? "")
    #expect(payload["id"] != nil && payload["species"] != nil)
    // The other contract's findings are there too: the trap did not end the run.
    #expect(findings(report).contains { $0["contract"] == "pets.closed" && $0["kind"] == "model-drift" })

    // Replay, by reproducer file and by id: the same crash, in a worker.
    let byFile = try executeCommand(["replay", path], product: "contract-fixtures", in: FuzzCommandTests.fixtures)
    #expect(byFile.exitCode == 1)
    #expect(byFile.standardOutput.contains("outcome: crashed"))
    #expect(byFile.standardOutput.contains("reproduced"))
    let id = try #require(crash["evidence"]?["mutant"]?.stringValue)
    let byID = try executeCommand(["replay", id], product: "contract-fixtures", in: FuzzCommandTests.fixtures)
    #expect(byID.exitCode == 1)
    #expect(byID.standardOutput.contains("mutant \(id) of trap/pip.json"))
    #expect(byID.standardOutput.contains("outcome: crashed"))
    // The same replay for a script: one JSON object.
    let asJSON = try executeCommand(
      ["replay", path, "--format", "json"], product: "contract-fixtures", in: FuzzCommandTests.fixtures)
    #expect(asJSON.exitCode == 1)
    let replayed = try parse(asJSON.standardOutput)
    #expect(replayed["reproducer"] == .string(path))
    #expect(replayed["mutant"] == .string(id))
    #expect(replayed["outcome"] == "crashed")
    #expect(replayed["detail"]?.stringValue?.hasPrefix("the worker terminated by SIG") == true, "\(replayed)")
    #expect(replayed["reproduced"] == true)

    // The trap as a test of the app's test target: read in a child process, which the trap
    // ends while the test run goes on.
    let tests = out + "-tests"
    let emitted = try executeCommand(
      ["replay", path, "--emit-test", tests], product: "contract-fixtures", in: FuzzCommandTests.fixtures)
    #expect(emitted.exitCode == 1, "\(emitted.standardError)")
    let written = try FileManager.default.contentsOfDirectory(atPath: FuzzCommandTests.fixtures + "/" + tests)
    let test = try #require(written.first { $0.hasSuffix(".swift") }, "\(emitted.standardError)")
    #expect(test == "PetWithTrappingLookupCrash.swift", "named after the model and the cause: \(test)")
    let source = try String(contentsOfFile: FuzzCommandTests.fixtures + "/\(tests)/\(test)", encoding: .utf8)
    #expect(source.contains("await #expect(processExitsWith: .success"), "\(source)")
    #expect(source.contains(#"corpus.responses(of: "pets.trap""#), "\(source)")
    #expect(
      FileManager.default.fileExists(
        atPath: FuzzCommandTests.fixtures + "/\(tests)/Fixtures/PetWithTrappingLookupCrash.ndjson"))
  }

  @Test func theSameSeedGivesByteIdenticalJSONReports() throws {
    let out = outputFolder()
    let arguments = ["--iterations", "700", "--seed", "7", "--out", out, "--format", "json", "--jobs", "2"]
    let first = try fuzz(arguments)
    try FileManager.default.removeItem(atPath: FuzzCommandTests.fixtures + "/" + out)
    let second = try fuzz(arguments.dropLast(2) + ["--jobs", "1"])
    #expect(first.exitCode == second.exitCode)
    let same = first.standardOutput == second.standardOutput
    #expect(same, "two runs with --seed 7 wrote different reports")
    #expect(first.standardOutput.contains(#""seed": 7"#))
    let report = try parse(first.standardOutput)
    #expect(report["summary"]?["stacked"]?.numberValue?.int64 ?? 0 > 0)
  }

  @Test func anOptionalMadeRequiredIsAFuzzRegressionAgainstTheCommittedBaseline() throws {
    // Contracts/fuzz-baseline.json was written with `pets.tagged` bound to `Pet` (tag
    // optional); the manifest now binds `PetRequiringTag`.
    let out = outputFolder()
    let output = try fuzz([
      "--contract", "pets.tagged", "--iterations", "200", "--out", out, "--baseline", "Contracts/fuzz-baseline.json",
      "--format", "json",
    ])
    #expect(output.exitCode == 1)
    let report = try parse(output.standardOutput)
    let regressions = findings(report).filter { $0["kind"] == "fuzz-regression" }
    #expect(
      Set(regressions.compactMap { $0["evidence"]?["operator"]?.stringValue }) == [
        "drop-optional", "null-optional", "key-case",
      ])
    #expect(
      regressions.allSatisfy {
        $0["pointer"] == "/*/tag" && $0["evidence"]?["baseline"] == "survived" && $0["evidence"]?["now"] == "failed"
      })
    #expect(report["baseline"]?["regressions"] == 3)

    // Against a baseline of the regressed model itself there is nothing new.
    let baseline = FuzzCommandTests.fixtures + "/" + out + "-baseline.json"
    _ = try fuzz([
      "--contract", "pets.tagged", "--iterations", "200", "--out", out, "--baseline", baseline, "--update-baseline",
    ])
    let again = try fuzz([
      "--contract", "pets.tagged", "--iterations", "200", "--out", out, "--baseline", baseline, "--format", "json",
    ])
    #expect(findings(try parse(again.standardOutput)).allSatisfy { $0["kind"] != "fuzz-regression" })
  }

  @Test func aRunKilledWithSIGKILLResumesToTheSameReport() throws {
    let arguments = [
      "--contract", "pets.pet", "--contract", "pets.tagged", "--iterations", "400", "--format", "json",
      "--checkpoint-interval", "0",
    ]
    let whole = outputFolder()
    let uninterrupted = try fuzz(arguments + ["--out", whole])

    // A real process, held after its second checkpoint, killed with SIGKILL.
    let killed = outputFolder()
    let run = try HeldFuzzRun(
      ["fuzz"] + arguments + ["--out", killed], product: "contract-fixtures", in: FuzzCommandTests.fixtures,
      holdingAfter: 2)
    _ = run.stop(with: SIGKILL)
    #expect(run.process.terminationReason == .uncaughtSignal)
    let checkpoint = try parse(
      String(
        decoding: try Data(
          contentsOf: URL(fileURLWithPath: FuzzCommandTests.fixtures + "/" + killed + "/checkpoint.json")),
        as: UTF8.self))
    #expect(checkpoint["nextStep"]?.numberValue?.int64 ?? 0 > 0)
    #expect(checkpoint["finished"] == false)

    let resumed = try fuzz(arguments + ["--out", killed, "--resume"])
    #expect(resumed.exitCode == uninterrupted.exitCode)
    let same = resumed.standardOutput.replacingOccurrences(of: killed, with: whole) == uninterrupted.standardOutput
    #expect(same, "the resumed run's report differs from the uninterrupted run's")
    #expect(try fuzz(["--resume", "--out", outputFolder()]).exitCode == 2, "nothing to resume")
  }

  /// `replay ID --out DIR`: the reproducer the fuzz run saved in DIR, not a mutant made again.
  @Test func replayTakesTheFuzzRunsOutFolder() throws {
    let out = outputFolder()
    let run = try fuzz(["--contract", "pets.tagged", "--iterations", "200", "--format", "json", "--out", out])
    let mutant = try #require(
      findings(try parse(run.standardOutput)).compactMap { $0["evidence"]?["mutant"]?.stringValue }.first)
    let replay = try executeCommand(
      ["replay", mutant, "--out", out], product: "contract-fixtures", in: FuzzCommandTests.fixtures)
    #expect(replay.exitCode == 1, "\(replay.standardError)")
    #expect(replay.standardOutput.contains("reproducer \(out)/reproducers/"), "\(replay.standardOutput)")
    #expect(replay.standardOutput.hasSuffix("reproduced\n"))
    // The reproducer as a test of the app's test target, its payload beside it.
    let tests = out + "-tests"
    let emitted = try executeCommand(
      ["replay", mutant, "--out", out, "--emit-test", tests], product: "contract-fixtures",
      in: FuzzCommandTests.fixtures)
    #expect(emitted.exitCode == 1, "\(emitted.standardError)")
    let written = try FileManager.default.contentsOfDirectory(atPath: FuzzCommandTests.fixtures + "/" + tests)
    let test = try #require(written.first { $0.hasSuffix(".swift") }, "\(emitted.standardError)")
    #expect(test.hasPrefix("PetRequiringTagDecodeFailure"), "named after the model and the cause: \(test)")
    let source = try String(contentsOfFile: FuzzCommandTests.fixtures + "/\(tests)/\(test)", encoding: .utf8)
    #expect(source.contains(#"corpus.responses(of: "pets.tagged""#) && source.contains("expectModelReads"), "\(source)")
    let fixture = try String(
      contentsOfFile: FuzzCommandTests.fixtures + "/\(tests)/Fixtures/"
        + test.replacingOccurrences(of: ".swift", with: ".ndjson"),
      encoding: .utf8)
    #expect(fixture.hasPrefix(#"{"contract":"pets.tagged","body":"#), "\(fixture)")
    let missing = try executeCommand(
      ["replay", mutant, "--out", out + "-none"], product: "contract-fixtures", in: FuzzCommandTests.fixtures)
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("no such folder"))
  }

  @Test func sigintStopsCleanlyWithAReport() throws {
    let out = outputFolder()
    let run = try HeldFuzzRun(
      [
        "fuzz", "--contract", "pets.pet", "--iterations", "100000", "--format", "json", "--checkpoint-interval", "0",
        "--out", out,
      ], product: "contract-fixtures", in: FuzzCommandTests.fixtures, holdingAfter: 1)
    let (text, rest) = run.stop(with: SIGINT)
    #expect(run.process.terminationReason == .exit)
    let report = try parse(text)
    #expect(report["interrupted"] == true)
    #expect((report["summary"]?["mutants"]?.numberValue?.int64 ?? 0) < 100_000)
    #expect(rest.contains("interrupted; continue with --resume"))
  }

  @Test func shardReportsMergeIntoOne() throws {
    let base = ["--contract", "pets.pet", "--contract", "pets.closed", "--iterations", "200", "--format", "json"]
    let whole = try parse(try fuzz(base + ["--out", outputFolder()]).standardOutput)
    var files: [String] = []
    for shard in ["1/2", "2/2"] {
      let out = outputFolder()
      _ = try fuzz(base + ["--shard", shard, "--out", out])
      files.append(out + "/report.json")
    }
    let merged = try executeCommand(
      ["report", "merge"] + files + ["--format", "json"], product: "contract-fixtures", in: FuzzCommandTests.fixtures)
    let report = try parse(merged.standardOutput)
    #expect(report["summary"]?["mutants"] == whole["summary"]?["mutants"])
    #expect(report["summary"]?["allowed"] == whole["summary"]?["allowed"])
    #expect(report["shard"] == nil)
    let mergedCells = report["matrix"]?.arrayValue?.map {
      "\($0["contract"] ?? "") \($0["operator"] ?? "") \($0["allowed"] ?? "") \($0["drift"] ?? "")"
    }
    let wholeCells = whole["matrix"]?.arrayValue?.map {
      "\($0["contract"] ?? "") \($0["operator"] ?? "") \($0["allowed"] ?? "") \($0["drift"] ?? "")"
    }
    #expect(mergedCells == wholeCells)
    #expect(
      try executeCommand(["report", "merge"], product: "contract-fixtures", in: FuzzCommandTests.fixtures).exitCode == 2
    )
  }

  @Test func chapterWeaknessesAreFound() throws {
    let root = URL(fileURLWithPath: FuzzCommandTests.fixtures).appendingPathComponent("../../..").standardized.path
    let out = ".build/fuzz-tests/" + UUID().uuidString
    // Each contract's coverage gaps are fuzzed first (about 300 for the course detail: its
    // enum of subjects), then the rest: 500 mutants each reach the weaknesses after them.
    let output = try executeCommand(
      [
        "fuzz", "--contract", "chapter.group_chat", "--contract", "chapter.course.detail", "--iterations", "1000",
        "--out", out, "--format", "json",
      ],
      in: root)
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try parse(output.standardOutput)
    let all = findings(report)
    // GroupChat.init(from:) force-unwraps a lookup of the free-text university_code.
    #expect(
      all.contains {
        $0["kind"] == "crash" && $0["contract"] == "chapter.group_chat" && $0["pointer"] == "/0/university_code"
      })
    // Course_V2 rewrites a qualification it does not know to "unknown": shown with a value
    // like the recorded ones, not with "" (which reads as one no backend sends).
    let rewritten = try #require(
      all.first { $0["kind"] == "roundtrip-loss" && $0["pointer"] == "/qualification" }, "\(all)")
    #expect(
      rewritten["message"]?.stringValue?.hasPrefix(#"value changed by the round trip: "BSc 😀𝄞𐍈" → "unknown""#) == true,
      "\(rewritten)")
    // Course_V2.courseURL is not optional; course_url may be null or absent.
    #expect(
      all.contains {
        $0["kind"] == "model-drift" && $0["pointer"] == "/course_url"
          && $0["message"]?.stringValue?.contains("null where the model requires String") == true
      })
    // PostgREST sends every column: course_url is in every recorded course, so dropping it
    // tests the contract's looseness; it is folded into the contract's one schema-gap note.
    #expect(
      all.contains {
        $0["kind"] == "schema-gap" && $0["contract"] == "chapter.course.detail"
          && ($0["evidence"]?["keys"]?.stringValue?.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
          }
          .contains("/course_url") ?? false)
      })
    // Postgres sends microseconds; the supabase profile writes milliseconds: the recorded
    // dates already lose them, which `contract check` reports. A mutant that loses them again
    // is not a finding of its own.
    #expect(!all.contains { $0["kind"] == "roundtrip-loss" && $0["evidence"]?["difference"] == "date-precision-lost" })
    // Enums without a fallback fail on a new value: weaknesses with reproducers.
    let weak = (report["matrix"]?.arrayValue ?? []).flatMap { row in
      (row["pointers"]?.arrayValue ?? []).filter { $0["reproducer"] != nil }.map {
        "\(row["contract"]?.stringValue ?? "") \($0["pointer"]?.stringValue ?? "")"
      }
    }
    #expect(weak.contains("chapter.group_chat /*/group_type"))
    #expect(weak.contains("chapter.course.detail /further_category"))
  }

  /// Without a schema the oracle cannot tell allowed from drift: said once, with the remedy.
  @Test func contractsWithoutASchemaAreExplainedOnce() throws {
    let output = try fuzz([
      "--contract", "pets.noschema", "--contract", "pets.pet", "--iterations", "60", "--out", outputFolder(),
      "--fail-on", "never",
    ])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let notes = output.standardOutput.components(separatedBy: "has no schema, so its mutants are unchecked")
    #expect(notes.count == 2, "\(output.standardOutput)")
    #expect(output.standardOutput.contains("note: pets.noschema has no schema"))
    #expect(output.standardOutput.contains(#"Add a "schema" to judge them"#))
  }

  /// Without a schema, the changes a backend makes without notice are still judged: a new key
  /// (a model that refuses it is a warning), and fewer fraction digits where the recordings
  /// show more than one length. A backend whose recordings always carry three digits gets no
  /// such judgement: its timestamps stay unchecked. A key added to a map (`Kennel.pets`) is
  /// an entry of the map's type, which the model reads: unchecked too.
  @Test func routineChangesAreJudgedWithoutASchema() throws {
    let output = try fuzz([
      "--contract", "pets.strictkeys", "--contract", "pets.fractions", "--contract", "pets.milliseconds",
      "--contract", "pets.kennel",
      "--iterations", "400", "--out", outputFolder(), "--format", "json",
    ])
    // Warnings: the run fails only at --fail-on warning.
    #expect(output.exitCode == 0, "\(output.standardError)")
    let all = findings(try parse(output.standardOutput))
    let strict = try #require(all.first { $0["contract"] == "pets.strictkeys" }, "\(all)")
    #expect(strict["kind"] == "model-drift" && strict["severity"] == "warning", "\(strict)")
    #expect(strict["evidence"]?["operator"] == "extra-key")
    #expect(
      strict["message"]?.stringValue?.contains(
        "no schema judges this contract, but the backend may send new member \"contract_fuzz_extra\"") == true,
      "\(strict)")
    #expect(strict["message"]?.stringValue?.contains("a new key is a change APIs make without notice") == true)
    let fractions = all.filter { $0["contract"] == "pets.fractions" && $0["kind"] == "model-drift" }
    #expect(fractions.count == 1, "\(fractions)")
    let date = try #require(fractions.first)
    #expect(date["severity"] == "warning", "\(date)")
    #expect(date["evidence"]?["operator"] == "date-format")
    #expect(
      date["message"]?.stringValue?.contains(
        "the recorded responses write timestamps with 2 and 6 fraction digits, as many as the instant needs") == true,
      "\(date)")
    #expect(date["message"]?.stringValue?.contains("unreadable date") == true, "\(date)")
    #expect(!all.contains { $0["contract"] == "pets.milliseconds" || $0["contract"] == "pets.kennel" }, "\(all)")
  }

  /// One decoder reads every timestamp of a profile: a form it refuses is one finding for
  /// all the members and contracts read with it (here three members of two contracts), not
  /// one each.
  @Test func aTimestampFormTheDecoderRefusesIsOneFinding() throws {
    let output = try fuzz([
      "--contract", "pets.fractions", "--contract", "pets.checkups", "--iterations", "400", "--out", outputFolder(),
      "--format", "json",
    ])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let refused = findings(try parse(output.standardOutput)).filter {
      $0["kind"] == "model-drift" && $0["evidence"]?["operator"] == "date-format"
    }
    #expect(refused.count == 1, "\(refused)")
    #expect(refused.first?["evidence"]?["timestampForm"] == "without fraction digits, offset +hh:mm", "\(refused)")
    #expect(
      refused.first?["message"]?.stringValue?.contains(
        "the 'fractional-seconds' profile's decoder reads every timestamp") == true, "\(refused)")
  }

  /// A schema that says only "string" allows `""`; a model that reads a `URL` or a closed enum
  /// there cannot take it. Where no recorded value was empty, that is the contract's looseness:
  /// one schema-gap note for the schema naming both members and their counts, not a warning
  /// per member. A warning elsewhere (the unknown key of `pets.strictkeys`) stays one.
  @Test func anEmptyStringTheTrafficNeverShowsIsOneNotePerSchema() throws {
    let output = try fuzz([
      "--contract", "pets.homepages", "--contract", "pets.strictkeys", "--iterations", "400", "--out",
      outputFolder(), "--format", "json",
    ])
    #expect(output.exitCode == 0, "\(output.standardError)")
    let all = findings(try parse(output.standardOutput))
    let homepages = all.filter { $0["contract"] == "pets.homepages" }
    #expect(!homepages.contains { $0["kind"] == "model-drift" }, "\(homepages)")
    let gaps = homepages.filter { $0["kind"] == "schema-gap" }
    #expect(gaps.count == 1, "\(homepages)")
    let gap = try #require(gaps.first)
    #expect(gap["severity"] == "note")
    #expect(gap["evidence"]?["members"] == "/*/homepage, /*/species", "\(gap)")
    #expect(gap["evidence"]?["schema"] == "petWithHomepage")
    #expect(
      gap["message"]?.stringValue?.contains(
        #"allows an empty string for 2 members that no recorded value left empty (non-empty/recorded): homepage 3/3, species 3/3, and PetWithHomepage cannot read "" there: give them "minLength": 1"#
      ) == true, "\(gap)")
    #expect(all.contains { $0["contract"] == "pets.strictkeys" && $0["severity"] == "warning" }, "\(all)")
    // A shard may meet a long or emoji string at a place before its emptied one: the model
    // refuses them alike (a closed enum), so they are the same note, whatever the order.
    for shard in ["1/2", "1/3", "3/4"] {
      let sharded = try fuzz([
        "--contract", "pets.homepages", "--iterations", "400", "--shard", shard, "--out", outputFolder(), "--format",
        "json",
      ])
      let found = findings(try parse(sharded.standardOutput)).filter { $0["contract"] == "pets.homepages" }
      #expect(!found.contains { $0["kind"] == "model-drift" }, "shard \(shard): \(found)")
      #expect(found.contains { $0["kind"] == "schema-gap" }, "shard \(shard): \(found)")
    }
  }
  /// A map whose contract lists the keys it has seen (Stripe's `source_types`, GitHub's
  /// `permissions`) gains entries like the ones it holds: the member `extra-key` adds to
  /// `Kennel.pets` is a pet, which the `[String: Pet]` model reads. A string or `null` entry
  /// would fail it and would be the contract's silence, not a change a backend makes; where
  /// the schema forbids it, the map failing on it is no weakness.
  @Test func aNewMemberOfAMapIsLikeItsEntries() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      {"$defs": {"pet": {"type": "object", "required": ["id", "name", "species"],
         "properties": {"id": {"type": "integer"}, "name": {"type": "string"}, "species": {"type": "string"}}}},
       "type": "object", "required": ["name", "pets"],
       "properties": {"name": {"type": "string"},
         "pets": {"type": "object", "properties": {"rex": {"$ref": "#/$defs/pet"}, "tom": {"$ref": "#/$defs/pet"}},
           "additionalProperties": {"$ref": "#/$defs/pet"}}}}
      """, to: "Contracts/kennel.schema.json")
    try folder.write(
      #"{"contracts": [{"id": "kennel", "type": "Kennel", "schema": "kennel.schema.json", "corpus": ["kennel/*.json"]}]}"#,
      to: "Contracts/contracts.json")
    try folder.write(
      #"{"name": "Hilltop", "pets": {"rex": {"id": 1, "name": "Rex", "species": "dog"}, "tom": {"id": 2, "name": "Tom", "species": "cat"}}}"#,
      to: "Corpus/kennel/hilltop.json")
    try folder.write(#"{"name": "New", "pets": {}}"#, to: "Corpus/kennel/new.json")
    let output = try executeCommand(
      ["fuzz", "--iterations", "200", "--out", folder.path + "/out", "--format", "json"], product: "contract-fixtures",
      in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let report = try parse(output.standardOutput)
    #expect(!findings(report).contains { $0["evidence"]?["operator"] == "extra-key" }, "\(findings(report))")
    // The new members were made and judged allowed: one per object (a copy of a string
    // member's value, a pet, …), none refused.
    let row = try #require(
      report["matrix"]?.arrayValue?.first { $0["operator"] == "extra-key" }, "\(report)")
    #expect((row["allowed"]?["survived"]?.numberValue?.int64 ?? 0) >= 4, "\(row)")
    #expect(row["allowed"]?["failed"]?.numberValue?.int64 == 0, "\(row)")
    // An empty map shows no kind: a string or null entry is drift its schema forbids, which
    // the map fails on as it should: not a weakness of the model.
    #expect((row["drift"]?["failed"]?.numberValue?.int64 ?? 0) > 0, "\(row)")
    #expect(!(row["pointers"]?.arrayValue ?? []).contains { $0["reproducer"] != nil }, "\(row)")
  }

  /// A fixture row the model already fails on is skipped with `contract check`'s words, at
  /// its place in the recorded file (the row's index, not the payload's `/0`).
  @Test func aSkippedRowSaysWhyAtItsRecordedPlace() throws {
    let folder = try TemporaryFolder()
    let row = { (name: String) in
      #"{"id":"d1639b39-a3cc-462f-9c5c-4971859e94c2","name":\#(name),"region":null,"country":"England","latitude":53.8,"longitude":-1.5,"student_population":null,"average_rent_weekly":null,"created_at":"2024-01-09T14:22:10.399004+00:00"}"#
    }
    try folder.write("[" + row(#""Leeds""#) + "," + row("null") + "]", to: "cities.json")
    try folder.write(
      #"{"corpusRoot": "..", "contracts": [{"id": "cities", "type": "City", "profile": "supabase", "envelope": "array", "corpus": ["cities.json"]}]}"#,
      to: "Contracts/contracts.json")
    let output = try executeCommand(
      ["fuzz", "--iterations", "20", "--out", folder.path + "/out", "--fail-on", "never"], product: "contract",
      in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(
      output.standardOutput.contains(
        "skipped cities.json row 1: the model already fails on the unmutated fixture: null where the model requires String (declare it Optional, or the backend must never send null) at /1/name"
      ), "\(output.standardOutput)")
  }

  /// `maxBytes` is part of what the contract allows: a mutant over it is drift (a push over
  /// APNs' limit never arrives), whatever its schema says, so a model failing on it is not
  /// reported as model drift. The same seed with a limit just above the fixture's rows (99 and
  /// 63 bytes) and with one no mutant reaches: the same mutants, fewer of them allowed.
  @Test func aMutantOverMaxBytesIsNotAllowed() throws {
    func summary(maxBytes: Int) throws -> JSONValue? {
      let folder = try TemporaryFolder()
      try FileManager.default.copyItem(
        atPath: FuzzCommandTests.fixtures + "/Contracts/pets", toPath: folder.path + "/Contracts/pets")
      try folder.write(
        #"{"corpusRoot": "\#(FuzzCommandTests.fixtures)/Corpus", "contracts": [{"id": "pets.pet", "schema": "pets/pet.schema.json", "type": "Pet", "profile": "supabase", "corpus": ["pets/*.json"], "envelope": "array", "maxBytes": \#(maxBytes)}]}"#,
        to: "Contracts/contracts.json")
      let output = try executeCommand(
        ["fuzz", "--iterations", "60", "--out", folder.path + "/out", "--format", "json", "--fail-on", "never"],
        product: "contract-fixtures", in: folder.path)
      #expect(output.exitCode == 0, "\(output.standardError)")
      return try parse(output.standardOutput)["summary"]
    }
    let roomy = try summary(maxBytes: 1_000_000)
    let tight = try summary(maxBytes: 110)
    #expect(roomy?["mutants"] == 60)
    #expect(tight?["mutants"] == 60)
    let allowed = (roomy?["allowed"]?.numberValue?.int64 ?? 0, tight?["allowed"]?.numberValue?.int64 ?? 0)
    #expect(allowed.1 < allowed.0, "mutants that grow past 110 bytes are drift: \(allowed)")
    #expect((tight?["drift"]?.numberValue?.int64 ?? 0) == 60 - allowed.1)
  }

  @Test func usageErrors() throws {
    #expect(try fuzz(["--shard", "3/2"]).exitCode == 2)
    #expect(try fuzz(["--duration", "soon"]).exitCode == 2)
    #expect(try fuzz(["--update-baseline"]).exitCode == 2)
    #expect(try fuzz(["--contract", "pets.nope"]).standardError.contains("no contract 'pets.nope'"))
    let help = try executeCommand(["--help"], product: "contract-fixtures")
    #expect(help.standardOutput.contains("fuzz"))
    #expect(!help.standardOutput.contains("fuzz-worker"), "the worker mode is hidden")
    #expect(
      try executeCommand(["replay", "not-an-id"], product: "contract-fixtures", in: FuzzCommandTests.fixtures).exitCode
        == 2)
  }
}

extension FuzzCommandTests {
  @Test func aHungDecodeIsKilledAfterTheTimeoutAndReported() throws {
    let out = outputFolder()
    let output = try fuzz([
      "--contract", "pets.waiting", "--iterations", "40", "--timeout", "0.3", "--out", out, "--format", "json",
    ])
    #expect(output.exitCode == 1, "\(output.standardError)")
    let report = try parse(output.standardOutput)
    #expect(report["summary"]?["mutants"] == 40)
    let hang = try #require(findings(report).first { $0["kind"] == "crash" && $0["pointer"] == "/name" })
    #expect(hang["message"]?.stringValue?.contains("did not finish decoding") == true)
    // The timeout as given, not rounded down to "0 s" (issue #31, item 9).
    #expect(hang["message"]?.stringValue?.contains("within 0.3 s; the worker was killed") == true)
    #expect(hang["evidence"]?["timeout"] == "0.3 s")
    let cells = report["matrix"]?.arrayValue?.first { $0["operator"] == "string-edges" }?["pointers"]?.arrayValue ?? []
    #expect(cells.contains { $0["pointer"] == "/name" && $0["worst"] == "hung" })
  }
}

extension FuzzCommandTests {
  @Test func theCorpusIsWrittenOnlyWhenAsked() throws {
    let copy = NSTemporaryDirectory() + "pets-" + UUID().uuidString
    try FileManager.default.copyItem(atPath: FuzzCommandTests.fixtures, toPath: copy)
    let regressions = copy + "/Corpus/regressions"
    let arguments = ["fuzz", "--contract", "pets.nickname", "--iterations", "60", "--format", "json"]
    _ = try executeCommand(arguments + ["--out", "out-1"], product: "contract-fixtures", in: copy)
    #expect(!FileManager.default.fileExists(atPath: regressions))
    #expect(FileManager.default.fileExists(atPath: copy + "/out-1/report.json"))
    _ = try executeCommand(arguments + ["--out", "out-2", "--save-to-corpus"], product: "contract-fixtures", in: copy)
    let saved = try FileManager.default.contentsOfDirectory(atPath: regressions + "/pets.nickname")
    #expect(saved.contains("pets.nickname-1-1.payload.json"), "\(saved)")
  }

  @Test func aDurationEndsTheRunWithAReport() throws {
    let output = try fuzz(["--contract", "pets.pet", "--duration", "1s", "--out", outputFolder(), "--format", "json"])
    let report = try parse(output.standardOutput)
    #expect((report["summary"]?["mutants"]?.numberValue?.int64 ?? 0) > 0)
    #expect(report["interrupted"] == false, "a duration that runs out is the end of the run, not an interruption")
  }
}
