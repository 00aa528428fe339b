import Foundation
import JSONCore
import JSONSchema
import Jansson

/// A schema location, as the translator walks them (``SchemaLocation`` of `JSONSchema`'s
/// schema-facts API).
typealias SchemaPlace = SchemaLocation

/// How the generator moves between schema locations: through `JSONSchema`'s schema-facts
/// API (``SchemaFacts``), so `$ref`s, `$id`s, anchors, sibling files and `--map` prefixes
/// resolve exactly as the validator resolves them, and nullability is the validator's.
final class SchemaNavigator {
  let registry: SchemaRegistry
  let options: ValidatorOptions
  /// The facts of the input being translated: its file root bounds the `$ref`s it follows.
  var facts: SchemaFacts?

  init(registry: SchemaRegistry, options: ValidatorOptions) {
    self.registry = registry
    self.options = options
  }

  /// The facts of an input: the file at `path`, or `pointer` inside it (an API document's
  /// root is a location too, whose definitions are its schemas).
  func load(path: String, pointer: JSONPointer) throws(SchemaError) -> SchemaFacts {
    try SchemaFacts(schemaAt: path, pointer: pointer, registry: registry, options: options)
  }

  private var current: SchemaFacts? { facts }

  /// The location at `tokens` below `place` in its document.
  func child(of place: SchemaPlace, _ tokens: [String]) -> SchemaPlace? {
    var pointer = place.pointer
    for token in tokens { pointer = pointer.appending(key: token) }
    return current?.location(pointer, besides: place)
  }

  /// What `place`'s own `$ref` names.
  func reference(of place: SchemaPlace) throws(SchemaError) -> SchemaPlace {
    guard let target = current?.shape(at: place).reference else {
      throw error(at: place, "cannot resolve the $ref '\(place.value["$ref"]?.stringValue ?? "")'", ["$ref"])
    }
    return target
  }

  /// Whether the schema at `place` accepts `null` (through `$ref`, `allOf`, `anyOf`, `oneOf`,
  /// `enum`, `const`, OpenAPI 3.0 `nullable`), as the validator decides it.
  func acceptsNull(_ place: SchemaPlace) -> Bool {
    current?.admittedTypes(at: place).contains(.null) ?? false
  }

  /// The root of `place`'s document.
  func documentRoot(of place: SchemaPlace) -> JSONValue {
    current?.location(.root, besides: place)?.value ?? place.value
  }

  /// The file path, or the URI of a document not read from a file.
  func documentName(of place: SchemaPlace) -> String { place.file ?? place.documentURI }

  /// An error at `tokens` below `place`, with the file's line and column.
  func error(at place: SchemaPlace, _ message: String, _ tokens: [String] = []) -> SchemaError {
    var pointer = place.pointer
    for token in tokens { pointer = pointer.appending(key: token) }
    let location = place.sourceLocation(of: pointer)
    return SchemaError(
      kind: .unsupported, message: message, document: documentName(of: place), pointer: pointer, location: location)
  }
}
