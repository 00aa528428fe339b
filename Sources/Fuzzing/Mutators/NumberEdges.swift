public import JSONCore

/// number-edges: numbers at the edges of what clients hold.
///
/// 2^53+1 (the first integer a
/// `Double` cannot hold), Int64.max+1 (beyond `Int`), `-0`, `1e308` (near `Double`'s limit;
/// an integer by value, so JSON Schema's `integer` accepts it) and `0e1` (zero written as a
/// real with an exponent, which some parsers mis-read).
///
/// The two large integers go only where a large integer can come from: integer values, and
/// columns of arbitrary precision (`numeric`, `decimal`). A `double precision` column cannot
/// hold 2^53+1 either, so a model rounding it there is not news.
public struct NumberEdges: MutationOperator {
  public let name = "number-edges"
  static let lexemes = ["9007199254740993", "9223372036854775808", "-0", "1e308", "0e1"]

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    var sites: [Mutation] = []
    value.walk { pointer, node in
      guard let number = node.numberValue else { return }
      let exact = number.kind == .integer || ["numeric", "decimal"].contains(facts[pointer]?.format ?? "")
      for (variant, lexeme) in NumberEdges.lexemes.enumerated() where lexeme != number.lexeme && (exact || variant >= 2)
      {
        sites.append(Mutation(operatorName: name, pointer: pointer, variant: variant))
      }
    }
    return sites
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    guard NumberEdges.lexemes.indices.contains(mutation.variant),
      let edge = JSONNumber(lexeme: NumberEdges.lexemes[mutation.variant])
    else { return nil }
    return value.modify(at: mutation.pointer) { node -> AppliedMutation? in
      guard let old = node.numberValue, old.lexeme != edge.lexeme else { return nil }
      node = .number(edge)
      return AppliedMutation(
        mutation: mutation, description: "\(old.lexeme) → \(edge.lexeme)", changed: [mutation.pointer])
    }
  }
}
