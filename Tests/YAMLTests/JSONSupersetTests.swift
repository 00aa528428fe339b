import Foundation
import JSONCore
import Jansson
import Testing
import YAML

/// JSON text is YAML 1.2: the repository's own JSON contracts read through libyaml give the
/// same values jansson gives (numbers by value and int/real kind), and every prefix of a YAML
/// document is read or refused with a located error, never a trap.
@Suite struct JSONSupersetTests {
  static let contracts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Contracts")

  static var schemaFiles: [String] {
    let names = FileManager.default.enumerator(atPath: contracts.path)?.compactMap { $0 as? String } ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.contains("baseline") }.sorted()
  }

  @Test func theJSONContractsReadTheSameAsYAML() throws {
    let files = Self.schemaFiles
    #expect(files.count >= 20, "\(files)")
    for file in files {
      let bytes = Array(try Data(contentsOf: Self.contracts.appendingPathComponent(file)))
      let json = try JanssonParser.parse(bytes).value
      let yaml = try YAMLParser.parse(bytes).value
      #expect(yaml == json, "\(file)")
      #expect(Self.kinds(yaml) == Self.kinds(json), "\(file): number kinds differ")
    }
  }

  /// Every number's kind and lexeme, in document order.
  static func kinds(_ value: JSONValue) -> [String] {
    switch value {
    case .number(let number): ["\(number.kind.rawValue) \(number.lexeme)"]
    case .array(let items): items.flatMap(kinds)
    case .object(let object): object.members.flatMap { kinds($0.value) }
    default: []
    }
  }

  @Test func everyPrefixOfADocumentIsReadOrRefusedWithALocation() throws {
    let text = Array(LocationTests.spec.utf8)
    for length in 0...text.count {
      do {
        _ = try YAMLParser.parse(Array(text[..<length]))
      } catch {
        #expect(error.line >= 1 && error.column >= 1, "prefix \(length)")
        #expect(error.location.offset <= length, "prefix \(length)")
      }
    }
  }

  @Test func bytesThatAreNotUTF8AreASyntaxError() throws {
    let error = try #require(throws: YAMLParseError.self) {
      try YAMLParser.parse([0x61, 0x3A, 0x20, 0xC3, 0x28, 0x0A])
    }
    #expect(error.kind == .syntax)
  }
}
