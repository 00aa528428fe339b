import Foundation

/// Where the official JSON-Schema-Test-Suite is: `../shared/data/json-schema-test-suite`
/// beside the repository, found from this file's path so `swift test` works from anywhere.
enum SuiteLocation {
  static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // JSONSchemaConformanceTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static let suite: URL =
    repositoryRoot
    .appendingPathComponent("../shared/data/json-schema-test-suite").standardizedFileURL

  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: suite.appendingPathComponent("tests").path)
  }

  static let knownFailures: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("known-failures.json")
}
