/// Compares two JSON values by meaning and lists where they differ.
///
/// This is the round-trip oracle: `original` is what the backend sent, `result` is what the
/// model wrote back after decoding it. Text differences that carry no meaning are not
/// differences (key order, `1.50` vs `1.5`, escapes); meaning that changed is, and each
/// difference says how, at a JSON Pointer into `original`:
///
/// - a key the model dropped, or one it added (a default, a computed property);
/// - `null` turned into an absent key, or the reverse (`Optional` encodes as absent);
/// - a number rounded through `Double` (2^53+1), or written as the other kind (`1` ↔ `1.0`);
/// - a timestamp that lost fraction digits, or names the same instant in other text;
/// - a changed value or type.
///
/// Arrays compare element by element; extra or missing elements are reported at their index.
public struct JSONDifference: Sendable, Hashable {
  public enum Kind: String, Sendable, Codable, CaseIterable {
    case keyDropped = "key-dropped"
    case keyAdded = "key-added"
    case nullBecameAbsent = "null-became-absent"
    case absentBecameNull = "absent-became-null"
    case elementDropped = "element-dropped"
    case elementAdded = "element-added"
    case typeChanged = "type-changed"
    case valueChanged = "value-changed"
    case numberRounded = "number-rounded"
    case numberKindChanged = "number-kind-changed"
    case datePrecisionLost = "date-precision-lost"
    case dateRewritten = "date-rewritten"
    /// The same UUID in other letter case (Swift's `UUID` writes upper case, Postgres lower).
    case uuidRewritten = "uuid-rewritten"
  }

  public var kind: Kind
  public var pointer: JSONPointer
  /// The value in the original, `nil` where the original had no value there.
  public var original: JSONValue?
  /// The value after the round trip, `nil` where it has none.
  public var result: JSONValue?

  public init(kind: Kind, pointer: JSONPointer, original: JSONValue?, result: JSONValue?) {
    self.kind = kind
    self.pointer = pointer
    self.original = original
    self.result = result
  }

  /// Whether data was lost or changed (as opposed to rewritten with the same meaning).
  public var losesData: Bool {
    switch kind {
    case .numberKindChanged, .dateRewritten, .uuidRewritten: false
    default: true
    }
  }

  /// Whether a client comparing text would see a change: everything but letter case in a
  /// UUID, which RFC 4122 makes insignificant.
  public var changesText: Bool { kind != .uuidRewritten }
}

public enum JSONDiff {
  /// Every difference between `original` and `result`, in document order of `original`.
  public static func differences(from original: JSONValue, to result: JSONValue)
    -> [JSONDifference]
  {
    var differences: [JSONDifference] = []
    compare(original, result, at: .root, into: &differences)
    return differences
  }

  private static func compare(
    _ original: JSONValue, _ result: JSONValue, at path: JSONPath,
    into differences: inout [JSONDifference]
  ) {
    switch (original, result) {
    case (.object(let a), .object(let b)):
      for member in a.members {
        let childPath = path.appending(key: member.key)
        if let other = b[member.key] {
          compare(member.value, other, at: childPath, into: &differences)
        } else {
          let kind: JSONDifference.Kind = member.value.isNull ? .nullBecameAbsent : .keyDropped
          differences.append(.init(kind: kind, pointer: childPath.pointer, original: member.value, result: nil))
        }
      }
      for member in b.members where a[member.key] == nil {
        let kind: JSONDifference.Kind = member.value.isNull ? .absentBecameNull : .keyAdded
        differences.append(
          .init(kind: kind, pointer: path.appending(key: member.key).pointer, original: nil, result: member.value))
      }
    case (.array(let a), .array(let b)):
      for index in 0..<min(a.count, b.count) {
        compare(a[index], b[index], at: path.appending(index: index), into: &differences)
      }
      for index in b.count..<max(a.count, b.count) where index < a.count {
        differences.append(
          .init(kind: .elementDropped, pointer: path.appending(index: index).pointer, original: a[index], result: nil))
      }
      for index in a.count..<max(a.count, b.count) where index < b.count {
        differences.append(
          .init(kind: .elementAdded, pointer: path.appending(index: index).pointer, original: nil, result: b[index]))
      }
    case (.number(let a), .number(let b)):
      guard let kind = numberChange(a, b) else { return }
      differences.append(.init(kind: kind, pointer: path.pointer, original: original, result: result))
    case (.string(let a), .string(let b)):
      guard a != b else { return }
      differences.append(
        .init(kind: stringChange(a, b), pointer: path.pointer, original: original, result: result))
    case (.null, .null):
      return
    case (.bool(let a), .bool(let b)):
      guard a != b else { return }
      differences.append(.init(kind: .valueChanged, pointer: path.pointer, original: original, result: result))
    default:
      differences.append(.init(kind: .typeChanged, pointer: path.pointer, original: original, result: result))
    }
  }

  private static func numberChange(_ a: JSONNumber, _ b: JSONNumber) -> JSONDifference.Kind? {
    if a == b { return a.kind == b.kind ? nil : .numberKindChanged }
    // Different values that one Double cannot tell apart: precision lost through Double.
    if a.double == b.double || Double(a.lexeme) == b.double { return .numberRounded }
    return .valueChanged
  }

  private static func stringChange(_ a: String, _ b: String) -> JSONDifference.Kind {
    if a.utf8.count == 36, a.lowercased() == b.lowercased(), isUUID(a) { return .uuidRewritten }
    guard let before = Timestamp(a), let after = Timestamp(b) else { return .valueChanged }
    // Same instant in other text (`.120` → `.12`, `+00:00` → `Z`): rewritten, nothing lost.
    if before.isSameInstant(as: after) { return .dateRewritten }
    return before.isTruncated(to: after) ? .datePrecisionLost : .valueChanged
  }

  /// `8-4-4-4-12` hex digits: RFC 4122 text form, which is case-insensitive.
  private static func isUUID(_ text: String) -> Bool {
    for (offset, byte) in text.utf8.enumerated() {
      if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard JSONNumber.isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f")) else { return false }
      }
    }
    return true
  }
}
