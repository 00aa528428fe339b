import ContractTesting
import Foundation
import Testing

/// The transcripts of the DocC catalog's articles, run again: each prints what its article
/// shows (lines an article leaves out are marked `…` there), with the exit status it shows.
///
/// Transcripts that need a scratch package or files made for them are run by the tests
/// named in their articles: the Getting started walk by `WalkthroughTests`, the sharded check
/// below by its own test; the messages of `generate`'s transcripts by `GenerateCommandTests`.
@Suite struct DocumentationTranscriptTests {
  static let articles = Transcript.catalog + "Articles/"
  static let pets = CheckCommandTests.fixtures

  @Test(arguments: [
    ("Demos/ChapterDemo.md", "scripts/contract check --against Corpus/demo/prod-dump"),
    ("Demos/SightscreenDemo.md", "scripts/contract check --against Corpus/demo/sightscreen-dump"),
    ("Demos/ChapterDatabase.md", "scripts/contract check --contract chapter.group_user"),
    ("ProfilesAndDates.md", "scripts/contract check --contract chapter.group_user"),
    ("Commands/DiffCommand.md", "contract diff Contracts/history/chapter-v1/openapi.json"),
    ("Commands/DiffCommand.md", "contract diff Contracts/sightscreen/live-matches-response.schema.json"),
    ("Commands/ValidateCommand.md", "contract validate --schema Tests/Fixtures/catalogue/gruntfile.json"),
    ("Commands/ListCommand.md", "scripts/contract list"),
  ])
  func atThePackageRoot(article: String, command: String) throws {
    try Transcript(command, in: Self.articles + article).expectReproduced()
  }

  /// The generated Sightscreen models' own manifest, beside the schemas it names.
  @Test func theGeneratedModelsManifest() throws {
    try Transcript("contract check --contracts Contracts/sightscreen", in: Self.articles + "Commands/GenerateCommand.md")
      .expectReproduced()
  }

  /// The pet fixtures' runner (`contract-fixtures`), in `Tests/Fixtures/pets`.
  @Test(arguments: [
    ("Commands/CheckCommand.md", "contract-fixtures check --against trap-dump"),
    ("Commands/CheckCommand.md", "contract-fixtures check --against hang-dump"),
    ("DirectionsAndSeverities.md", "contract-fixtures check --contract pets.forgotten"),
    ("DirectionsAndSeverities.md", "contract-fixtures check --contract pets.swapped"),
    ("DirectionsAndSeverities.md", "contract-fixtures check --contract pets.litter"),
  ])
  func onThePetFixtures(article: String, command: String) throws {
    try Transcript(command, in: Self.articles + article).expectReproduced(in: Self.pets)
  }

  /// Scaling out: three shards of the demo dump, merged, print the whole run's summary, and a
  /// missing shard is refused.
  @Test func theShardedCheckOfScalingOut() throws {
    let folder = try TemporaryFolder()
    var reports: [String] = []
    for index in 1...3 {
      let report = folder.path + "/check-\(index).json"
      let shard = try executeCommand(
        [
          "check", "--against", "Corpus/demo/prod-dump", "--baseline", "Contracts/baseline.json", "--shard",
          "\(index)/3", "--format", "json", "--output", report,
        ], in: Transcript.repository)
      #expect(shard.exitCode == 0 || shard.exitCode == 1, "\(shard.standardError)")
      reports.append(report)
    }
    let article = try String(
      contentsOfFile: Transcript.repository + "/" + Self.articles + "ScalingOutAndCI.md", encoding: .utf8)
    let merged = try executeCommand(["report", "merge"] + reports, in: Transcript.repository)
    let summary = try #require(merged.standardOutput.split(separator: "\n").last.map(String.init))
    #expect(article.contains("$ contract report merge reports/check-*.json | tail -1\n\(summary)\n"), "\(summary)")
    let missing = try executeCommand(["report", "merge"] + reports.prefix(2), in: Transcript.repository)
    #expect(missing.exitCode == 2)
    let refusal = missing.standardError.trimmingCharacters(in: .newlines)
    #expect(article.contains(refusal + "\n2\n"), "\(refusal)")
  }
}
