import Foundation
import JSONCore
import JSONSchema
import Testing

/// `anyOf` / `oneOf` over alternatives that pin a property to strings try only the matching
/// alternatives on the fast path; the answers must stay those of trying them all.
@Suite struct DiscriminatorTests {
  static let schema = ##"""
    {
      "$defs": {
        "circle": {"type": "object", "required": ["kind", "r"],
                   "properties": {"kind": {"const": "circle"}, "r": {"type": "number"}}},
        "square": {"type": "object", "required": ["kind", "side"],
                   "properties": {"kind": {"enum": ["square", "box"]}, "side": {"type": "number"}}},
        "anything": {"type": "object", "required": ["note"]}
      },
      "KEYWORD": [{"$ref": "#/$defs/circle"}, {"$ref": "#/$defs/square"}, {"$ref": "#/$defs/anything"}]
    }
    """##

  static let cases: [(instance: String, anyOf: Bool, oneOf: Bool)] = [
    (#"{"kind": "circle", "r": 1}"#, true, true),
    (#"{"kind": "box", "side": 2}"#, true, true),
    (#"{"kind": "square", "r": 1}"#, false, false),
    (#"{"kind": "triangle", "note": "x"}"#, true, true),
    (#"{"kind": "triangle"}"#, false, false),
    (#"{"kind": "circle", "r": 1, "note": "both"}"#, true, false),
    (#"{"r": 1}"#, false, false),
    (#"{"note": "no kind"}"#, true, true),
    (#"{"kind": 3, "note": "x"}"#, true, true),
    (#"[]"#, false, false),
  ]

  @Test(arguments: ["anyOf", "oneOf"])
  func answersMatchTryingEveryAlternative(_ keyword: String) throws {
    let schema = try SchemaTestSupport.compile(Self.schema.replacingOccurrences(of: "KEYWORD", with: keyword))
    for test in Self.cases {
      let instance = SchemaTestSupport.json(test.instance)
      let expected = keyword == "anyOf" ? test.anyOf : test.oneOf
      #expect(schema.isValid(instance) == expected, "\(keyword) \(test.instance)")
      #expect(schema.validate(instance).isEmpty == expected, "\(keyword) \(test.instance)")
    }
  }
}
