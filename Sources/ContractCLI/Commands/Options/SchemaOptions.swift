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

  /// `--assert-formats`, for `validate`: a plain JSON Schema validator follows the spec, where
  /// `format` is an annotation unless asked.
  static let assertFormatsFlag = ArgumentSpec.Flag(
    "assert-formats", help: "Treat schema `format` keywords as assertions, not annotations.")

  /// The format flags of the commands that judge a model against its contract (`check`,
  /// `fuzz`, `replay`): there formats are asserted unless `--no-assert-formats`. A contract
  /// saying `uuid` or `date-time` means it; an oracle that took `""` for either as allowed
  /// would blame the model for what the backend may never send.
  static let oracleFormatFlags: [ArgumentSpec.Flag] = [
    .init(
      "no-assert-formats",
      help:
        "Treat `format` as an annotation. By default date-time, date, time, uuid, uri, email, ipv4, ipv6 and the other formats are asserted."
    ),
    .init("assert-formats", help: "Assert `format` keywords (the default; kept for older scripts)."),
  ]

  var draft: Draft?
  var mappings: [(prefix: String, directory: String)]
  var assertFormats: Bool
  /// Draft 7's `contentEncoding` / `contentMediaType` assert (`--assert-content`, `validate` only).
  var assertContent: Bool

  /// - Parameter assertsFormatsByDefault: `true` for the commands of ``oracleFormatFlags``.
  init(_ arguments: ParsedArguments, assertsFormatsByDefault: Bool = false) throws(UsageError) {
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
    if arguments.flag("assert-formats"), arguments.flag("no-assert-formats") {
      throw UsageError("give --assert-formats or --no-assert-formats, not both")
    }
    assertFormats =
      arguments.flag("assert-formats") || (assertsFormatsByDefault && !arguments.flag("no-assert-formats"))
    assertContent = arguments.flag("assert-content")
  }

  /// `4`, `6`, `7`, `2019-09`, `2020-12` (the `--draft` choices).
  static func draft(named name: String) -> Draft? { Draft(optionName: name) }

  var validatorOptions: ValidatorOptions {
    var options = ValidatorOptions()
    options.draft = draft
    options.assertFormats = assertFormats ? true : nil
    options.assertContent = assertContent
    return options
  }

  /// The loader `check` compiles contract schemas with.
  func loader() -> CheckRun.SchemaLoader {
    JSONSchemaLoader(options: validatorOptions, mappings: mappings).load
  }
}
