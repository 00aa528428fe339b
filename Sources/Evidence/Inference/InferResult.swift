public import JSONCore
import JSONSchema

/// What `contract infer` found: every contract's ``Suggestion``s, and per schema document the
/// overlay or patch that makes the changes selected.
public struct InferResult: Sendable {
  /// One schema document's changes, written as an overlay (OpenAPI, Swagger) or a JSON Patch.
  public struct Document: Sendable {
    /// The document's file, as the schema registry read it.
    public var file: String
    public var isOverlay: Bool
    /// The overlay or patch.
    public var changes: JSONValue
    /// How many edits it makes.
    public var edits: Int
  }

  public var suggestions: [Suggestion]
  public var documents: [Document]
  public var minimumSample: Int
  public var includesTightening: Bool

  /// Infers for every contract and writes the changes of the selected suggestions (loosening,
  /// and tightening when `includeTightening`) per document.
  ///
  /// - Parameter contracts: in the order they are reported, each with its outline and
  ///   evidence.
  public init(
    contracts: [(id: String, outline: ContractOutline, evidence: TrafficEvidence)], minimumSample: Int,
    includeTightening: Bool
  ) {
    self.minimumSample = minimumSample
    includesTightening = includeTightening
    var suggestions: [Suggestion] = []
    for (id, outline, evidence) in contracts {
      suggestions += Inference(contract: id, outline: outline, evidence: evidence, minimumSample: minimumSample)
        .suggestions()
    }
    self.suggestions = SharedSchemaEvidence.standing(suggestions, in: contracts)
    let selected = self.suggestions.filter {
      $0.direction == .loosening || ($0.direction == .tightening && includeTightening)
    }
    // Documents in the order their first change comes.
    var order: [SchemaLocation] = []
    for suggestion in selected {
      if let document = suggestion.change?.document, !order.contains(document) { order.append(document) }
    }
    documents = order.map { root in
      let here = selected.filter { $0.change?.document == root }
      let file = root.file ?? root.documentURI
      let (_, edits) = SchemaEditor(dialect: root.dialect).apply(here.compactMap(\.change), to: root.value)
      let describe = { (location: JSONPointer) -> (text: String, tightening: Bool) in
        let at = here.filter { $0.change?.location == location }
        var seen = Set<String>()
        let texts = at.map { "\($0.message) at \($0.place.isEmpty ? "(root)" : $0.place) (\($0.evidence))" }
          .filter { seen.insert($0).inserted }
        return (texts.joined(separator: "; "), at.contains { $0.direction == .tightening })
      }
      let isOverlay = root.dialect.isAPIDescription
      let document =
        isOverlay
        ? ChangeDocument.overlay(
          title: "contract infer: \(lastComponent(file))", edits: edits, to: root.value, describe: describe)
        : ChangeDocument.patch(edits: edits, describe: describe)
      return Document(file: file, isOverlay: isOverlay, changes: document, edits: edits.count)
    }
  }

  public func count(_ direction: Suggestion.Direction) -> Int { suggestions.filter { $0.direction == direction }.count }
}

private func lastComponent(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
