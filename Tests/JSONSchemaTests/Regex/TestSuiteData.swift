import Foundation

/// Locates and reads JSON-Schema-Test-Suite files for the regex and format tests.
///
/// The suite lives beside the repository (`../shared/data/json-schema-test-suite`), or where
/// `JSON_SCHEMA_TEST_SUITE` points. When it is absent the tests print why and pass.
enum TestSuiteData {
  static let root: URL? = {
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["JSON_SCHEMA_TEST_SUITE"] {
      candidates.append(URL(fileURLWithPath: path))
    }
    // Tests/JSONSchemaTests/Regex/TestSuiteData.swift -> repository root -> ../shared.
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(repository.appendingPathComponent("../shared/data/json-schema-test-suite"))
    candidates.append(URL(fileURLWithPath: "/work/shared/data/json-schema-test-suite"))
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("tests").path)
    }
  }()

  struct TestCase {
    let file: String
    let group: String
    let description: String
    let schema: Any
    let data: Any
    let valid: Bool
  }

  /// The cases of `tests/<draft>/<file>`, or nil (with the reason printed) when unavailable.
  static func cases(draft: String, file: String) -> [TestCase]? {
    guard let root else {
      print(
        "skipped \(draft)/\(file): JSON-Schema-Test-Suite not found (set JSON_SCHEMA_TEST_SUITE)")
      return nil
    }
    let url = root.appendingPathComponent("tests/\(draft)/\(file)")
    guard let data = try? Data(contentsOf: url),
      let groups = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        as? [[String: Any]]
    else {
      print("skipped \(draft)/\(file): cannot read \(url.path)")
      return nil
    }
    var result: [TestCase] = []
    for group in groups {
      guard let tests = group["tests"] as? [[String: Any]], let schema = group["schema"] else {
        continue
      }
      for test in tests {
        guard let valid = test["valid"] as? Bool, let instance = test["data"] else { continue }
        result.append(
          TestCase(
            file: file, group: group["description"] as? String ?? "",
            description: test["description"] as? String ?? "",
            schema: schema, data: instance, valid: valid))
      }
    }
    return result
  }

  /// JSON type of a JSONSerialization value, telling booleans from numbers.
  static func jsonType(_ value: Any) -> String {
    if value is NSNull { return "null" }
    if value is String { return "string" }
    if value is [Any] { return "array" }
    if value is [String: Any] { return "object" }
    if let number = value as? NSNumber {
      if String(cString: number.objCType) == "c" { return "boolean" }
      return number.doubleValue.rounded() == number.doubleValue ? "integer" : "number"
    }
    return "unknown"
  }
}
