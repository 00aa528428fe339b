import ContractTesting
import Foundation
import Testing

/// `contract generate` from a YAML OpenAPI document, on the built binary: the models compile
/// and decode, `on`/`yes`/`no` are enum strings (YAML 1.2 core schema), and an untranslatable
/// schema is located by the YAML file's own line and column.
@Suite struct GenerateYAMLTests {
  let directory: String

  init() throws { directory = try temporaryFolder("yaml") }

  private func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
  }

  static let openapi = """
    openapi: 3.0.3
    info: {title: Users, version: "1"}
    paths: {}
    components:
      schemas:
        User:
          type: object
          required: [id, name, status]
          properties:
            id: {type: integer}
            name: {type: string}
            status:
              type: string
              enum: [on, off, yes, no]
            tag:
              $ref: 'tags.yml#/components/schemas/Tag'

    """

  static let tags = """
    openapi: 3.0.3
    info: {title: Tags, version: "1"}
    paths: {}
    components:
      schemas:
        Tag:
          type: object
          required: [label]
          properties:
            label: {type: string}

    """

  @Test func modelsFromAYAMLDocumentCompileAndDecode() throws {
    try write("users.yaml", Self.openapi)
    try write("tags.yml", Self.tags)
    let generated = try executeCommand(["generate", "--schema", "users.yaml", "--out", "Out"], in: directory)
    try #require(generated.exitCode == 0, "\(generated.standardError)")
    let out = directory + "/Out"
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted().map { out + "/" + $0 }
    #expect(files.map { ($0 as NSString).lastPathComponent }.contains("Users.swift"), "\(files)")
    let source = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
    #expect(source.contains(#"case "yes": self = .yes"#), "\(source)")
    let runner = directory + "/main.swift"
    try write(
      "main.swift",
      """
      import Foundation

      let payload = #"{"id": 7, "name": "Ann", "status": "no", "tag": {"label": "x"}}"#
      let user = try JSONDecoder().decode(User.self, from: Data(payload.utf8))
      print(user.id, user.name, user.status.rawValue, user.tag?.label ?? "-")

      """)
    let compiled = try compileSwift(files + [runner], output: directory + "/runner")
    try #require(compiled.exitCode == 0, "\(compiled.standardError)")
    let run = try runProcess(directory + "/runner", [])
    #expect(run.standardOutput == "7 Ann no x\n", "\(run.standardError)")
  }

  @Test func anUntranslatableYAMLSchemaIsLocatedInTheYAML() throws {
    try write("loose.yaml", "type: object\nproperties:\n  id: {type: integer}\n  extra: {}\n")
    let output = try executeCommand(
      ["generate", "--schema", "loose.yaml", "--out", "Out", "--no-free-form"], in: directory)
    #expect(output.exitCode == 2)
    #expect(
      output.standardError.contains("loose.yaml:4:10: cannot translate: the schema gives no type"),
      "\(output.standardError)")
  }
}
