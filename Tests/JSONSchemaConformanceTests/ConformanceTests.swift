import Foundation
import JSONSchema
import XCTest

/// The official JSON-Schema-Test-Suite, every draft: required tests must all pass (or be
/// listed in `known-failures.json` with a reason); optional tests, formats asserted, are
/// counted and printed.
final class ConformanceTests: XCTestCase {
  func testDraft4() throws { try runDraft("draft4", .draft4) }
  func testDraft6() throws { try runDraft("draft6", .draft6) }
  func testDraft7() throws { try runDraft("draft7", .draft7) }
  func testDraft2019_09() throws { try runDraft("draft2019-09", .draft2019_09) }
  func testDraft2020_12() throws { try runDraft("draft2020-12", .draft2020_12) }

  private func runDraft(_ directory: String, _ draft: Draft) throws {
    guard SuiteLocation.isAvailable else {
      print("JSON-Schema-Test-Suite not found at \(SuiteLocation.suite.path): skipping \(directory)")
      throw XCTSkip("JSON-Schema-Test-Suite not found at \(SuiteLocation.suite.path)")
    }
    let runner = SuiteRunner(draftDirectory: directory, draft: draft)
    let registry = runner.makeRegistry()
    let known = KnownFailures.load()
    let options = ValidatorOptions(defaultDraft: draft)
    let required = runner.run(subdirectory: "", options: options, registry: registry)
    var optional = runner.run(subdirectory: "optional", options: options, registry: registry)
    var formatOptions = options
    formatOptions.assertFormats = true
    let formats = runner.run(subdirectory: "optional/format", options: formatOptions, registry: registry)
    optional.passed += formats.passed
    optional.total += formats.total
    optional.failures += formats.failures

    let percent = optional.total == 0 ? 100 : Double(optional.passed) * 100 / Double(optional.total)
    print(
      "JSON-Schema-Test-Suite \(directory): required \(required.passed)/\(required.total), "
        + "optional \(optional.passed)/\(optional.total) (\(String(format: "%.1f", percent))%)")
    for failure in optional.failures { print("  optional failure: \(failure)") }

    var unexpected = 0
    for failure in required.failures {
      if let reason = known.reasons[failure.key] {
        print("  known failure: \(failure.key) (\(reason))")
      } else {
        unexpected += 1
        XCTFail("required test failed: \(failure)")
      }
    }
    let failedKeys = Set(required.failures.map(\.key))
    for key in known.reasons.keys where key.hasPrefix(directory + "/") && !failedKeys.contains(key) {
      print("  stale known failure (it passes now): \(key)")
    }
    if unexpected > 0 { print("  \(unexpected) unexpected required failure(s) in \(directory)") }
  }
}
