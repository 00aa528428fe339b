import JSONSchemaRegex
/// One `patternProperties` entry: the pattern, its compiled regex, and its schema.
final class PropertyPattern: Sendable {
  let pattern: String
  let regex: ECMARegex
  let node: NodeRef

  init(pattern: String, regex: ECMARegex, node: NodeRef) {
    self.pattern = pattern
    self.regex = regex
    self.node = node
  }
}

/// The `patternProperties` of a schema, matched against every member name.
///
/// Iterating an array of structs holding an `ECMARegex` copies each regex (several
/// references); iterating class references retains each. The list keeps the entries alive
/// and walks unmanaged references to them, borrowed for each match: no reference counting.
struct PatternList: @unchecked Sendable {
  let entries: [PropertyPattern]
  private let references: [Unmanaged<PropertyPattern>]

  init(_ entries: [PropertyPattern]) {
    self.entries = entries
    references = entries.map { .passUnretained($0) }
  }

  var isEmpty: Bool { entries.isEmpty }

  /// Calls `body` with the schema of each pattern matching `key`, while it returns `true`;
  /// returns whether it always did, and sets `matched` when any pattern matched.
  @inline(__always)
  func allMatches(_ key: String, matched: inout Bool, _ body: (NodeRef) -> Bool) -> Bool {
    references.withUnsafeBufferPointer { references in
      var index = 0
      while index < references.count {
        let outcome: Bool? = references[index]._withUnsafeGuaranteedRef { entry in
          guard entry.regex.firstMatch(in: key) else { return nil }
          return body(entry.node)
        }
        if let outcome {
          matched = true
          if !outcome { return false }
        }
        index += 1
      }
      return true
    }
  }

  /// Whether any pattern matches `key`.
  @inline(__always)
  func matchesAny(_ key: String) -> Bool {
    var matched = false
    _ = allMatches(key, matched: &matched) { _ in false }
    return matched
  }
}
