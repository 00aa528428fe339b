/// Property names of a schema, looked up by instance keys: built once at compile time.
///
/// Few names: a linear scan (Swift compares short equal strings by their bits). Many names:
/// a dictionary.
struct PropertyTable: Sendable {
  let names: [String]
  private let index: [String: Int]?

  init(_ names: [String]) {
    self.names = names
    if names.count > 8 {
      var index: [String: Int] = [:]
      for (position, name) in names.enumerated() where index[name] == nil { index[name] = position }
      self.index = index
    } else {
      self.index = nil
    }
  }

  var isEmpty: Bool { names.isEmpty }

  @inline(__always)
  func position(of key: String) -> Int? {
    if let index { return index[key] }
    for position in names.indices where names[position] == key { return position }
    return nil
  }
}
