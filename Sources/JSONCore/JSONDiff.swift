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
    var walk = Walk()
    walk.compare(original, result)
    return walk.differences
  }

  /// Every difference between `original` and the JSON text `encoded` that changes the text,
  /// compared as it is read.
  ///
  /// The same list as `differences(from: original, to: <encoded, parsed>)` without the ones
  /// that do not change the text (``JSONDifference/changesText``: a UUID in other letter
  /// case), and without building the second tree. This is the round trip's hot path:
  /// `encoded` is what `JSONEncoder` wrote back, and where it matches the original (almost
  /// everywhere; Swift writes every UUID in upper case) nothing is allocated.
  ///
  /// Throws where the text is not the strict, duplicate-free JSON an encoder writes; the caller
  /// then parses it with the reference parser and compares the trees.
  public static func differences(from original: JSONValue, toEncoded encoded: [UInt8]) throws(CompactJSONReader.Failure)
    -> [JSONDifference]
  {
    var walk = Walk()
    try CompactJSONReader.compare(original, withText: encoded, walk: &walk)
    return walk.differences
  }

  /// The comparison's state: the path as a stack of tokens, pushed and popped in place, so
  /// visiting a value allocates nothing; a pointer is built only for a difference.
  struct Walk {
    var path: [JSONPointer.Token] = []
    var differences: [JSONDifference] = []

    mutating func report(_ kind: JSONDifference.Kind, _ original: JSONValue?, _ result: JSONValue?) {
      differences.append(.init(kind: kind, pointer: JSONPointer(path), original: original, result: result))
    }

    /// Puts the differences from `first` on in the order of their ranks, given how many
    /// each rank produced, in the order they were found (a rank per object member).
    mutating func reorder(from first: Int, _ produced: [(rank: Int, count: Int)]) {
      guard zip(produced, produced.dropFirst()).contains(where: { $0.rank > $1.rank }) else { return }
      // A handful of segments at most: insertion sort of their positions, then one copy.
      var segments: [(rank: Int, start: Int, count: Int)] = []
      segments.reserveCapacity(produced.count)
      var start = first
      for entry in produced {
        var slot = segments.count
        while slot > 0, segments[slot - 1].rank > entry.rank { slot -= 1 }
        segments.insert((entry.rank, start, entry.count), at: slot)
        start += entry.count
      }
      var reordered: [JSONDifference] = []
      reordered.reserveCapacity(differences.count - first)
      for segment in segments {
        reordered.append(contentsOf: differences[segment.start..<segment.start + segment.count])
      }
      differences.replaceSubrange(first..., with: reordered)
    }

    mutating func compare(_ original: JSONValue, _ result: JSONValue) {
      switch (original, result) {
      case (.object(let a), .object(let b)):
        for member in a.members {
          path.append(.key(member.key))
          if let other = b[member.key] {
            compare(member.value, other)
          } else {
            report(member.value.isNull ? .nullBecameAbsent : .keyDropped, member.value, nil)
          }
          path.removeLast()
        }
        for member in b.members where a[member.key] == nil {
          path.append(.key(member.key))
          report(member.value.isNull ? .absentBecameNull : .keyAdded, nil, member.value)
          path.removeLast()
        }
      case (.array(let a), .array(let b)):
        for index in 0..<max(a.count, b.count) {
          path.append(.index(index))
          if index < a.count, index < b.count {
            compare(a[index], b[index])
          } else if index < a.count {
            report(.elementDropped, a[index], nil)
          } else {
            report(.elementAdded, nil, b[index])
          }
          path.removeLast()
        }
      case (.number(let a), .number(let b)):
        if let kind = JSONDiff.numberChange(a, b) { report(kind, original, result) }
      case (.string(let a), .string(let b)):
        if a != b { report(JSONDiff.stringChange(a, b), original, result) }
      case (.null, .null):
        return
      case (.bool(let a), .bool(let b)):
        if a != b { report(.valueChanged, original, result) }
      default:
        report(.typeChanged, original, result)
      }
    }
  }

  static func numberChange(_ a: JSONNumber, _ b: JSONNumber) -> JSONDifference.Kind? {
    if a == b { return a.kind == b.kind ? nil : .numberKindChanged }
    // Different values that one Double cannot tell apart: precision lost through Double.
    if a.double == b.double || Double(a.lexeme) == b.double { return .numberRounded }
    return .valueChanged
  }

  static func stringChange(_ a: String, _ b: String) -> JSONDifference.Kind {
    if isSameUUID(a, b) { return .uuidRewritten }
    return timestampChange(a, b)
  }

  /// How one string changed when both are not the same UUID.
  static func timestampChange(_ a: String, _ b: String) -> JSONDifference.Kind {
    guard let before = Timestamp(a), let after = Timestamp(b) else { return .valueChanged }
    // Same instant in other text (`.120` → `.12`, `+00:00` → `Z`): rewritten, nothing lost.
    if before.isSameInstant(as: after) { return .dateRewritten }
    return before.isTruncated(to: after) ? .datePrecisionLost : .valueChanged
  }

  /// Whether `a` and `b` are the same UUID in `8-4-4-4-12` hex digits.
  ///
  /// RFC 4122's text form is case-insensitive. A byte loop: Swift writes every UUID in upper
  /// case, so this runs for every UUID of every response.
  private static func isSameUUID(_ a: String, _ b: String) -> Bool {
    guard a.utf8.count == 36, b.utf8.count == 36 else { return false }
    var a = a
    var b = b
    return a.withUTF8 { a in b.withUTF8 { b in isSameUUID(a, b) } }
  }

  /// The same on UTF-8 bytes.
  static func isSameUUID(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == 36, b.count == 36 else { return false }
    for offset in 0..<36 {
      if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
        guard a[offset] == UInt8(ascii: "-"), b[offset] == UInt8(ascii: "-") else { return false }
      } else {
        guard let x = lowerHexDigit(a[offset]), let y = lowerHexDigit(b[offset]), x == y else { return false }
      }
    }
    return true
  }

  /// A hex digit, lower-cased; `nil` for anything else.
  @inline(__always)
  private static func lowerHexDigit(_ byte: UInt8) -> UInt8? {
    if JSONNumber.isDigit(byte) { return byte }
    let lower = byte | 0x20
    return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") ? lower : nil
  }
}
