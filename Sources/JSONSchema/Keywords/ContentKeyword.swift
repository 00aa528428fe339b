import Foundation
import JSONCore
import Jansson

/// `contentEncoding` and `contentMediaType`: annotations, unless ``ValidatorOptions/assertContent``
/// asks draft 7 to check them (its optional tests do).
///
/// Known: the `base64` encoding and the `application/json` media type.
final class ContentKeyword: KeywordBase, Keyword, @unchecked Sendable {
  let base64: Bool
  let json: Bool
  let location: KeywordLocation
  let appliesTo = InstanceKinds.string
  let priority = KeywordPriority.text

  init(base64: Bool, json: Bool, location: KeywordLocation) {
    self.base64 = base64
    self.json = json
    self.location = location
  }

  static func compileMediaType(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard context.options.assertContent, context.draft <= .draft7 else { return nil }
    let json = value.stringValue?.lowercased() == "application/json"
    let base64 = context.object["contentEncoding"]?.stringValue?.lowercased() == "base64"
    guard json else { return nil }
    return ContentKeyword(base64: base64, json: true, location: context.location("contentMediaType"))
  }

  static func compileEncoding(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    guard context.options.assertContent, context.draft <= .draft7,
      value.stringValue?.lowercased() == "base64",
      // With a JSON media type beside it, that keyword checks both.
      context.object["contentMediaType"]?.stringValue?.lowercased() != "application/json"
    else { return nil }
    return ContentKeyword(base64: true, json: false, location: context.location("contentEncoding"))
  }

  private func passes(_ instance: JSONValue) -> Bool {
    guard case .string(let string) = instance else { return true }
    var bytes = Array(string.utf8)
    if base64 {
      guard let data = Data(base64Encoded: string) else { return false }
      bytes = Array(data)
    }
    if json { return (try? JanssonParser.parse(bytes)) != nil }
    return true
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool { passes(instance.pointee) }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    if passes(instance) { return true }
    let what = json ? (base64 ? "base64-encoded JSON" : "JSON") : "base64"
    context.report(location, at: path, "the string is not valid \(what)")
    return false
  }
}
