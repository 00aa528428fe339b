import JSONCore

/// One cause, one finding: a value that matches none of a union's alternatives is reported as
/// the violations of the alternative it came closest to, not one per alternative plus a
/// summary.
///
/// `{"anyOf": [{"type": "string", "format": "date-time"}, {"type": "null"}]}` (a nullable
/// column, as Zod and OpenAPI write it) given `5` is "expected string, got integer": that
/// the value is not `null` either says nothing. The closest alternative is the one with the
/// fewest violations; on a tie, one of the value's type (`{"name": "Rex"}` is closer to `Pet`,
/// which lacks its `id`, than to `string`), then one that does not only ask for `null`, then
/// schema order. Where
/// an OpenAPI `discriminator` named the one alternative tried, its violations are the finding.
enum ClosestAlternative {
  static func reduce(_ violations: [SchemaViolation]) -> [SchemaViolation] {
    var result = violations
    let unions = violations.filter { isUnion($0.keywordLocation) }.map(\.keywordLocation)
    // Outer unions first: a nested union's violations go with the alternative kept around it.
    for union in Set(unions).sorted(by: { $0.count < $1.count }) {
      guard let summary = result.firstIndex(where: { $0.keywordLocation == union && isUnion($0.keywordLocation) })
      else { continue }
      let prefix = union + "/"
      var alternatives: [Int: [SchemaViolation]] = [:]
      for violation in result where violation.keywordLocation.hasPrefix(prefix) {
        let rest = violation.keywordLocation.dropFirst(prefix.count)
        guard let index = Int(rest.prefix { $0 != "/" }) else { continue }
        alternatives[index, default: []].append(violation)
      }
      let at = result[summary].instanceLocation
      let rank = { (entry: (key: Int, value: [SchemaViolation])) in
        (entry.value.count, otherType(entry.value, at: at) ? 1 : 0, onlyNull(entry.value) ? 1 : 0, entry.key)
      }
      guard let closest = alternatives.min(by: { rank($0) < rank($1) }) else { continue }
      let keyword = union.split(separator: "/").last.map(String.init) ?? "anyOf"
      let count = alternatives.count
      // One alternative tried: the one an OpenAPI discriminator names (its summary says so).
      let why =
        count > 1
        ? "the closest of the \(count) alternatives of \(keyword)"
        : result[summary].message.components(separatedBy: ", ").dropFirst().joined(separator: ", ")
      let kept = closest.value.map { violation -> SchemaViolation in
        var violation = violation
        if !why.isEmpty { violation.message += " (\(why))" }
        return violation
      }
      let position = summary
      result.removeAll { $0.keywordLocation == union || $0.keywordLocation.hasPrefix(prefix) }
      result.insert(contentsOf: kept, at: min(position, result.count))
    }
    return result
  }

  private static func isUnion(_ keywordLocation: String) -> Bool {
    keywordLocation.hasSuffix("/anyOf") || keywordLocation.hasSuffix("/oneOf")
  }

  /// Whether an alternative's only complaint is the type of the value itself (at `place`, the
  /// union's): an alternative of the value's type that it breaks inside is closer.
  private static func otherType(_ violations: [SchemaViolation], at place: JSONPointer) -> Bool {
    violations.allSatisfy { $0.instanceLocation == place && $0.keywordLocation.hasSuffix("/type") }
  }

  /// Whether an alternative's only complaint is that the value is not `null`.
  private static func onlyNull(_ violations: [SchemaViolation]) -> Bool {
    violations.allSatisfy { $0.message.hasPrefix("expected null") }
  }
}
