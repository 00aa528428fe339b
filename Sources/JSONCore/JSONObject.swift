/// A JSON object: members in source order, plus what duplicate keys shadowed.
///
/// JSON text may repeat a key. Clients disagree on what that means: jansson and
/// `JSONSerialization` keep the last value, `JSONDecoder` keeps the first. The reference
/// reading (jansson's) is in ``members``: one member per key, at the position where the key
/// first appeared, holding its last value. Every earlier value of a repeated key is kept in
/// ``shadowed`` so that the parser differential and the findings can show both readings.
///
/// Lookups are linear for small objects (most API objects have a few dozen keys at most,
/// where a scan beats hashing) and go through a dictionary built once for larger ones.
public struct JSONObject: Sendable {
  public struct Member: Sendable, Hashable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// One member per distinct key, in order of first appearance.
  public private(set) var members: [Member]
  /// Values that a later duplicate of the same key replaced, in source order.
  public private(set) var shadowed: [Member]
  /// Position of each key in `members`, for objects too large for a linear scan: a
  /// ``KeyIndex``, or a `Dictionary` should the index refuse a key.
  private var index: Index?

  private enum Index: Sendable {
    case table(KeyIndex)
    case dictionary([String: Int])
  }

  private static let indexThreshold = 12

  public init() {
    members = []
    shadowed = []
  }

  /// Builds an object from members in source order; a repeated key keeps its first position
  /// and takes the later value, and the earlier value goes to ``shadowed``.
  public init(_ pairs: some Sequence<(String, JSONValue)>) {
    self.init()
    for (key, value) in pairs { append(key: key, value: value) }
  }

  public var count: Int { members.count }
  public var isEmpty: Bool { members.isEmpty }
  public var keys: [String] { members.map(\.key) }

  public subscript(key: String) -> JSONValue? {
    get { position(of: key).map { members[$0].value } }
    set {
      if let position = position(of: key) {
        if let newValue {
          members[position].value = newValue
        } else {
          members.remove(at: position)
          rebuildIndex()
        }
      } else if let newValue {
        append(key: key, value: newValue)
      }
    }
  }

  /// Adds a member as a parser meets it: a repeated key replaces the value and records the
  /// shadowed one.
  public mutating func append(key: String, value: JSONValue) {
    if let position = position(of: key) {
      shadowed.append(members[position])
      members[position].value = value
      return
    }
    members.append(Member(key: key, value: value))
    indexLastMember()
  }

  /// An object of members whose keys are distinct, without checking: for parsers that have
  /// already rejected or removed duplicate keys. (A duplicate given this way is never found
  /// by lookups.)
  ///
  /// A large object's index is built once, for all its keys, not grown key by key.
  public init(uniqueMembers: [Member]) {
    members = uniqueMembers
    shadowed = []
    rebuildIndex()
  }

  private mutating func indexLastMember() {
    let position = members.count - 1
    switch index {
    case .table(var table)?:
      guard !table.isFull else { return rebuildIndex() }
      index = nil  // keeps the table uniquely referenced while it changes
      if table.insert(position, hash: KeyIndex.hash(members[position].key)) {
        index = .table(table)
      } else {
        rebuildIndex()
      }
    case .dictionary(var dictionary)?:
      index = nil
      dictionary[members[position].key] = position
      index = .dictionary(dictionary)
    case nil:
      if members.count > JSONObject.indexThreshold { rebuildIndex() }
    }
  }

  /// Where `key` is in ``members``.
  ///
  /// Keys match byte for byte, as JSON compares member names (not by Unicode canonical
  /// equivalence, as `String` does).
  public func position(of key: String) -> Int? {
    var key = key
    return key.withUTF8 { position(ofUTF8: $0) }
  }

  /// Where the key spelled by these UTF-8 bytes is in ``members``.
  public func position(ofUTF8 key: UnsafeBufferPointer<UInt8>) -> Int? {
    switch index {
    case .table(let table)?:
      return table.position(hash: KeyIndex.hash(key)) { JSONObject.spells(members[$0].key, key) }
    case .dictionary(let dictionary)?:
      return dictionary[String(decoding: key, as: UTF8.self)].flatMap {
        JSONObject.spells(members[$0].key, key) ? $0 : nil
      }
    case nil:
      return members.firstIndex { JSONObject.spells($0.key, key) }
    }
  }

  @inline(__always)
  private static func spells(_ key: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let utf8 = key.utf8
    guard utf8.count == bytes.count else { return false }
    return utf8.withContiguousStorageIfAvailable { ByteComparison.equal($0, bytes) } ?? utf8.elementsEqual(bytes)
  }

  private mutating func rebuildIndex() {
    guard members.count > JSONObject.indexThreshold else {
      index = nil
      return
    }
    var table = KeyIndex(capacity: Swift.max(members.capacity, members.count * 2))
    for (position, member) in members.enumerated() where !table.insert(position, hash: KeyIndex.hash(member.key)) {
      var dictionary = [String: Int](minimumCapacity: members.count)
      for (position, member) in members.enumerated() { dictionary[member.key] = position }
      index = .dictionary(dictionary)
      return
    }
    index = .table(table)
  }
}

extension JSONObject: Hashable {
  /// Objects are equal when they have the same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for member in lhs.members {
      guard let other = rhs[member.key], other == member.value else { return false }
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    // Order-independent: combine the members' hashes with a commutative sum.
    var sum = 0
    for member in members { sum = sum &+ member.hashValue }
    hasher.combine(count)
    hasher.combine(sum)
  }
}

extension JSONObject: Sequence {
  public func makeIterator() -> IndexingIterator<[Member]> { members.makeIterator() }
}
