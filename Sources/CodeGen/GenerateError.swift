public import JSONSchema

/// Every schema site a run could not read or translate, so one run lists them all instead of
/// stopping at the first (a real API document has dozens).
///
/// Each is a located ``SchemaError``: file, line, column, JSON Pointer and the reason.
public struct GenerateError: Error, Sendable, CustomStringConvertible {
  /// In document order: by file, then line and column; each once (the parser and the
  /// translator may both meet a broken place).
  public var errors: [SchemaError]

  public init(_ errors: [SchemaError]) {
    var seen = Set<SchemaError>()
    self.errors = errors.filter { seen.insert($0).inserted }.sorted { lhs, rhs in
      let left = (lhs.document ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
      let right = (rhs.document ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
      return left < right
    }
  }

  /// One line per site.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
