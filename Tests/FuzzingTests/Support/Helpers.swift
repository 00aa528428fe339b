import Foundation
import Fuzzing
import JSONCore
import Jansson

/// Parses JSON text in tests; a test's own literal that is not JSON is a test bug.
func json(_ text: String) -> JSONValue {
  do {
    return try JanssonParser.parse(Array(text.utf8)).value
  } catch {
    fatalError("test JSON does not parse: \(error)\n\(text)")
  }
}

func pointer(_ text: String) -> JSONPointer {
  do {
    return try JSONPointer(parsing: text)
  } catch {
    fatalError("test pointer does not parse: \(text)")
  }
}

/// Facts saying which keys of which objects are required, and which places are enums or
/// timestamps, without a schema file.
func facts(
  required: [String: [String]] = [:], enums: [String: [JSONValue]] = [:], timestamps: [String] = [],
  formats: [String: String] = [:]
) -> FixtureFacts {
  var nodes: [JSONPointer: FixtureFacts.Node] = [:]
  for (place, keys) in required {
    var node = nodes[pointer(place)] ?? FixtureFacts.Node()
    node.required = Set(keys)
    nodes[pointer(place)] = node
  }
  for (place, values) in enums {
    var node = nodes[pointer(place)] ?? FixtureFacts.Node()
    node.enumValues = values
    nodes[pointer(place)] = node
  }
  for place in timestamps {
    var node = nodes[pointer(place)] ?? FixtureFacts.Node()
    node.isTimestamp = true
    nodes[pointer(place)] = node
  }
  for (place, format) in formats {
    var node = nodes[pointer(place)] ?? FixtureFacts.Node()
    node.format = format
    nodes[pointer(place)] = node
  }
  return FixtureFacts(nodes: nodes)
}

/// Applies one site and returns the result and what the operator said it did.
func applying(_ operation: any MutationOperator, _ site: Mutation, to value: JSONValue, facts: FixtureFacts) -> (
  JSONValue, AppliedMutation?
) {
  var copy = value
  let applied = operation.apply(site, to: &copy, facts: facts)
  return (copy, applied)
}

/// Every result of every site of `operation` on `value`, as compact JSON text of the value
/// at `place`, or of the whole value when `place` is nil.
func results(_ operation: any MutationOperator, on value: JSONValue, facts: FixtureFacts, at place: String? = nil)
  -> [String]
{
  operation.sites(in: value, facts: facts).map { site in
    let (result, _) = applying(operation, site, to: value, facts: facts)
    guard let place else { return result.description }
    return pointer(place).resolve(in: result)?.description ?? "(absent)"
  }
}

/// The pets fixture folder (contracts, corpus) shared with the CLI tests.
let petsFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Fixtures/pets").path

/// The repository root (Chapter contracts and corpus).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path
