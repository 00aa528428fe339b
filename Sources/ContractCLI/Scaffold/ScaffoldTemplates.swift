/// The Swift files `contract init` writes into a user's package; each is the user's to edit.
///
/// The registry lives in a library target so that the runner and the test target both import
/// it (a test target cannot import an executable's `main.swift`).
enum ScaffoldTemplates {
  static let registryTarget = "AppContracts"
  static let runnerTarget = "contract-runner"
  static let testTarget = "AppContractTests"
  /// The test target's folder for the tests `check --emit-tests` and `replay --emit-test`
  /// write; their responses go in its `Fixtures`, which the target excludes (not sources).
  static let regressions = "Regressions"

  /// `Tests/AppContractTests/Regressions/Fixtures/README.md`: keeps the folder the test
  /// target excludes, and says what comes into it.
  static let regressionFixtures = """
    The responses of the tests in ../ (one NDJSON envelope each, redacted), written by
    `contract check --emit-tests Tests/\(testTarget)/\(regressions)` and
    `contract replay ID --emit-test Tests/\(testTarget)/\(regressions)`. Each test fails
    while its model cannot read its response (or loses data from it) and passes once it can.

    """

  /// `Sources/AppContracts/Registry.swift`: every public `Codable` type of the models module,
  /// and the app's decoder as the profile `profile` (`--profile NAME`, else `app`): registered
  /// when the models module has one public factory of it (`decoder`, with `encoder` when it
  /// has one of those), else a commented example naming the factories found.
  static func registry(
    modelsModule: String, types: [String], profile: String? = nil, decoder: String? = nil, encoder: String? = nil,
    factories: [String] = []
  ) -> String {
    let name = profile ?? "app"
    // Interpolated lines keep their own indentation: the registry's body is four spaces in.
    let lines = (types.isEmpty ? ["// Model(YourResponse.self)"] : types.map { "Model(\($0).self)" })
      .map { "    " + $0 }.joined(separator: "\n")
    let profileLines: String
    if let decoder {
      let encoding = encoder.map { ", encoder: { \($0) }" } ?? ""
      profileLines = """
          // Your app's own decoder\(encoder == nil ? "" : " and encoder"), found in \(modelsModule), as contracts.json's
          // "profile": "\(name)"\(encoder == nil ? " (add `encoder: { … }` where the app sends models back: their round\n  // trip is then checked too)" : ""):
          registry.register(Profile(name: "\(name)", summary: "the app's \(decoder)", direction: .read,
            decoder: { \(decoder) }\(encoding)))
        """
    } else {
      let found = factories.isEmpty ? "" : "\n  // (\(modelsModule) has \(factories.joined(separator: ", ")))"
      profileLines = """
          // Your app's own decoder, as contracts.json's "profile": "\(name)" (add
          // `encoder: { makeAppEncoder() }` where the app sends models back: their round trip is
          // then checked too):\(found)
          // registry.register(Profile(name: "\(name)", summary: "the app's decoder", direction: .read,
          //   decoder: { makeAppDecoder() }))
        """
    }
    return """
      // The types and profiles Contracts/contracts.json can name, shared by the runner and the
      // tests. Written by `contract init`: yours to edit. A nested type is named by its path
      // ("Issue.Comment"); `Model(T.self, name: "…")` names one otherwise.
      public import Contracts
      import Foundation  // for your app's JSONDecoder and JSONEncoder factories
      import \(modelsModule)

      public let registry: ContractRegistry = {
        var registry = ContractRegistry {
      \(lines)
        }
      \(profileLines)
        return registry
      }()

      """
  }

  /// `Sources/contract-runner/main.swift`: the ten-line runner.
  static let runner = """
    // The contract runner: `swift run -c release contract-runner check`. Release, because a
    // debug build decodes many times slower. Written by `contract init`: yours to edit.
    import \(registryTarget)
    import ContractCLI

    ContractTool(registry: registry).main()

    """

  /// `Tests/AppContractTests/ContractTests.swift`: the corpus from XCTest and Swift Testing.
  static let tests = """
    // The contracts from `swift test`: XCTest reports one failure per finding of each
    // contract, Swift Testing one test case per recorded response. Written by `contract init`.
    import \(registryTarget)
    import ContractTesting
    import Testing
    import XCTest

    final class ContractXCTests: XCTestCase {
      func testEveryContract() throws {
        let corpus = try ContractCorpus(registry: registry)
        for contract in corpus.run.manifest.contracts { corpus.assertContract(contract.id) }
      }
    }

    @Suite struct ContractResponseTests {
      static let corpus = Result { try ContractCorpus(registry: registry) }

      @Test(arguments: try corpus.get().responses())
      func response(_ response: CorpusResponse) throws { try Self.corpus.get().expectValid(response) }
    }

    """

  /// The targets to add to `Package.swift`, indented for its `targets:` array.
  static func targets(modelsModule: String, package: String) -> String {
    """
        // contract: the registry, the runner and the contract tests (written by `contract init`).
        .target(
          name: "\(registryTarget)",
          dependencies: ["\(modelsModule)", .product(name: "Contracts", package: "\(package)")]),
        .executableTarget(
          name: "\(runnerTarget)",
          dependencies: ["\(registryTarget)", .product(name: "ContractCLI", package: "\(package)")]),
        .testTarget(
          name: "\(testTarget)",
          dependencies: ["\(registryTarget)", .product(name: "ContractTesting", package: "\(package)")],
          exclude: ["\(regressions)/Fixtures"]),

    """
  }
}
