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

  init(_ ordered: [any Keyword]) {
    let kinds = InstanceKind.allCases
    let total = kinds.reduce(0) { sum, kind in sum + ordered.count { $0.appliesTo.contains(kind) } }
    storage = .allocate(capacity: max(total, 1))
    lists = .allocate(capacity: kinds.count)
    var next = 0
    for kind in kinds {
      let start = next
      for keyword in ordered where keyword.appliesTo.contains(kind) {
        (storage + next).initialize(to: UnownedKeyword(keyword: .passUnretained(keyword)))
        next += 1
      }
      (lists + kind.rawValue).initialize(to: UnsafeBufferPointer(start: storage + start, count: next - start))
    }
  }

  @inline(__always)
  subscript(kind: InstanceKind) -> UnsafeBufferPointer<UnownedKeyword> { lists[kind.rawValue] }

  /// Frees the memory; the lists must not be used afterwards.
  func deallocate() {
    storage.deallocate()
    lists.deallocate()
  }
}
