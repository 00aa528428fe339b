import JSONCore

/// Gives the findings about a JSON file's body their line and column, all at once.
///
/// Checks build findings with a pointer and no line; this finds every pointer's value in one
/// pass (``JSONTextScanner/offsets(of:in:)``) and turns offsets into lines and columns with one
/// ``LineIndex``, so a large document's findings cost one walk over it, not one each. Only
/// listed findings get here (``ResponseChecker/Outcome/add``): occurrences a report only
/// counts are never located.
package enum FindingLocations {
  package static func locate(_ findings: inout [Finding], in response: Response) {
    // NDJSON lines and HAR entries are located by line or entry; findings with a line have one.
    guard response.source.line == nil, response.source.entry == nil else { return }
    let wanted = findings.indices.filter { findings[$0].source.line == nil && findings[$0].pointer != nil }
    guard !wanted.isEmpty else { return }
    // A pointer the text does not have (a key the model requires and the response lacks) is
    // shown at the nearest place it does have: the object the key is missing from.
    var asked = Set<JSONPointer>()
    for pointer in wanted.compactMap({ findings[$0].pointer }) {
      var place: JSONPointer? = pointer
      while let current = place, asked.insert(current).inserted { place = current.parent }
    }
    let offsets = JSONTextScanner.offsets(of: asked, in: response.body)
    let index = LineIndex(response.body)
    for position in wanted {
      var place = findings[position].pointer
      while let current = place, offsets[current] == nil { place = current.parent }
      let location = index.location(ofOffset: place.flatMap { offsets[$0] } ?? 0)
      findings[position].source.line = location.line
      findings[position].source.column = location.column
    }
  }
}
