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
    /// A timestamp with an offset came back without one (`…45Z` → `…45.000`): a local time,
    /// which each reader places in its own zone.
    case dateOffsetLost = "date-offset-lost"
    /// The same UUID in other letter case (Swift's `UUID` writes upper case, Postgres lower).
    case uuidRewritten = "uuid-rewritten"
    /// The same URL with the characters a URL cannot hold percent-encoded (`a b` → `a%20b`):
    /// what a `URL` property writes back of the text it was sent.
    case urlEncoded = "url-percent-encoded"
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
    case .numberKindChanged, .dateRewritten, .uuidRewritten, .urlEncoded: false
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
    var walk = Walk(root: original)
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
  ///
  /// - Parameter keeps: asked for each difference as it is found, with where it is; one it
  ///   turns down is neither built nor listed. A check that only counts most differences (it
  ///   has listed enough like them) decides here, before their pointers and values are built.
  public static func differences(
    from original: JSONValue, toEncoded encoded: [UInt8],
    keeping keeps: (JSONDifference.Kind, Path) -> Bool = { _, _ in true }
  ) throws(CompactJSONReader.Failure) -> [JSONDifference] {
    try withoutActuallyEscaping(keeps) { keeps throws(CompactJSONReader.Failure) in
      var walk = Walk(root: original, keeps: keeps)
      try CompactJSONReader.compare(original, withText: encoded, walk: &walk)
      return walk.differences
    }
  }

  /// The tokens of the pointer to a difference being found, read from the original tree as
  /// they are iterated: the pointer itself is not built.
  public struct Path: Sequence {
    fileprivate let root: JSONValue
    fileprivate let steps: [Walk.Step]

    public struct Iterator: IteratorProtocol {
      fileprivate var value: JSONValue?
      fileprivate var steps: IndexingIterator<[Walk.Step]>

      public mutating func next() -> JSONPointer.Token? {
        guard let step = steps.next() else { return nil }
        switch step {
        case .member(let position):
          guard case .object(let object)? = value else { preconditionFailure("a member step below a non-object") }
          value = object.members[position].value
          return .key(object.members[position].key)
        case .key(let key):
          value = nil
          return .key(key)
        case .index(let index):
          if case .array(let array)? = value, index < array.count { value = array[index] } else { value = nil }
          return .index(index)
        }
      }
    }

    public func makeIterator() -> Iterator { Iterator(value: root, steps: steps.makeIterator()) }
  }

  /// The comparison's state: the path as a stack of steps, pushed and popped in place, so
  /// visiting a value allocates nothing; a pointer is built only for a difference.
  struct Walk {
    /// One step down from a value: to the member at a position of the original's object (its
    /// key is read from `root` only for a difference, so a step costs no reference count), to
    /// a key the original lacks, or to an array index.
    enum Step {
      case member(Int)
      case key(String)
      case index(Int)
    }

    /// The original value the steps start from.
    let root: JSONValue
    var path: [Step] = []
    var differences: [JSONDifference] = []
    /// Differences each member of the objects being compared produced (``reorder(from:producedFrom:)``),
    /// innermost object last: one buffer for the whole walk, not one per object.
    var produced: [(rank: Int, count: Int)] = []
    /// Which differences to build (``JSONDiff/differences(from:toEncoded:keeping:)``).
    private let keeps: ((JSONDifference.Kind, Path) -> Bool)?

    init(root: JSONValue, keeps: ((JSONDifference.Kind, Path) -> Bool)? = nil) {
      self.root = root
      self.keeps = keeps
    }

    mutating func report(_ kind: JSONDifference.Kind, _ original: JSONValue?, _ result: JSONValue?) {
      let here = Path(root: root, steps: path)
      if let keeps, !keeps(kind, here) { return }
      differences.append(.init(kind: kind, pointer: JSONPointer(Array(here)), original: original, result: result))
    }

    /// Puts the differences from `first` on in the order of their ranks, given how many
    /// each rank produced, in the order they were found (a rank per object member): the
    /// entries of ``produced`` from `entries`, which this removes.
    mutating func reorder(from first: Int, producedFrom entries: Int) {
      if zip(produced[entries...], produced[entries...].dropFirst()).contains(where: { $0.rank > $1.rank }) {
        reorder(from: first, produced[entries...])
      }
      produced.removeSubrange(entries...)
    }

    private mutating func reorder(from first: Int, _ produced: ArraySlice<(rank: Int, count: Int)>) {
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
        for (position, member) in a.members.enumerated() {
          path.append(.member(position))
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
    if isPercentEncoding(of: a, b) { return .urlEncoded }
    return timestampChange(a, b)
  }

  /// Whether `text` is a URL (absolute, or a path) and `encoded` is it with some of its bytes
  /// written as `%XX` escapes, nothing else changed. Another string written so is a value
  /// changed: a name `a b` that comes back `a%20b` is not the same name.
  static func isPercentEncoding(of text: String, _ encoded: String) -> Bool {
    guard text.contains("://") || text.hasPrefix("/") else { return false }
    let sent = Array(text.utf8)
    let written = Array(encoded.utf8)
    guard written.count > sent.count, written.contains(UInt8(ascii: "%")) else { return false }
    func hex(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }
    var index = 0
    var position = 0
    while index < written.count {
      var byte = written[index]
      index += 1
      // An escape the text did not have decodes to the byte it stands for.
      if byte == UInt8(ascii: "%"), position < sent.count, sent[position] != byte, index + 1 < written.count,
        let high = hex(written[index]), let low = hex(written[index + 1])
      {
        byte = high << 4 | low
        index += 2
      }
      guard position < sent.count, sent[position] == byte else { return false }
      position += 1
    }
    return position == sent.count
  }

  /// How one string changed when both are not the same UUID.
  static func timestampChange(_ a: String, _ b: String) -> JSONDifference.Kind {
    guard let before = Timestamp(a), let after = Timestamp(b) else { return .valueChanged }
    if before.offsetSeconds != nil, after.offsetSeconds == nil { return .dateOffsetLost }
    // Same instant in other text (`.120` → `.12`, `+00:00` → `Z`): rewritten, nothing lost.
    if before.isSameInstant(as: after) { return .dateRewritten }
    return before.isTruncated(to: after) ? .datePrecisionLost : .valueChanged
  }

  /// Whether `a` and `b` are the same UUID in `8-4-4-4-12` hex digits.
  ///
  /// RFC 4122's text form is case-insensitive. A byte loop: Swift writes every UUID in upper
  /// case, so this runs for every UUID of every response.
  /// Whether `text` is a UUID in `8-4-4-4-12` hex digits, either letter case.
  public static func isUUID(_ text: String) -> Bool { isSameUUID(text, text) }

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
