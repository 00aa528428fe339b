/// A keyword reference that costs no reference counting: the node's ``KeywordLists`` keep
/// every keyword alive, and calls borrow the reference.
struct UnownedKeyword {
  let keyword: Unmanaged<KeywordBase>

  @inline(__always)
  func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    keyword._withUnsafeGuaranteedRef { $0.isValid(instance, &scope) }
  }
}

/// The keywords of one schema split by instance kind, in raw memory allocated once when the
/// node is finished and freed with it; the block owns its keywords.
///
/// Validating walks one of these lists for every schema it meets, so the walk is a pointer
/// loop: no array bounds or uniqueness checks, no retains of the array or its elements.
///
/// One block per node: for each kind, and then for the list of every keyword once, where its
/// list starts and how long it is (two `UInt16`s), then the lists' keywords back to back. The
/// list of every keyword holds the block's one retain of each; the kinds' lists borrow. A
/// node without keywords points at one shared empty block. (A buffer per kind plus the
/// keywords' own buffer, and then an array of every keyword beside one block, cost a large
/// schema about a hundred bytes, and then fifty, per node more.)
struct KeywordLists {
  private let block: UnsafeMutableRawPointer

  /// The header's entry of the list of every keyword, after the kinds'.
  private static let allEntry = InstanceKind.allCases.count
  /// Rounded up to the keywords' alignment.
  private static let headerSize = ((allEntry + 1) * 4 + 7) & ~7
  /// The block of every node without keywords: every list empty.
  ///
  /// Never freed.
  nonisolated(unsafe) private static let empty: UnsafeMutableRawPointer = {
    let block = UnsafeMutableRawPointer.allocate(byteCount: headerSize, alignment: 8)
    block.initializeMemory(as: UInt8.self, repeating: 0, count: headerSize)
    return block
  }()

  /// The lists of `ordered` (keywords in run order), each keyword in the lists of the kinds
  /// it applies to.
  init(_ ordered: [any Keyword]) {
    self.init(
      perKind: InstanceKind.allCases.map { kind in
        ordered.filter { $0.appliesTo.contains(kind) }.map { $0 as KeywordBase }
      }, all: ordered.map { $0 as KeywordBase })
  }

  /// One list per ``InstanceKind``, by raw value; `all` holds each of their keywords once
  /// (the order ``SchemaNode/allKeywords`` gives).
  init(perKind: [[KeywordBase]], all: [KeywordBase]) {
    let total = perKind.reduce(all.count) { $0 + $1.count }
    guard total > 0 else {
      block = KeywordLists.empty
      return
    }
    // A schema has one keyword of each name, and a merged shape a few schemas' worth.
    precondition(total <= Int(UInt16.max), "more keywords in one schema than a list can hold")
    let headerSize = KeywordLists.headerSize
    block = .allocate(byteCount: headerSize + total * MemoryLayout<UnownedKeyword>.stride, alignment: 8)
    let keywords = (block + headerSize).bindMemory(to: UnownedKeyword.self, capacity: total)
    var next = 0
    for (entry, list) in (perKind + [all]).enumerated() {
      block.storeBytes(of: UInt16(next), toByteOffset: entry * 4, as: UInt16.self)
      block.storeBytes(of: UInt16(list.count), toByteOffset: entry * 4 + 2, as: UInt16.self)
      let owns = entry == KeywordLists.allEntry
      for keyword in list {
        let reference: Unmanaged<KeywordBase> = owns ? .passRetained(keyword) : .passUnretained(keyword)
        (keywords + next).initialize(to: UnownedKeyword(keyword: reference))
        next += 1
      }
    }
  }

  /// The keywords of one kind's list.
  func keywords(for kind: InstanceKind) -> [any Keyword] { keywords(of: kind.rawValue) }

  /// Every keyword once, in the order the node was given them.
  var all: [any Keyword] { keywords(of: KeywordLists.allEntry) }

  /// How many keywords the block holds (each once).
  var count: Int { list(KeywordLists.allEntry).count }

  private func keywords(of entry: Int) -> [any Keyword] {
    // Every keyword in a list is a `Keyword` (the lists are built from them).
    list(entry).compactMap { $0.keyword.takeUnretainedValue() as? any Keyword }
  }

  @inline(__always)
  subscript(kind: InstanceKind) -> UnsafeBufferPointer<UnownedKeyword> { list(kind.rawValue) }

  @inline(__always)
  private func list(_ entry: Int) -> UnsafeBufferPointer<UnownedKeyword> {
    let start = Int(block.load(fromByteOffset: entry &* 4, as: UInt16.self))
    let count = Int(block.load(fromByteOffset: entry &* 4 &+ 2, as: UInt16.self))
    let keywords = (block + KeywordLists.headerSize).assumingMemoryBound(to: UnownedKeyword.self)
    return UnsafeBufferPointer(start: keywords + start, count: count)
  }

  /// Releases the keywords and frees the memory; the lists must not be used afterwards.
  func deallocate() {
    guard block != KeywordLists.empty else { return }
    for keyword in list(KeywordLists.allEntry) { keyword.keyword.release() }
    block.deallocate()
  }
}
