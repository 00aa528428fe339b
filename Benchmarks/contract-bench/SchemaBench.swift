import Foundation

/// `contract-bench schema`: `contract validate` with one large schema (a 2020-12 document of
/// many `$defs`, each an object with constraints, formats, an enum and a `$ref` to the next),
/// beside jansson's bare parse of the schema: compile time, peak RSS and RSS per schema byte.
///
///   contract-bench schema --contract BINARY [--size MB]
///
/// The instance is small: the run is the schema's reading, its meta-schema check and its
/// compilation, which must grow linearly with the schema.
struct SchemaBench: BenchSection {
  let name = "schema"
  let summary = "contract validate with one huge schema: time and peak RSS vs jansson parse"

  func run(_ arguments: [String]) throws {
    let options = BenchOptions(arguments)
    guard let binary = options["contract"] else { throw BenchError("schema needs --contract PATH-TO-BINARY") }
    let megabytes = Int(options["size"] ?? "60") ?? 60
    let folder = NSTemporaryDirectory() + "contract-bench-schema"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/large.schema.json"
    let instance = folder + "/instance.json"
    try Data(#"{"id": 1, "name": "x", "next": {"id": 2, "name": "y", "next": null}}"#.utf8)
      .write(to: URL(fileURLWithPath: instance))

    // Each definition is about 440 bytes; the count gives the size asked for.
    func definition(_ index: Int, next: Int) -> String {
      ##""T\##(index)": {"type": "object", "required": ["id", "name"], "additionalProperties": false, "properties": {"id": {"type": "integer", "minimum": 0}, "name": {"type": "string", "maxLength": 200}, "email": {"type": "string", "format": "email"}, "tags": {"type": "array", "items": {"type": "string", "enum": ["a", "b", "c"]}}, "created_at": {"type": "string", "format": "date-time"}, "next": {"anyOf": [{"$ref": "#/$defs/T\##(next)"}, {"type": "null"}]}}}"##
    }
    let count = max(1, (megabytes << 20) / definition(0, next: 1).utf8.count)
    var text = ##"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$ref": "#/$defs/T0", "$defs": {"##
    text.reserveCapacity(megabytes << 20 + 4096)
    for index in 0..<count {
      if index > 0 { text += ", " }
      text += definition(index, next: (index + 1) % count)
    }
    text += "}}"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let size = Double(text.utf8.count)
    text = ""

    let jansson = try PeakTable.janssonRow(path)
    let validate = try ProcessMeasure.run(binary, ["validate", "--schema", path, instance])
    print("schema: \(count) definitions")
    PeakTable.print(input: path, size: size, rows: [jansson, ("contract validate (compile)", validate.0, validate.1)])
  }
}
