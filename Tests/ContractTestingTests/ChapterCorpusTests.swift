import ContractTesting
import Contracts
import ExampleContracts
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
