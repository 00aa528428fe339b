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
    let offsets = JSONTextScanner.offsets(of: wanted.compactMap { findings[$0].pointer }, in: response.body)
    let index = LineIndex(response.body)
    for position in wanted {
      guard let pointer = findings[position].pointer else { continue }
      // A pointer the text does not have (a place the model, not the response, holds) is the
      // document's start, as a single lookup gives it.
      let location = index.location(ofOffset: offsets[pointer] ?? 0)
      findings[position].source.line = location.line
      findings[position].source.column = location.column
    }
  }
}
