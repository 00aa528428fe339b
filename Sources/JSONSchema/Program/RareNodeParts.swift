/// What few schema nodes have, kept out of ``SchemaNode`` so that the others do not carry it:
/// a large schema has a node per subschema, and these fields cost each one 24 bytes.
///
/// Written while compiling, read-only after (as the node).
final class RareNodeParts: @unchecked Sendable {
  /// `unevaluatedProperties` / `unevaluatedItems`: they run after every other keyword, on the
  /// annotations those produced.
  let unevaluated: [any UnevaluatedKeyword]
  /// The lists full evaluation runs, when the fast path's were rewritten (see
  /// ``SchemaNode/rewriteFastPath(_:_:)``); `nil` while they are the same.
  @exclusivity(unchecked) var evaluationLists: KeywordLists?

  init(unevaluated: [any UnevaluatedKeyword]) { self.unevaluated = unevaluated }

  deinit { evaluationLists?.deallocate() }
}
