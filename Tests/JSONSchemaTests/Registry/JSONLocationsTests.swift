import Foundation
import JSONCore
import Jansson
import Testing

@testable import JSONSchema

/// A JSON document's places, found from their parents' remembered starts, are where a scan
/// from the document's start finds them: every place of a document, asked in any order.
@Suite struct JSONLocationsTests {
  private let text = """

      {"openapi": "3.0.3",
        "components": { "schemas" : {
          "Card": {"type": "object", "required": ["id", "last4"],
                   "properties": {"id": {"type": "string"},
                                  "last4": {"type":"string","maxLength":4}}},
          "a/b~c": [ {"enum": [1, 2, [3, {"x": null}]]}, true ]
        }},
        "paths": {}
      }
    """

  /// Every pointer of `value`, parents before children.
  private func pointers(_ value: JSONValue, at pointer: JSONPointer = .root) -> [JSONPointer] {
    var all = [pointer]
    if let object = value.objectValue {
      for member in object { all += pointers(member.value, at: pointer.appending(key: member.key)) }
    } else if let array = value.arrayValue {
      for (index, element) in array.enumerated() { all += pointers(element, at: pointer.appending(index: index)) }
    }
    return all
  }

  @Test func everyPlaceIsWhereAScanFromTheStartFindsIt() throws {
    let bytes = Array(text.utf8)
    let value = try JanssonParser.parse(bytes).value
    let places = pointers(value)
    #expect(places.count > 20)
    // Children before parents as well: a place is found whether or not its parent was asked.
    let locations = JSONLocations(bytes)
    for pointer in places.reversed() + places {
      #expect(
        locations.location(of: pointer) == JSONTextScanner.location(of: pointer, in: bytes), "\(pointer)")
    }
    let missing = JSONPointer([.key("components"), .key("schemas"), .key("Nope")])
    #expect(locations.location(of: missing) == JSONTextScanner.location(of: missing, in: bytes))
  }

  /// A large file's text is read again from the file when a place is first asked for, so its
  /// places are where they were; if the file changed meanwhile, nothing is located.
  @Test func aLargeFileIsReadAgainWhenAPlaceIsAskedFor() throws {
    // Padding past the size up to which texts are kept.
    let padding = String(repeating: " ", count: JSONLocations.keptTextLimit)
    let large = "{\"pad\": 1," + padding + text.drop(while: { $0 != "{" }).dropFirst()
    let bytes = Array(large.utf8)
    let value = try JanssonParser.parse(bytes).value
    let folder = try SchemaTestSupport.folder(["large.json": large])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("large.json").path
    let places = pointers(value)
    let locations = JSONLocations(bytes, path: path)
    for pointer in places {
      #expect(locations.location(of: pointer) == JSONTextScanner.location(of: pointer, in: bytes), "\(pointer)")
    }

    let stale = JSONLocations(bytes, path: path)
    try Data(("[" + padding + "]").utf8).write(to: URL(fileURLWithPath: path))
    let card = JSONPointer([.key("components"), .key("schemas"), .key("Card")])
    #expect(stale.location(of: card) == SourceLocation(line: 1, column: 1, offset: 0))
  }
}
