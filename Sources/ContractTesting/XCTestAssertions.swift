public import Contracts
import XCTest

extension ContractCorpus {
  /// Checks every corpus response of contract `id`; each finding at or above `severity` (and
  /// not known to `baseline`) is one test failure with its file, pointer and cause.
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
