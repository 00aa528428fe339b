public import JSONCore

/// Where each node of a YAML document was written, by JSON Pointer.
///
/// A JSON document is located lazily by re-scanning its text (`JSONTextScanner`); YAML's
/// grammar is too large to re-scan, so the reader records the mark libyaml gives each node as
/// it builds the value. The table holds only what the source spells out, so it grows with the
/// text, never with alias expansion:
/// - every node written in the source, under its pointer (a block collection that is a
///   mapping's value is located at its key, the line a reader looks for);
/// - every alias, under the pointer where it is used, with the pointer of the node its anchor
///   names: a place below an alias is found by looking it up below the anchored node, so a
///   finding inside an aliased schema points at the text that defines it (a member a merge
///   key `<<` gave is such an alias, to the member in the mapping it came from).
///
/// Tokens are compared by their text: a pointer parsed from a `$ref` (`/items/0`) and one the
/// validator built with an index find the same node.
public struct YAMLLocations: Sendable {
  private var nodes: [[String]: SourceLocation] = [:]
  private var aliases: [[String]: [String]] = [:]

  public init() {}

  /// How many nodes are located (aliases count once, where they are written).
  public var count: Int { nodes.count }

  mutating func record(_ location: SourceLocation, at path: [String]) { nodes[path] = location }

  mutating func recordAlias(at path: [String], to target: [String]) { aliases[path] = target }

  /// The line and column of the node at `pointer`.
  ///
  /// Its own when the source writes it; else, below an alias, the same place below the anchored node; else the nearest node above it
  /// (a pointer that goes on below a scalar, or names nothing). Only an empty table has no
  /// answer, and then it is line 1, column 1.
  public func location(of pointer: JSONPointer) -> SourceLocation {
    var path = pointer.tokens.map(\.text)
    // Each hop moves to an anchor defined earlier in the text, so there are no cycles; the
    // bound only guards against a table this reader did not build.
    for _ in 0..<64 {
      if let exact = nodes[path] { return exact }
      var redirected = false
      // From the path itself: a member a merge key gave is an alias with no node of its own.
      var cut = path.count
      while cut >= 0 {
        let prefix = Array(path[..<cut])
        if let target = aliases[prefix] {
          path = target + path[cut...]
          redirected = true
          break
        }
        if let enclosing = nodes[prefix] { return enclosing }
        cut -= 1
      }
      if !redirected { break }
    }
    return nodes[[]] ?? SourceLocation(line: 1, column: 1, offset: 0)
  }

  /// The location of `pointer` when the source writes that very node (no fallback).
  public func exactLocation(of pointer: JSONPointer) -> SourceLocation? {
    nodes[pointer.tokens.map(\.text)]
  }
}
