import Foundation
import JSONSchemaRegex
import Testing

@testable import JSONSchema

/// Runs the regex cases of JSON-Schema-Test-Suite (`pattern`, `patternProperties`,
/// `optional/ecmascript-regex`, `optional/non-bmp-regex`, `optional/format/ecmascript-regex`)
/// with a tiny evaluator that knows just the keywords those files use.
@Suite struct ECMARegexSuiteTests {
  static let files = [
    "pattern.json", "patternProperties.json", "optional/ecmascript-regex.json",
    "optional/non-bmp-regex.json",
    "optional/format/ecmascript-regex.json", "optional/format/regex.json",
  ]

  @Test(arguments: ["draft2020-12", "draft2019-09", "draft7"])
  func suiteFiles(draft: String) throws {
    var passed = 0
    var skipped = 0
    for file in Self.files {
      guard let cases = TestSuiteData.cases(draft: draft, file: file) else { continue }
      for test in cases {
        guard let schema = test.schema as? [String: Any],
          let verdict = try Self.evaluate(schema, test.data)
        else {
          skipped += 1
          print(
            "skipped \(draft)/\(file) '\(test.group)' / '\(test.description)': keyword outside this evaluator"
          )
          continue
        }
        #expect(verdict == test.valid, "\(draft)/\(file) '\(test.group)' / '\(test.description)'")
        if verdict == test.valid { passed += 1 }
      }
    }
    print("ECMARegexSuiteTests \(draft): \(passed) passed, \(skipped) skipped")
  }

  /// nil when the schema uses a keyword this evaluator does not implement.
  static func evaluate(_ schema: Any, _ instance: Any) throws -> Bool? {
    if let boolean = schema as? Bool, TestSuiteData.jsonType(schema) == "boolean" { return boolean }
    guard let schema = schema as? [String: Any] else { return nil }
    var valid = true
    for (keyword, value) in schema {
      switch keyword {
      case "$schema":
        continue
      case "type":
        guard let name = value as? String else { return nil }
        let actual = TestSuiteData.jsonType(instance)
        valid = valid && (actual == name || (name == "number" && actual == "integer"))
      case "maximum":
        guard let limit = value as? NSNumber else { return nil }
        if let number = instance as? NSNumber, TestSuiteData.jsonType(instance) != "boolean" {
          valid = valid && number.doubleValue <= limit.doubleValue
        }
      case "pattern":
        guard let pattern = value as? String else { return nil }
        if let string = instance as? String {
          let regex = try ECMARegex(pattern)
          valid = valid && regex.firstMatch(in: string)
        }
      case "format":
        guard value as? String == "regex" else { return nil }
        if let string = instance as? String { valid = valid && ECMARegex.isValid(string) }
      case "patternProperties", "additionalProperties":
        continue
      default:
        return nil
      }
    }
    if let object = instance as? [String: Any], TestSuiteData.jsonType(instance) == "object" {
      let patterns = try (schema["patternProperties"] as? [String: Any] ?? [:]).map {
        (try ECMARegex($0.key), $0.value)
      }
      for (key, member) in object {
        var matched = false
        for (regex, subschema) in patterns where regex.firstMatch(in: key) {
          matched = true
          guard let result = try evaluate(subschema, member) else { return nil }
          valid = valid && result
        }
        if !matched, let additional = schema["additionalProperties"] {
          guard let result = try evaluate(additional, member) else { return nil }
          valid = valid && result
        }
      }
    }
    return valid
  }
}
