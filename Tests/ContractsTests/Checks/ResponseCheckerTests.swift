import ContractTesting
import Contracts
import Reports
import Testing

/// The stages composed by `ResponseChecker` on one contract, each response a case of one stage:
/// parse (with the parser differential), schema, decode, round trip.
@Suite struct ResponseCheckerTests {
  /// The app's model: `note` is not modelled, so a round trip drops it.
  struct Item: Codable, Sendable {
    var id: Int
    var name: String
  }

  static let schema = """
    {"type": "object", "required": ["id", "name"],
     "properties": {"id": {"type": "integer"}, "name": {"type": "string"}, "note": {"type": "string"}}}
    """

  /// A checker for the `items` contract, from a real manifest and schema on disk.
  private func checker() throws -> (ResponseChecker, TemporaryFolder) {
    try checkerOnDisk(schema: Self.schema, contract: "items", model: Item.self, name: "Item")
  }

  private func check(_ body: String) throws -> ResponseChecker.Outcome {
    let (checker, _) = try checker()
    return checker.check(Response(body: Array(body.utf8), source: SourceReference(file: "r.json")))
  }

  @Test func aResponseTheContractAndModelAgreeOnHasNoFindings() throws {
    let outcome = try check(#"{"id": 1, "name": "a"}"#)
    #expect(outcome.findings.isEmpty)
    #expect(outcome.schemaValid == true)
    #expect(outcome.decoded == true)
  }

  @Test func malformedJSONIsOneLocatedParseErrorAndNothingElse() throws {
    let outcome = try check("{\"id\": 1,\n  \"name\": }")
    #expect(outcome.findings.map(\.kind) == [.parseError])
    let source = try #require(outcome.findings.first?.source)
    #expect(source.file == "r.json")
    #expect(source.line == 2)
    #expect(source.column == 11)
  }

  @Test func aWrongTypeIsASchemaViolationAndADecodeFailureAtItsPointer() throws {
    let outcome = try check(#"{"id": "1", "name": "a"}"#)
    #expect(outcome.findings.map(\.kind) == [.schemaViolation, .decodeFailure])
    #expect(outcome.findings.allSatisfy { $0.pointer?.description == "/id" })
    #expect(outcome.findings.allSatisfy { $0.source.line == 1 && $0.source.column == 8 })
    #expect(outcome.schemaValid == false)
    #expect(outcome.decoded == false)
  }

  /// What a run's report lists enough of is counted by its fingerprint and never built: the
  /// hash the check makes to decide is the fingerprint the finding would carry.
  @Test func aFindingListedEnoughIsCountedByItsFingerprintAndNotBuilt() throws {
    let (checker, _) = try checker()
    let response = Response(
      body: Array(#"{"id": 1, "name": 2, "note": "kept by the backend"}"#.utf8), source: SourceReference(file: "r.json"))
    let built = checker.check(response, listedEnough: []).findings
    #expect(Set(built.map(\.kind)) == [.schemaViolation, .decodeFailure])
    let decoded = checker.check(
      Response(body: Array(#"{"id": 1, "name": "a", "note": "n"}"#.utf8), source: SourceReference(file: "r.json")),
      listedEnough: [])
    let everything = built + decoded.findings
    #expect(decoded.findings.map(\.kind) == [.roundtripLoss])
    let listedEnough = Set(everything.compactMap { UInt64($0.fingerprint, radix: 16) })
    let violation = try #require(built.first { $0.kind == .schemaViolation })

    let counted = checker.check(response, listedEnough: listedEnough)
    #expect(counted.findings.map(\.kind) == [.decodeFailure], "a decode failure is always built")
    #expect(counted.unlisted == [UInt64(violation.fingerprint, radix: 16)])
    let countedLoss = checker.check(
      Response(body: Array(#"{"id": 1, "name": "a", "note": "n"}"#.utf8), source: SourceReference(file: "r.json")),
      listedEnough: listedEnough)
    #expect(countedLoss.findings.isEmpty)
    #expect(countedLoss.unlisted == decoded.findings.map { UInt64($0.fingerprint, radix: 16) })
  }

  @Test func aKeyTheContractAllowsAndTheModelDropsIsARoundTripLoss() throws {
    let outcome = try check(#"{"id": 1, "name": "a", "note": "kept by the backend"}"#)
    let loss = try #require(outcome.findings.first)
    #expect(outcome.findings.count == 1)
    #expect(loss.kind == .roundtripLoss)
    #expect(loss.pointer?.description == "/note")
    #expect(loss.message.contains("Item does not keep this field"))
  }

  @Test func aDuplicatedKeyIsAParserDisagreement() throws {
    let outcome = try check(#"{"id": 1, "id": 2, "name": "a"}"#)
    #expect(outcome.findings.map(\.kind).contains(.parserDisagreement))
  }

  /// A model whose decoder reads each URL from the other's key (its encoder writes the right
  /// ones): a round trip swaps the values.
  struct Link: Codable, Sendable {
    var siteURL: String?
    var redirectURL: String?

    enum CodingKeys: String, CodingKey {
      case siteURL = "site_url"
      case redirectURL = "redirect_url"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      siteURL = try container.decodeIfPresent(String.self, forKey: .redirectURL)
      redirectURL = try container.decodeIfPresent(String.self, forKey: .siteURL)
    }
  }

  @Test func aKeyThatComesBackHoldingItsSiblingsValueReadsAnotherKey() throws {
    let (checker, _) = try checkerOnDisk(
      schema: #"{"type": "object", "properties": {"site_url": {"type": "string"}, "redirect_url": {"type": "string"}}}"#,
      contract: "links", model: Link.self, name: "Link")
    let body = #"{"site_url": "https://site.example", "redirect_url": "https://redirect.example"}"#
    let outcome = checker.check(Response(body: Array(body.utf8), source: SourceReference(file: "r.json")))
    let swapped = outcome.findings.filter { $0.evidence["cause"] == "reads-another-key" }
    #expect(swapped.map { $0.pointer?.description ?? "" }.sorted() == ["/redirect_url", "/site_url"], "\(outcome.findings)")
    let site = try #require(swapped.first { $0.pointer?.description == "/site_url" })
    #expect(site.evidence["otherKey"] == "redirect_url")
    #expect(site.message.contains("Link writes here the value 'redirect_url' was sent with"), "\(site.message)")
  }

  /// Parser disagreements beside a decode JSONDecoder could not read are reported once.
  ///
  /// A number beyond Double: jansson reads it (noting the limitation), JSONDecoder cannot
  /// read the bytes at all. The parsers' disagreements are reported once, by the parse stage,
  /// not again beside the decode failure.
  @Test func parserDisagreementsBesideAnUnreadableDecodeAreReportedOnce() throws {
    let outcome = try check(#"{"id": 1e400, "name": "x"}"#)
    #expect(outcome.findings.contains { $0.kind == .decodeFailure })
    let disagreements = outcome.findings.filter { $0.kind == .parserDisagreement }
    #expect(!disagreements.isEmpty)
    #expect(Set(disagreements.map(\.fingerprint)).count == disagreements.count, "\(disagreements.map(\.message))")
  }
}
