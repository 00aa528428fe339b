import ContractTesting
import Foundation
import Testing

/// A broken place in a shared API document (a `$ref` to nothing) spoils the contracts whose
/// schemas hold or reach it, each reported at the place; the others are compiled and checked.
@Suite struct BrokenSchemaPlaceTests {
  @Test func theContractsABrokenPlaceSpoilsHaveItsErrorAndTheOthersAreChecked() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {},
       "components": {"schemas": {
         "A": {"type": "object", "properties": {"id": {"type": "integer"}, "gone": {"$ref": "#/components/schemas/Missing"}}},
         "B": {"type": "object", "properties": {"id": {"type": "integer"}, "a": {"$ref": "#/components/schemas/A"}}},
         "C": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}
       }}}
      """, to: "Contracts/openapi.json")
    try folder.write(
      """
      {"contracts": [
        {"id": "pets.a", "type": "Pet", "schema": "openapi.json#/components/schemas/A", "corpus": ["pets/a*.json"]},
        {"id": "pets.b", "type": "Pet", "schema": "openapi.json#/components/schemas/B", "corpus": ["pets/b*.json"]},
        {"id": "pets.c", "type": "Pet", "schema": "openapi.json#/components/schemas/C", "corpus": ["pets/c*.json"]}
      ]}
      """, to: "Contracts/contracts.json")
    for name in ["a1", "b1"] { try folder.write(#"{"id": 1, "name": "Rex", "species": "dog"}"#, to: "Corpus/pets/\(name).json") }
    try folder.write(#"{"id": "x", "name": "Rex", "species": "dog"}"#, to: "Corpus/pets/c1.json")

    let output = try executeCommand(["check"], product: "contract-fixtures", in: folder.path)
    #expect(output.exitCode == 2, "\(output.standardError)")
    let errors = output.standardError.split(separator: "\n").map(String.init)
    for contract in ["pets.a", "pets.b"] {
      #expect(
        errors.contains {
          $0.hasPrefix("contract check: \(folder.path)/Contracts/openapi.json:3:87: contract '\(contract)': ")
            && $0.hasSuffix("cannot resolve reference '#/components/schemas/Missing' (file://\(folder.path)/Contracts/openapi.json#/components/schemas/Missing) (at /components/schemas/A/properties/gone/$ref)")
        }, "\(output.standardError)")
    }
    #expect(!output.standardError.contains("'pets.c'"))
    // The contract the broken place does not reach is validated against its schema.
    #expect(output.standardOutput.contains("pets.c  openapi.json#/components/schemas/C → Pet [default]  1 response (0 valid, 1 invalid"))
    #expect(output.standardOutput.contains("(2 configuration errors)"))
  }
}
