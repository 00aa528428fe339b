import ContractTesting

/// An API document whose schemas reach each other as large APIs' do: `node0` … `node19`, each
/// an object with a `name` enum (`a`, `b`) and two members (`left`, `right`) of the next, so
/// its places as a tree number about a million; one contract, `tree`, on `node0`.
enum BranchingAPIDocument {
  /// Writes `C/openapi.json` and `C/contracts.json`, and `dump.ndjson` with one response whose
  /// `name` is `name`, `depth` levels down the `right` members.
  static func write(into folder: TemporaryFolder, name: String, depth: Int) throws {
    let schemas = (0..<20).map { level in
      let next =
        level < 19
        ? ##", "left": {"$ref": "#/components/schemas/node\##(level + 1)"}, "right": {"$ref": "#/components/schemas/node\##(level + 1)"}"##
        : ""
      return ##""node\##(level)": {"type": "object", "properties": {"name": {"enum": ["a", "b"]}\##(next)}}"##
    }
    try folder.write(
      ##"{"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {}, "components": {"schemas": {\##(schemas.joined(separator: ", "))}}}"##,
      to: "C/openapi.json")
    try folder.write(
      #"{"contracts": [{"id": "tree", "schema": "openapi.json#/components/schemas/node0"}]}"#, to: "C/contracts.json")
    let body =
      String(repeating: #"{"right": "#, count: depth) + #"{"name": "\#(name)"}"# + String(repeating: "}", count: depth)
    try folder.write(#"{"contract": "tree", "status": 200, "body": \#(body)}"# + "\n", to: "dump.ndjson")
  }

  /// The pointer of that response's `name`.
  static func namePointer(depth: Int) -> String { String(repeating: "/right", count: depth) + "/name" }
}
