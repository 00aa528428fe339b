public import JSONCore

/// A place in a schema document that holds a schema: what ``SchemaFacts`` answers questions
/// about, and what its answers point to (a property's subschema, a `$ref`'s target).
///
/// Two locations are equal when they name the same place of the same loaded document, so a
/// caller can keep a set of the locations it has visited (a code generator naming each
/// definition once, a schema diff pairing places of two documents by pointer).
public struct SchemaLocation: Sendable, Hashable, CustomStringConvertible {
  let site: SchemaSite

  init(_ site: SchemaSite) { self.site = site }

  /// Where the schema is in its document: `/definitions/courses/properties/id`.
  public var pointer: JSONPointer { site.pointer }
  /// The file the document was read from; `nil` for a registered value or a meta-schema.
  public var file: String? { site.document.filePath }
  /// The URI the document was read from or registered under, without fragment.
  public var documentURI: String { site.document.uri.text }
  /// The schema's absolute location as output units write it: its resource's URI and the
  /// pointer from that resource's root.
  public var absoluteLocation: String { site.absoluteLocation }
  /// The dialect the schema is read in (from its document and `$schema`).
  public var dialect: Dialect { site.dialect.dialect }
  /// The schema itself, as written: an object, or `true`/`false`.
  public var value: JSONValue { site.value }
  /// The line and column of the schema in its file (JSON or YAML); `nil` for a document not
  /// read from a file.
  public var sourceLocation: SourceLocation? { site.document.location(of: pointer) }

  /// The line and column of `pointer`, another place in this schema's document.
  public func sourceLocation(of pointer: JSONPointer) -> SourceLocation? { site.document.location(of: pointer) }

  /// The file (or URI) and the pointer: `Contracts/chapter/openapi.json#/definitions/courses`.
  public var description: String { (file ?? documentURI) + "#" + pointer.description }

  public static func == (lhs: SchemaLocation, rhs: SchemaLocation) -> Bool { lhs.site.key == rhs.site.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(site.key) }
}

/// A JSON type as schemas name it in `type`.
///
/// `number` includes the integers: a set of types that holds `number` always holds
/// `integer` too, so intersecting `{number}` with `{integer}` gives `{integer}`.
public enum SchemaType: String, Sendable, Hashable, CaseIterable, Comparable {
  case null, boolean, integer, number, string, array, object

  /// Every type: what a schema without `type` accepts.
  public static let any = Set(allCases)

  /// The types `value` has (`integer` and `number` for an integral number).
  public static func of(_ value: JSONValue) -> Set<SchemaType> {
    switch value {
    case .null: [.null]
    case .bool: [.boolean]
    case .number(let number): number.isIntegral ? [.integer, .number] : [.number]
    case .string: [.string]
    case .array: [.array]
    case .object: [.object]
    }
  }

  /// The types a `type` keyword names (`"string"` or `["string", "null"]`).
  ///
  /// `nil` for anything else; names no draft knows are left out.
  static func named(by keyword: JSONValue) -> Set<SchemaType>? {
    let names: [String]
    if let name = keyword.stringValue {
      names = [name]
    } else if let list = keyword.arrayValue {
      names = list.compactMap(\.stringValue)
    } else {
      return nil
    }
    var types = Set(names.compactMap(SchemaType.init(rawValue:)))
    if types.contains(.number) { types.insert(.integer) }
    return types
  }

  public static func < (lhs: SchemaType, rhs: SchemaType) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
