/// A JSON Schema specification draft: which keywords exist and what they mean.
///
/// The draft of a schema resource comes from its `$schema`; a resource without one takes the
/// draft of the resource around it, and a document without one takes
/// ``ValidatorOptions/defaultDraft`` (2020-12 unless told otherwise).
public enum Draft: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
  case draft4 = "draft-04"
  case draft6 = "draft-06"
  case draft7 = "draft-07"
  case draft2019_09 = "2019-09"
  case draft2020_12 = "2020-12"

  /// The canonical `$schema` URI of the draft's meta-schema.
  public var metaSchemaURI: String {
    switch self {
    case .draft4: "http://json-schema.org/draft-04/schema#"
    case .draft6: "http://json-schema.org/draft-06/schema#"
    case .draft7: "http://json-schema.org/draft-07/schema#"
    case .draft2019_09: "https://json-schema.org/draft/2019-09/schema"
    case .draft2020_12: "https://json-schema.org/draft/2020-12/schema"
    }
  }

  /// The draft whose meta-schema `uri` names, accepting the spellings found in the wild
  /// (`http` or `https`, with or without the trailing `#`); `nil` for any other URI.
  public init?(metaSchemaURI uri: String) {
    var text = Substring(uri)
    if text.hasSuffix("#") { text = text.dropLast() }
    if text.hasPrefix("https://") {
      text = text.dropFirst(8)
    } else if text.hasPrefix("http://") {
      text = text.dropFirst(7)
    } else {
      return nil
    }
    switch text {
    case "json-schema.org/draft-04/schema": self = .draft4
    case "json-schema.org/draft-06/schema": self = .draft6
    case "json-schema.org/draft-07/schema": self = .draft7
    case "json-schema.org/draft/2019-09/schema": self = .draft2019_09
    case "json-schema.org/draft/2020-12/schema": self = .draft2020_12
    default: return nil
    }
  }

  public static func < (lhs: Draft, rhs: Draft) -> Bool { lhs.order < rhs.order }

  private var order: Int {
    switch self {
    case .draft4: 4
    case .draft6: 6
    case .draft7: 7
    case .draft2019_09: 8
    case .draft2020_12: 9
    }
  }

  /// The identifier keyword: `id` in draft 4, `$id` after.
  var idKeyword: String { self == .draft4 ? "id" : "$id" }

  /// Drafts 4–7 ignore every keyword beside `$ref`; 2019-09 made `$ref` an ordinary applicator.
  var refOverridesSiblings: Bool { self <= .draft7 }
}
