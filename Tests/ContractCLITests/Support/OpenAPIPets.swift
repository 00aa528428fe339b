/// An OpenAPI 3.0 document with the given `components/schemas` (YAML, indented as members of
/// `schemas`), and a manifest whose one contract, `pet`, is its `Pet` over `Corpus/*.json`.
enum OpenAPIPets {
  static func document(schemas: String) -> String {
    """
    openapi: 3.0.3
    info: {title: d, version: "1"}
    paths: {}
    components:
      schemas:

    """ + schemas.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
  }

  static let manifest =
    #"{"corpusRoot": "../Corpus", "contracts": [{"id": "pet", "schema": "api.yaml#/components/schemas/Pet", "corpus": ["*.json"]}]}"#

  /// An auth server's `/signup` as real documents write it: a session or a user, two open
  /// objects that require nothing, each matching the other's responses too.
  static let sessionOrUser = document(
    schemas: """
      Pet:
        oneOf: [{$ref: '#/components/schemas/Session'}, {$ref: '#/components/schemas/User'}]
      Session: {type: object, properties: {access_token: {type: string}, expires_in: {type: integer}}}
      User: {type: object, properties: {id: {type: string}, email: {type: string}}}
      """)
}
