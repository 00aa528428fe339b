import ContractCLI
import Contracts
import Foundation
import Testing

/// Types registered with a runner: nested types by their path, and two under one name refused.
@Suite struct RegistryTests {
  enum Issue { struct Comment: Codable { var id: Int } }
  enum PullRequest { struct Comment: Codable { var body: String } }

  @Test func nestedTypesAreNamedByTheirPath() {
    let registry = ContractRegistry {
      Model(Issue.Comment.self)
      Model(PullRequest.Comment.self)
    }
    #expect(registry.models.keys.sorted() == ["RegistryTests.Issue.Comment", "RegistryTests.PullRequest.Comment"])
    #expect(registry.conflicts.isEmpty)
  }

  @Test func twoTypesUnderOneNameAreAUsageErrorNamingBoth() {
    var registry = ContractRegistry {
      Model(Issue.Comment.self, name: "Comment")
      Model(PullRequest.Comment.self, name: "Comment")
    }
    // Registering the same type again is not a conflict.
    registry.register(Model(Issue.Comment.self, name: "Comment"))
    let errors = Captured()
    let console = Console(write: { _ in }, writeError: { errors.append($0) })
    let code = ContractTool(registry: registry).run(["list"], console: console)
    #expect(code == .usage)
    #expect(
      errors.text
        == "contract list: the runner's registry: two types registered as 'Comment': "
        + "ContractCLITests.RegistryTests.Issue.Comment and ContractCLITests.RegistryTests.PullRequest.Comment;"
        + " name one with Model(T.self, name: \"…\")\n")
  }
}

/// Text written by a console, from any thread.
final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var parts: [String] = []

  func append(_ text: String) { lock.withLock { parts.append(text) } }
  var text: String { lock.withLock { parts.joined() } }
}
