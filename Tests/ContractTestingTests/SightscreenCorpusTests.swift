import ContractTesting
import Contracts
import ExampleContracts
import Testing
import XCTest

let sightscreenContracts = [
  "sightscreen.schedule", "sightscreen.matches.live", "sightscreen.match", "sightscreen.follow",
  "sightscreen.follows", "sightscreen.activity", "sightscreen.devices", "sightscreen.push",
]

/// XCTest: the Sightscreen app's contracts, one assertion per contract over its corpus.
final class SightscreenCorpusXCTests: XCTestCase {
  func testEveryContractDecodesItsCorpusWithoutErrors() throws {
    let corpus = try ContractCorpus(registry: ExampleContracts.registry)
    for id in sightscreenContracts { corpus.assertContract(id) }
  }

  func testDemoDumpBreaksThePushContract() throws {
    let corpus = try ContractCorpus(registry: ExampleContracts.registry)
    let findings = corpus.responses(of: "sightscreen.push", against: ["Corpus/demo/sightscreen-dump"]).flatMap {
      corpus.findings($0)
    }
    let pointers = Set(findings.filter { $0.kind == .decodeFailure }.compactMap { $0.pointer?.description })
    XCTAssertEqual(pointers, ["/aps/content-state/displayState/phase", "/aps/content-state/updatedAt"])
    XCTAssertTrue(findings.contains { $0.kind == .schemaViolation && $0.message.contains("maxBytes of 4096") })
  }
}

/// Swift Testing: one test case per recorded response.
@Suite struct SightscreenCorpusSwiftTests {
  static let corpus = try? ContractCorpus(registry: ExampleContracts.registry)

  static var pushResponses: [CorpusResponse] { (try? corpus?.responses(of: "sightscreen.push")) ?? [] }
  static var followResponses: [CorpusResponse] { (try? corpus?.responses(of: "sightscreen.follow")) ?? [] }

  @Test func corpusLoads() throws {
    let corpus = try #require(SightscreenCorpusSwiftTests.corpus)
    // Six push files and twelve APNs log lines; four follow files and four follow log lines.
    #expect(try corpus.responses(of: "sightscreen.push").count == 18)
    #expect(try corpus.responses(of: "sightscreen.follow").count == 8)
  }

  @Test(arguments: pushResponses)
  func push(_ response: CorpusResponse) throws {
    try #require(SightscreenCorpusSwiftTests.corpus).expectValid(response)
  }

  @Test(arguments: followResponses)
  func follow(_ response: CorpusResponse) throws {
    try #require(SightscreenCorpusSwiftTests.corpus).expectValid(response)
  }

  @Test func demoDumpSnakeCaseKeyIsADecodeFailure() throws {
    let corpus = try #require(SightscreenCorpusSwiftTests.corpus)
    let findings = corpus.responses(of: "sightscreen.follow", against: ["Corpus/demo/sightscreen-dump"]).flatMap {
      corpus.findings($0)
    }
    #expect(findings.contains { $0.kind == .decodeFailure && $0.message.contains("'match_id' instead") })
  }
}
