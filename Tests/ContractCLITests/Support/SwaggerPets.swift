/// A Swagger 2.0 document whose `Pet` is a base that `Cat` and `Dog` extend with `allOf`,
/// named by its `discriminator` (Swagger's only form, go-swagger's and NSwag's), and a
/// manifest whose one contract, `pet`, is `Pet` over `Corpus/*.json`.
enum SwaggerPets {
  static let document = """
    swagger: "2.0"
    info: {title: d, version: "1"}
    paths: {}
    definitions:
      Pet:
        type: object
        required: [name, petType]
        discriminator: petType
        properties: {name: {type: string}, petType: {type: string}}
      Cat:
        allOf:
          - $ref: '#/definitions/Pet'
          - {type: object, required: [huntingSkill], properties: {huntingSkill: {type: string}}}
      Dog:
        allOf:
          - $ref: '#/definitions/Pet'
          - {type: object, properties: {packSize: {type: integer, minimum: 0}}}
    """

  static let manifest =
    #"{"corpusRoot": "../Corpus", "contracts": [{"id": "pet", "schema": "api.yaml#/definitions/Pet", "corpus": ["*.json"]}]}"#
}
