import Foundation

/// A baseline file's text: `{"version": N, "<key>": [ … ]}` with one entry per line, keys
/// sorted, so a baseline change reads as a diff of entries in review.
package enum LinePerEntryJSON {
  package static func serialize(version: Int, key: String, entries: [some Encodable]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let lines = try entries.map { "    " + String(decoding: try encoder.encode($0), as: UTF8.self) }
    return "{\n  \"version\": \(version),\n  \"\(key)\": [\n" + lines.joined(separator: ",\n")
      + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
  }
}
