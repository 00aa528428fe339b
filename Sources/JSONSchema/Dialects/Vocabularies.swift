/// The vocabularies a schema resource uses (2019-09 and later), as its meta-schema's
/// `$vocabulary` lists them.
///
/// A keyword belongs to one vocabulary; when a custom meta-schema leaves a vocabulary out,
/// that vocabulary's keywords are unknown keywords (annotations at most). The draft
/// meta-schemas use every vocabulary, and drafts 4–7 have none, so they get ``all``.
struct Vocabularies: OptionSet, Sendable, Hashable {
  let rawValue: UInt16

  static let core = Vocabularies(rawValue: 1 << 0)
  static let applicator = Vocabularies(rawValue: 1 << 1)
  static let unevaluated = Vocabularies(rawValue: 1 << 2)
  static let validation = Vocabularies(rawValue: 1 << 3)
  static let metaData = Vocabularies(rawValue: 1 << 4)
  static let formatAnnotation = Vocabularies(rawValue: 1 << 5)
  static let formatAssertion = Vocabularies(rawValue: 1 << 6)
  static let content = Vocabularies(rawValue: 1 << 7)

  static let all: Vocabularies = [
    .core, .applicator, .unevaluated, .validation, .metaData, .formatAnnotation, .content,
  ]

  /// The vocabulary a `$vocabulary` URI names; `nil` for one this validator does not know.
  static func named(_ uri: String) -> Vocabularies? {
    switch uri {
    case "https://json-schema.org/draft/2020-12/vocab/core",
      "https://json-schema.org/draft/2019-09/vocab/core":
      .core
    case "https://json-schema.org/draft/2020-12/vocab/applicator":
      .applicator
    // 2019-09 had the unevaluated keywords in the applicator vocabulary.
    case "https://json-schema.org/draft/2019-09/vocab/applicator":
      [.applicator, .unevaluated]
    case "https://json-schema.org/draft/2020-12/vocab/unevaluated":
      .unevaluated
    case "https://json-schema.org/draft/2020-12/vocab/validation",
      "https://json-schema.org/draft/2019-09/vocab/validation":
      .validation
    case "https://json-schema.org/draft/2020-12/vocab/meta-data",
      "https://json-schema.org/draft/2019-09/vocab/meta-data":
      .metaData
    case "https://json-schema.org/draft/2020-12/vocab/format-annotation":
      .formatAnnotation
    case "https://json-schema.org/draft/2019-09/vocab/format":
      .formatAnnotation
    case "https://json-schema.org/draft/2020-12/vocab/format-assertion":
      .formatAssertion
    case "https://json-schema.org/draft/2020-12/vocab/content",
      "https://json-schema.org/draft/2019-09/vocab/content":
      .content
    // The OpenAPI 3.1 vocabulary adds annotations only.
    case "https://spec.openapis.org/oas/3.1/vocab/base":
      .metaData
    default:
      nil
    }
  }
}
