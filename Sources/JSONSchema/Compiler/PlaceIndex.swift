/// Which node the compile made for each schema place (a document and a pointer), by node
/// number.
///
/// A large schema has a node per subschema (1.6 million in a 61 MB document), and a dictionary
/// keyed by document and pointer text held about 56 bytes per place at its peak, the end of the
/// compile. Here each document's places are an open-addressing table of node numbers, four
/// bytes a slot: a place's text is not stored again, it is the text its node keeps
/// (``SchemaNode/pointerInResource``, read as bytes where it is stored), which is the pointer in the document for every place
/// in a document's root resource. The rare places inside an embedded resource (`$id`), whose
/// node keeps the pointer from that resource, go in a plain dictionary.
struct PlaceIndex {
  /// One document's root-resource places: slots hold a node's number plus one, `0` is empty.
  private struct Table {
    var slots = [UInt32](repeating: 0, count: 64)
    var count = 0

    mutating func insert(_ number: UInt32, hash: Int, nodes: [SchemaNode]) {
      // At most half full: probes stay short.
      if (count + 1) * 2 > slots.count {
        let old = slots
        slots = [UInt32](repeating: 0, count: old.count * 2)
        for entry in old where entry != 0 {
          place(entry, hash: nodes[Int(entry - 1)].withPointerBytes(PlaceIndex.hash))
        }
      }
      place(number + 1, hash: hash)
      count += 1
    }

    private mutating func place(_ entry: UInt32, hash: Int) {
      let mask = slots.count - 1
      var slot = hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }

  private var tables: [ObjectIdentifier: Table] = [:]
  private var embedded: [Compiler.Place: UInt32] = [:]

  /// The number of the node at `place`, or `nil`; `inRoot` says the place is in its
  /// document's root resource (so `place.pointer` is its node's own text).
  func number(at place: Compiler.Place, inRoot: Bool, nodes: [SchemaNode]) -> UInt32? {
    guard inRoot else { return embedded[place] }
    guard let table = tables[place.document] else { return nil }
    let mask = table.slots.count - 1
    var text = place.pointer
    return text.withUTF8 { wanted in
      var slot = PlaceIndex.hash(wanted) & mask
      while true {
        let entry = table.slots[slot]
        if entry == 0 { return nil }
        if nodes[Int(entry - 1)].withPointerBytes({ $0.elementsEqual(wanted) }) { return entry - 1 }
        slot = (slot + 1) & mask
      }
    }
  }

  /// Records that the node numbered `number` is at `place` (not recorded before).
  mutating func insert(_ number: UInt32, at place: Compiler.Place, inRoot: Bool, nodes: [SchemaNode]) {
    guard inRoot else {
      embedded[place] = number
      return
    }
    // Changed in place (`default:` yields the stored table): no copy of its slots.
    var text = place.pointer
    tables[place.document, default: Table()].insert(number, hash: text.withUTF8(PlaceIndex.hash), nodes: nodes)
  }

  /// The hash of a pointer's text, from its bytes: the query's come from a string, the stored
  /// ones from their node's resource.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    return hasher.finalize()
  }

  /// Where the node numbered `number` is: its document and pointer text; a scan, for error
  /// messages only.
  func place(of number: UInt32, nodes: [SchemaNode]) -> Compiler.Place? {
    if let entry = embedded.first(where: { $0.value == number }) { return entry.key }
    for (document, table) in tables where table.slots.contains(number + 1) {
      return Compiler.Place(document: document, pointer: nodes[Int(number)].pointerInResource)
    }
    return nil
  }
}
