/// A keyword reference that costs no reference counting: the node that owns the list keeps
/// every keyword alive (``SchemaNode/allKeywords``), and calls borrow the reference.
struct UnownedKeyword {
  let keyword: Unmanaged<KeywordBase>

  @inline(__always)
  func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    keyword._withUnsafeGuaranteedRef { $0.isValid(instance, &scope) }
  }
}

/// The keywords of one schema split by instance kind, in raw memory allocated once when the
/// node is finished and freed with it.
///
/// Validating walks one of these lists for every schema it meets, so the walk is a pointer
/// loop: no array bounds or uniqueness checks, no retains of the array or its elements.
struct KeywordLists {
  private let storage: UnsafeMutablePointer<UnownedKeyword>
  private let lists: UnsafeMutablePointer<UnsafeBufferPointer<UnownedKeyword>>

  /// The lists of `ordered` (keywords in run order), each keyword in the lists of the kinds
  /// it applies to.
  init(_ ordered: [any Keyword]) {
    self.init(
      perKind: InstanceKind.allCases.map { kind in
        ordered.filter { $0.appliesTo.contains(kind) }.map { $0 as KeywordBase }
      })
  }

  /// One list per ``InstanceKind``, by raw value.
  init(perKind: [[KeywordBase]]) {
    let total = perKind.reduce(0) { $0 + $1.count }
    storage = .allocate(capacity: max(total, 1))
    lists = .allocate(capacity: InstanceKind.allCases.count)
    var next = 0
    for kind in InstanceKind.allCases {
      let start = next
      for keyword in perKind[kind.rawValue] {
        (storage + next).initialize(to: UnownedKeyword(keyword: .passUnretained(keyword)))
        next += 1
      }
      (lists + kind.rawValue).initialize(to: UnsafeBufferPointer(start: storage + start, count: next - start))
    }
  }

  /// The keywords of one kind's list.
  func keywords(for kind: InstanceKind) -> [any Keyword] {
    // Every keyword in a list is a `Keyword` (the lists are built from them).
    self[kind].compactMap { $0.keyword.takeUnretainedValue() as? any Keyword }
  }

  @inline(__always)
  subscript(kind: InstanceKind) -> UnsafeBufferPointer<UnownedKeyword> { lists[kind.rawValue] }

  /// Frees the memory; the lists must not be used afterwards.
  func deallocate() {
    storage.deallocate()
    lists.deallocate()
  }
}
