import JSONCore

/// The six JSON types an instance can have, as a small integer for table lookups.
///
/// Keywords say which kinds they apply to (`minLength` only strings), and each compiled
/// schema keeps one keyword list per kind, so validating a string never even looks at
/// `properties`.
enum InstanceKind: Int, CaseIterable, Sendable {
  case null = 0, boolean, number, string, array, object
}

/// A set of ``InstanceKind``s.
struct InstanceKinds: OptionSet, Sendable, Hashable {
  let rawValue: UInt8

  init(rawValue: UInt8) { self.rawValue = rawValue }
  init(_ kind: InstanceKind) { rawValue = 1 << UInt8(kind.rawValue) }

  static let null = InstanceKinds(.null)
  static let boolean = InstanceKinds(.boolean)
  static let number = InstanceKinds(.number)
  static let string = InstanceKinds(.string)
  static let array = InstanceKinds(.array)
  static let object = InstanceKinds(.object)
  static let all: InstanceKinds = [.null, .boolean, .number, .string, .array, .object]

  func contains(_ kind: InstanceKind) -> Bool { rawValue & (1 << UInt8(kind.rawValue)) != 0 }
}

extension JSONValue {
  @inline(__always)
  var instanceKind: InstanceKind {
    switch self {
    case .null: .null
    case .bool: .boolean
    case .number: .number
    case .string: .string
    case .array: .array
    case .object: .object
    }
  }

  /// The type name used in messages: `integer` for integral numbers, as `type` reads them.
  var messageTypeName: String {
    if case .number(let number) = self, number.isIntegral { return "integer" }
    return typeName
  }
}
