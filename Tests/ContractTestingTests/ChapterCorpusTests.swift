import ContractTesting
import Contracts
import ExampleContracts
import Foundation
import Reports
import Testing
import XCTest

let chapterContracts = [
  "chapter.course", "chapter.course.detail", "chapter.campus", "chapter.city", "chapter.group_chat",
  "chapter.group_user", "chapter.inbox_notification",
]

/// XCTest: one assertion per contract over its whole corpus.
final class ChapterCorpusXCTests: XCTestCase {
  func testEveryContractDecodesItsCorpusWithoutErrors() throws {
    let corpus = try ContractCorpus(registry: ExampleContracts.registry)
    for id in chapterContracts { corpus.assertContract(id) }
  }

  func testDemoDumpBreaksTheCourseContract() throws {
    let corpus = try ContractCorpus(registry: ExampleContracts.registry)
    let responses = corpus.responses(of: "chapter.course", against: ["Corpus/demo/prod-dump"])
    XCTAssertFalse(responses.isEmpty)
    let findings = responses.flatMap { corpus.findings($0) }
    XCTAssertTrue(findings.contains { $0.kind == .decodeFailure }, "\(findings.map(\.testDescription))")
  }
}

/// Swift Testing: one test case per recorded response.
@Suite struct ChapterCorpusSwiftTests {
  static let corpus = try? ContractCorpus(registry: ExampleContracts.registry)

  static var courseResponses: [CorpusResponse] { (try? corpus?.responses(of: "chapter.course")) ?? [] }
  static var groupChatResponses: [CorpusResponse] { (try? corpus?.responses(of: "chapter.group_chat")) ?? [] }

  @Test func corpusLoads() throws {
    let corpus = try #require(ChapterCorpusSwiftTests.corpus)
    #expect(try corpus.responses(of: "chapter.course").count >= 5)
  }

  @Test(arguments: courseResponses)
  func course(_ response: CorpusResponse) throws {
    try #require(ChapterCorpusSwiftTests.corpus).expectValid(response)
  }

  @Test(arguments: groupChatResponses)
  func groupChat(_ response: CorpusResponse) throws {
    try #require(ChapterCorpusSwiftTests.corpus).expectValid(response)
  }

  @Test func demoDumpNewGroupTypeIsADecodeFailure() throws {
    let corpus = try #require(ChapterCorpusSwiftTests.corpus)
    let findings = corpus.responses(of: "chapter.group_chat", against: ["Corpus/demo/prod-dump"]).flatMap {
      corpus.findings($0)
    }
    #expect(findings.contains { $0.kind == .decodeFailure && $0.message.contains("study_circle") })
  }
}

/// A finding repeated in every row of a large response: the helpers list the occurrences a
/// report lists, then say how many more there are.
@Suite struct RepeatedFindingTests {
  @Test func theOccurrencesNotListedAreCounted() throws {
    let corpus = try ContractCorpus(registry: ExampleContracts.registry)
    let folder = try TemporaryFolder()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    let body = try String(
      contentsOfFile: root + "/Corpus/chapter/courses/lse-accounting-and-finance.json", encoding: .utf8)
    let row = String(body.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst().dropLast())
    // 30 rows, each with microseconds the supabase profile writes as milliseconds.
    try folder.write("[" + Array(repeating: row, count: 30).joined(separator: ",") + "]", to: "chapter/courses/many.json")
    let responses = corpus.responses(of: "chapter.course", against: [folder.path + "/chapter/courses/many.json"])
    let response = try #require(responses.first)
    let findings = corpus.findings(response, atLeast: .warning).filter { $0.pointer?.normalized == "/*/created_at" }
    #expect(findings.count == CheckReport.occurrencesListed + 1)
    #expect(findings.last?.message == "… and 5 more occurrences of this finding in the response, not listed")
  }
}
