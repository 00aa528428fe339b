public import Contracts
import XCTest

extension ContractCorpus {
  /// Checks every corpus response of contract `id`; each finding at or above `severity` (and
  /// not known to `baseline`) is one test failure with its file, pointer and cause.
  ///
  /// ```swift
  /// final class ContractXCTests: XCTestCase {
  ///   func testCourses() throws {
  ///     let corpus = try ContractCorpus(registry: registry)
  ///     corpus.assertContract("chapter.course")
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: the contract's id in `contracts.json`.
  ///   - severity: the lowest severity that fails the test.
  ///   - baseline: findings accepted already, which do not fail it.
  ///   - file: where the failures are reported; leave the default.
  ///   - line: where the failures are reported; leave the default.
  public func assertContract(
    _ id: String, atLeast severity: Finding.Severity = .error, baseline: Baseline? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let responses: [CorpusResponse]
    do {
      responses = try self.responses(of: id)
    } catch {
      XCTFail("\(error)", file: file, line: line)
      return
    }
    if responses.isEmpty { XCTFail("contract '\(id)' has no corpus responses", file: file, line: line) }
    for response in responses {
      for finding in findings(response, atLeast: severity, baseline: baseline) {
        XCTFail(finding.testDescription, file: file, line: line)
      }
    }
  }
}
