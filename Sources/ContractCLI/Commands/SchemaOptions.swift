import CodeGen
import Contracts
import Foundation
import JSONSchema

/// Options for how contract schemas are compiled: draft override, URI mappings, formats.
struct SchemaOptions: Sendable {
  static let specOptions: [ArgumentSpec.Option] = [
    .init(
      "draft", value: "DRAFT", help: "Read every schema as this draft, whatever its $schema says.",
      choices: ["4", "6", "7", "2019-09", "2020-12"]),
    .init(
      "map", value: "PREFIX=DIR", help: "Resolve $refs starting with PREFIX from DIR; repeatable.", repeatable: true),
    .init(
      "map-catalog", value: "DIR",
      help: "Resolve SchemaStore catalogue URLs (https://json.schemastore.org/NAME) from DIR/NAME[.json]; repeatable.",
      repeatable: true),
  ]

  /// `--assert-formats`, the same flag wherever schemas are compiled.
  static let assertFormatsFlag = ArgumentSpec.Flag(
    "assert-formats", help: "Treat schema `format` keywords as assertions, not annotations.")

  var draft: Draft?
  var mappings: [(prefix: String, directory: String)]
  var assertFormats: Bool
  /// Draft 7's `contentEncoding` / `contentMediaType` assert (`--assert-content`, `validate` only).
  var assertContent: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    draft = arguments.value("draft").flatMap(SchemaOptions.draft(named:))
    var mappings: [(prefix: String, directory: String)] = []
    for mapping in arguments.values("map") {
      guard let equals = mapping.firstIndex(of: "="), equals != mapping.startIndex else {
        throw UsageError("--map takes URI-PREFIX=DIR, not '\(mapping)'")
      }
      mappings.append((String(mapping[..<equals]), String(mapping[mapping.index(after: equals)...])))
    }
    for directory in arguments.values("map-catalog") {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
      else { throw UsageError("--map-catalog \(directory): not a directory") }
      mappings += SchemaRegistry.catalogMappings(directory: directory)
    }
    self.mappings = mappings
    assertFormats = arguments.flag("assert-formats")
    assertContent = arguments.flag("assert-content")
  }

  /// `4`, `6`, `7`, `2019-09`, `2020-12` (the `--draft` choices).
  static func draft(named name: String) -> Draft? { Draft(optionName: name) }

  var validatorOptions: ValidatorOptions {
    var options = ValidatorOptions()
    options.draft = draft
    if assertFormats { options.assertFormats = true }
    options.assertContent = assertContent
    return options
  }

  /// The loader `check` compiles contract schemas with.
  func loader() -> CheckRun.SchemaLoader {
    JSONSchemaLoader(options: validatorOptions, mappings: mappings).load
  }
}
