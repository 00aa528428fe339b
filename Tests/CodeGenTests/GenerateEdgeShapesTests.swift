import ContractTesting
import Foundation
import Testing

/// The shapes of a public generator's own test document that have no Swift type of their
/// own, or that no validator can run: the rest of the document is generated, each such shape
/// is a warning, and what is written compiles (warnings as errors) and decodes.
@Suite struct GenerateEdgeShapesTests {
  let directory: String

  init() throws { directory = try temporaryFolder("edge-shapes") }

  private func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
  }

  static let document = """
    openapi: "3.1.0"
    info: {title: Zoo, version: "1"}
    paths: {}
    components:
      schemas:
        Pet:
          title: Pet title
          type: object
          required: [id]
          properties:
            id: {type: integer}
        Animal:
          oneOf:
            - $ref: '#/components/schemas/Cat'
            - $ref: '#/components/schemas/Pet'
          discriminator: {propertyName: kind}
        Cat:
          allOf:
            - $ref: '#/components/schemas/Animal'
            - type: object
              properties:
                purrs: {type: boolean}
        SelfUnion:
          anyOf:
            - $ref: '#/components/schemas/SelfUnion'
            - type: string
        Ping:
          anyOf:
            - $ref: '#/components/schemas/Pong'
            - type: string
        Pong:
          anyOf:
            - $ref: '#/components/schemas/Ping'
            - type: integer
        Session:
          type: object
          properties:
            access_token: {type: string}
        User:
          type: object
          required: [id]
          properties:
            id: {type: string}
        SignUpReply:
          oneOf:
            - $ref: '#/components/schemas/Session'
            - $ref: '#/components/schemas/User'
        Phone:
          type: object
          required: [number]
          properties:
            number: {type: string}
        Phone2:
          type: object
          required: [number]
          properties:
            number: {type: string, description: the same shape}
        Contact:
          oneOf:
            - $ref: '#/components/schemas/Phone'
            - $ref: '#/components/schemas/Phone2'
        Full:
          type: object
          required: [name]
          properties:
            name: {type: string}
            bio: {type: string}
        Brief:
          type: object
          required: [name]
          properties:
            name: {type: string}
        Card:
          oneOf:
            - $ref: '#/components/schemas/Full'
            - $ref: '#/components/schemas/Brief'
        Told:
          oneOf:
            - $ref: '#/components/schemas/User'
            - $ref: '#/components/schemas/Session'
        Node:
          allOf:
            - type: object
              properties:
                parent: {$ref: '#/components/schemas/Node'}
        Owner:
          type: object
          properties:
            cat: {$ref: '#/components/schemas/Cat'}

    """

  @Test func theRestIsGeneratedAndEachShapeIsAWarning() throws {
    try write("zoo.yaml", Self.document)
    let generated = try executeCommand(["generate", "--schema", "zoo.yaml", "--out", "Out"], in: directory)
    #expect(generated.exitCode == 0, "\(generated.standardError)")
    let warnings = generated.standardError.split(separator: "\n").map(String.init)
    // The cycle Animal → Cat → Animal, once; Cat's allOf of a union; the alternatives that
    // lead back to their union (SelfUnion's own, Ping's and Pong's).
    #expect(warnings.count == 7, "\(generated.standardError)")
    #expect(
      warnings.filter { $0.contains("leads back to") && $0.contains("its case is left out") }.count == 3,
      "\(generated.standardError)")
    // A session that requires nothing decodes a user too, but keeps none of its keys: the
    // user, which keeps them all, is chosen (no warning). Full reads every card Brief reads
    // and keeps as many keys; the two phones are one shape.
    #expect(
      warnings.filter { $0.contains("is never decoded") } == [
        "contract generate: warning: \(directory)/zoo.yaml:58:5: Contact's alternatives phone and phone2: they accept the same values; decoding tries phone first, so phone2 is never decoded; tell them apart with a discriminator, a required key or a const (at /components/schemas/Contact)",
        "contract generate: warning: \(directory)/zoo.yaml:73:5: Card's alternatives full and brief: full reads every object the other reads and keeps as many of its keys; decoding tries full first, so brief is never decoded; tell them apart with a discriminator, a required key or a const (at /components/schemas/Card)",
      ], "\(generated.standardError)")
    #expect(warnings.contains { $0.contains("reference cycle that never consumes input") && $0.contains("generated all the same") })
    #expect(
      warnings.contains {
        $0.contains("zoo.yaml:17:5: cannot translate: an allOf member (#/components/schemas/Animal) that is not an object schema")
          && $0.hasSuffix("generated as JSONValue (at /components/schemas/Cat)")
      }, "\(warnings)")

    let source = try String(contentsOfFile: directory + "/Out/Zoo.swift", encoding: .utf8)
    // An API document's definition is named by its key, whatever its title says.
    #expect(source.contains("public struct Pet: Codable"), "\(source)")
    #expect(source.contains("public typealias Cat = JSONValue"), "\(source)")
    // The union listed among its own alternatives would decode itself for ever: left out.
    #expect(source.contains("case string(String)") && !source.contains("case selfUnion("), "\(source)")
    #expect(!source.contains("case ping(") && !source.contains("case pong("), "\(source)")
    // Node holds itself through the alias its definition is: boxed.
    #expect(source.contains("Indirect<"), "\(source)")

    try write(
      "main.swift",
      """
      import Foundation

      let owner = try JSONDecoder().decode(Owner.self, from: Data(#"{"cat": {"kind": "Cat", "purrs": true}}"#.utf8))
      let node = try JSONDecoder().decode(Node.self, from: Data(#"{"parent": {"parent": {}}}"#.utf8))
      let union = try JSONDecoder().decode(SelfUnion.self, from: Data(#""x""#.utf8))
      let ping = try JSONDecoder().decode(Ping.self, from: Data(#""p""#.utf8))
      let reply = try JSONDecoder().decode(SignUpReply.self, from: Data(#"{"id": "u1"}"#.utf8))
      print(owner.cat != nil, node.parent != nil, union, ping, reply)

      """)
    let out = directory + "/Out"
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted().map { out + "/" + $0 }
    let compiled = try compileSwift(files + [directory + "/main.swift"], output: directory + "/runner")
    try #require(compiled.exitCode == 0, "\(compiled.standardError)")
    let run = try runProcess(directory + "/runner", [])
    #expect(run.standardOutput == "true true string(\"x\") string(\"p\") user(runner.User(id: \"u1\"))\n", "\(run.standardError)")
  }

  /// Unions that reach each other without reading a value, through shared members (the walk
  /// must not stop at a member it has met): every such case is left out, and decoding any
  /// value ends.
  @Test func unionsThatReachEachOtherDecodeAndEnd() throws {
    try write(
      "rings.json",
      ##"""
      {"$defs": {
        "C": {"anyOf": [{"$ref": "#/$defs/X"}, {"type": "string"}]},
        "X": {"anyOf": [{"$ref": "#/$defs/Q"}, {"$ref": "#/$defs/P"}]},
        "P": {"anyOf": [{"$ref": "#/$defs/R"}, {"type": "integer"}]},
        "Q": {"anyOf": [{"$ref": "#/$defs/T"}, {"$ref": "#/$defs/R"}]},
        "T": {"anyOf": [{"$ref": "#/$defs/C"}, {"type": "boolean"}]},
        "R": {"type": "number"}}}
      """##)
    let generated = try executeCommand(["generate", "--schema", "rings.json", "--out", "Out"], in: directory)
    #expect(generated.exitCode == 0, "\(generated.standardError)")
    #expect(generated.standardError.contains("leads back to C"), "\(generated.standardError)")
    try write(
      "main.swift",
      """
      import Foundation

      for text in [#""s""#, "1", "2.5", "true"] {
        print(String(describing: try? JSONDecoder().decode(C.self, from: Data(text.utf8))), terminator: " ")
      }
      print()

      """)
    let out = directory + "/Out"
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted().map { out + "/" + $0 }
    let compiled = try compileSwift(files + [directory + "/main.swift"], output: directory + "/runner")
    try #require(compiled.exitCode == 0, "\(compiled.standardError)")
    let run = try runProcess(directory + "/runner", [])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("Optional(runner.C.string(\"s\"))"), "\(run.standardOutput)")
  }

  /// A recursive struct's box and a calendar date are the standard library's alone: nothing
  /// else used, the file imports nothing (an unused `public import Foundation` is a warning
  /// in the app's build: the OpenAPI Initiative's test1.1.yaml example did not build clean).
  @Test func aBoxAloneImportsNothing() throws {
    try write(
      "list.json",
      ##"{"title": "Node", "type": "object", "properties": {"next": {"$ref": "#"}, "born": {"type": "string", "format": "date"}}}"##
    )
    let generated = try executeCommand(["generate", "--schema", "list.json", "--out", "Out"], in: directory)
    #expect(generated.exitCode == 0, "\(generated.standardError)")
    let out = directory + "/Out"
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted().map { out + "/" + $0 }
    let sources = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
    #expect(sources.contains("Indirect<") && sources.contains("CalendarDate?") && !sources.contains("import"), "\(sources)")
    try write(
      "main.swift",
      """
      import Foundation

      print(try JSONDecoder().decode(Node.self, from: Data(#"{"next": {}}"#.utf8)).next != nil)

      """)
    let compiled = try compileSwift(files + [directory + "/main.swift"], output: directory + "/runner")
    try #require(compiled.exitCode == 0, "\(compiled.standardError)")
    #expect(try runProcess(directory + "/runner", []).standardOutput == "true\n")
  }

  /// JSON allows any character in a key or a description, line breaks included: each stays
  /// inside its comment (quicktype's comment-injection inputs, a `\r` alone, U+2028, a key
  /// with a newline in a schema's location) and what is written compiles and round-trips.
  @Test func lineBreaksInKeysAndDescriptionsStayInTheirComments() throws {
    try write(
      "odd.json",
      #"""
      {"title": "Odd", "type": "object", "description": "one\r}two\r\nthree\u2028}four\u0085}",
       "properties": {
        "a\nb": {"type": "string", "description": "*/ /* \"\"\" }\r}"},
        "c\r}d": {"type": "object", "properties": {"e\u2028f": {"type": "integer"}}},
        "`tick`": {"type": "string", "enum": ["x\ny", "\r}", "a\"b"]}},
       "$defs": {"we\nird": {"type": "object", "properties": {"z": {"type": "string"}}}}}
      """#)
    let generated = try executeCommand(["generate", "--schema", "odd.json", "--out", "Out"], in: directory)
    #expect(generated.exitCode == 0, "\(generated.standardError)")
    let out = directory + "/Out"
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted().map { out + "/" + $0 }
    let sources = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
    #expect(sources.contains("/// - Remark: Generated from `#/properties/c%0D}d`."), "\(sources)")
    #expect(sources.contains("/// - Remark: Generated from `#/$defs/we%0Aird`."), "\(sources)")
    try write(
      "main.swift",
      #"""
      import Foundation

      let text = #"{"a\nb": "1", "c\r}d": {"e\u2028f": 2}, "`tick`": "\r}"}"#
      let value = try JSONDecoder().decode(Odd.self, from: Data(text.utf8))
      let again = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as! NSObject
      print(again.isEqual(try JSONSerialization.jsonObject(with: Data(text.utf8)) as! NSObject))

      """#)
    let compiled = try compileSwift(files + [directory + "/main.swift"], output: directory + "/runner")
    try #require(compiled.exitCode == 0, "\(compiled.standardError)")
    let run = try runProcess(directory + "/runner", [])
    #expect(run.standardOutput == "true\n", "\(run.standardError)")
  }

  /// Properties named like the generated code's own locals (`decoder`, `container`, `extra`,
  /// `value`) and types named like the Swift types it uses (`DecodingError`): quicktype's
  /// keyword inputs did not compile.
  @Test func namesTheGeneratedCodeUsesAreNotHidden() throws {
    try write(
      "names.json",
      #"""
      {"title": "Names", "type": "object", "required": ["decoder", "value"],
       "properties": {
        "decoder": {"type": "string"}, "encoder": {"type": "string"}, "container": {"type": "integer"},
        "extra": {"type": "boolean"}, "key": {"type": "string"}, "value": {"type": ["string", "null"]},
        "DecodingError": {"oneOf": [{"type": "number"}, {"title": "DecodingError", "type": "object", "properties": {"x": {"type": "string"}}}]}},
       "additionalProperties": {"type": "integer"}}
      """#)
    let generated = try executeCommand(["generate", "--schema", "names.json", "--out", "Out"], in: directory)
    #expect(generated.exitCode == 0, "\(generated.standardError)")
    try write(
      "main.swift",
      #"""
      import Foundation

      let text = #"{"decoder": "d", "encoder": "e", "container": 1, "extra": true, "key": "k", "value": null, "DecodingError": {"x": "y"}, "more": 2}"#
      let value = try JSONDecoder().decode(Names.self, from: Data(text.utf8))
      let again = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as! NSObject
      print(again.isEqual(try JSONSerialization.jsonObject(with: Data(text.utf8)) as! NSObject))

      """#)
    let out = directory + "/Out"
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted().map { out + "/" + $0 }
    let compiled = try compileSwift(files + [directory + "/main.swift"], output: directory + "/runner")
    try #require(compiled.exitCode == 0, "\(compiled.standardError)")
    let run = try runProcess(directory + "/runner", [])
    #expect(run.standardOutput == "true\n", "\(run.standardError)")
  }

  /// Free-form values off: the same shapes are errors, and nothing is written.
  @Test func withoutFreeFormTheyAreErrors() throws {
    try write("zoo.yaml", Self.document)
    let generated = try executeCommand(
      ["generate", "--schema", "zoo.yaml", "--out", "Out", "--no-free-form"], in: directory)
    #expect(generated.exitCode == 2)
    #expect(generated.standardError.contains("cannot translate: an allOf member (#/components/schemas/Animal)"))
    #expect(!FileManager.default.fileExists(atPath: directory + "/Out"))
  }
}
