import Contracts

/// Options for how contract schemas are compiled: draft override, URI mappings, formats.
struct SchemaOptions: Sendable {
  static let specOptions: [ArgumentSpec.Option] = [
    .init("draft", value: "DRAFT", help: "Dialect for schemas without $schema.", choices: ["4", "6", "7", "2019-09", "2020-12"]),
    .init("map", value: "PREFIX=DIR", help: "Resolve $refs starting with PREFIX from DIR; repeatable.", repeatable: true),
  ]

  var draft: String?
  var mappings: [(prefix: String, directory: String)]
  var assertFormats: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    draft = arguments.value("draft")
    var mappings: [(prefix: String, directory: String)] = []
    for mapping in arguments.values("map") {
      guard let equals = mapping.firstIndex(of: "="), equals != mapping.startIndex else {
        throw UsageError("--map takes URI-PREFIX=DIR, not '\(mapping)'")
      }
      mappings.append((String(mapping[..<equals]), String(mapping[mapping.index(after: equals)...])))
    }
    self.mappings = mappings
    assertFormats = arguments.flag("assert-formats")
  }

  func loader() -> CheckRun.SchemaLoader {
    { contract, manifest throws(ConfigurationError) in
      guard let schemaPath = contract.schemaPath else { return nil }
      throw ConfigurationError(
        file: manifest.path, location: contract.memberLocations["schema"],
        message: "contract '\(contract.id)': cannot compile \(schemaPath) yet")
    }
  }
}
