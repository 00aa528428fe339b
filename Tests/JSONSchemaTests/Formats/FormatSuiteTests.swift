import Foundation
import Testing

@testable import JSONSchema

/// Runs JSON-Schema-Test-Suite's `optional/format/*.json` through `FormatRegistry`.
///
/// Only string instances are checked (any other type passes a format by definition). Every
/// case must pass except those in `expectedFailures`, each with the reason it cannot.
@Suite struct FormatSuiteTests {
  /// "draft/file: description" → why the checker disagrees with the suite.
  static let expectedFailures: [String: String] = [:]

  @Test(arguments: ["draft2020-12", "draft2019-09", "draft7", "draft6", "draft4"])
  func optionalFormatFiles(draft: String) throws {
    guard let root = TestSuiteData.root else {
      print(
        "skipped optional/format for \(draft): JSON-Schema-Test-Suite not found (set JSON_SCHEMA_TEST_SUITE)"
      )
      return
    }
    let folder = root.appendingPathComponent("tests/\(draft)/optional/format")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json")
    }.sorted()
    var passed = 0
    var total = 0
    for file in files {
      guard let cases = TestSuiteData.cases(draft: draft, file: "optional/format/\(file)") else {
        continue
      }
      for test in cases {
        guard let string = test.data as? String, let schema = test.schema as? [String: Any],
          let format = schema["format"] as? String
        else { continue }
        total += 1
        let verdict = FormatRegistry.checker(for: format).map { $0(string) } ?? true
        let key = "\(draft)/\(file): \(test.description)"
        if verdict == test.valid {
          passed += 1
          #expect(
            Self.expectedFailures[key] == nil, "\(key) passes now; remove it from expectedFailures")
        } else if Self.expectedFailures[key] == nil {
          Issue.record(
            "\(key): \(string.debugDescription) should be \(test.valid ? "valid" : "invalid")")
        }
      }
    }
    print("FormatSuiteTests \(draft): \(passed)/\(total) string cases pass")
  }
}
