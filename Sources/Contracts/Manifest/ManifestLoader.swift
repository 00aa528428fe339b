import Foundation
import JSONCore
import Jansson

extension Manifest {
  /// Reads and checks a manifest.
  ///
  /// Every problem is a ``ConfigurationError`` with the line and column of the offending value, so
  /// a typo is one glance away.
  public static func load(path: String) throws(ConfigurationError) -> Manifest {
    // The first thing a new user meets, in a package that has no contracts yet.
    guard FileManager.default.fileExists(atPath: path) else {
      throw ConfigurationError(
        file: path, message: "no manifest here: `contract init` makes one from a folder of fixtures (--contracts DIR names another folder)")
    }
    let (bytes, parsed) = try ToolFile.parse(path: path, kind: "manifest")
    var reader = ManifestReader(path: path, bytes: bytes)
    return try reader.read(parsed.value)
  }
}

/// Turns the manifest's JSON into ``Manifest`` values, locating each error.
private struct ManifestReader {
  let path: String
  let bytes: [UInt8]

  /// The folder of the manifest, which schema paths are relative to and must stay in.
  var contractsDirectory: String {
    let directory = FilePath.parent(of: path)
    return directory.isEmpty ? "." : directory
  }

  static let topLevelKeys = [
    "contracts", "recordings", "corpusRoot", "ignore", "severity", "errors", "$schema", "description",
  ]
  static let contractKeys = [
    "id", "schema", "type", "profile", "corpus", "routes", "envelope", "direction", "description", "maxBytes",
    "errors",
  ]

  /// An error about a key itself (unknown, misspelt): located at the key, not its value.
  func keyError(_ message: String, at pointer: JSONPointer) -> ConfigurationError {
    let offset = JSONTextScanner.keyOffset(of: pointer, in: bytes)
    return ConfigurationError(
      file: path,
      location: offset.map { SourceLocation(offset: $0, in: bytes) }
        ?? JSONTextScanner.location(of: pointer, in: bytes),
      pointer: pointer, message: message)
  }

  func error(_ message: String, at pointer: JSONPointer) -> ConfigurationError {
    ConfigurationError(
      file: path, location: JSONTextScanner.location(of: pointer, in: bytes), pointer: pointer,
      message: message)
  }

  mutating func read(_ root: JSONValue) throws(ConfigurationError) -> Manifest {
    guard let object = root.objectValue else {
      throw error("the manifest must be an object with a \"contracts\" array", at: .root)
    }
    try checkKeys(object, allowed: ManifestReader.topLevelKeys, at: .root)
    var corpusDirectory = (contractsDirectory as NSString).appendingPathComponent("../Corpus")
    if let corpusRoot = object["corpusRoot"] {
      guard let text = corpusRoot.stringValue else {
        throw error("\"corpusRoot\" must be a string", at: JSONPointer.root.appending(key: "corpusRoot"))
      }
      let pointer = JSONPointer.root.appending(key: "corpusRoot")
      // Absolute roots are taken as they are; relative ones are from the contracts folder.
      corpusDirectory = text.hasPrefix("/") ? text : (contractsDirectory as NSString).appendingPathComponent(text)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: corpusDirectory, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        throw error("\"corpusRoot\" '\(text)': no such folder (\(normalizedPath(corpusDirectory)))", at: pointer)
      }
    }
    let contractsPointer = JSONPointer.root.appending(key: "contracts")
    guard let entries = object["contracts"]?.arrayValue else {
      throw error("the manifest needs a \"contracts\" array", at: object["contracts"] == nil ? .root : contractsPointer)
    }
    var contracts: [Manifest.Contract] = []
    var seen: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      let pointer = contractsPointer.appending(index: index)
      let contract = try readContract(entry, at: pointer)
      if let first = seen[contract.id] {
        throw error(
          "duplicate contract id '\(contract.id)' (first at /contracts/\(first))", at: pointer.appending(key: "id"))
      }
      seen[contract.id] = index
      contracts.append(contract)
    }
    func globs(_ key: String) throws(ConfigurationError) -> [String] {
      guard let value = object[key] else { return [] }
      let pointer = JSONPointer.root.appending(key: key)
      guard let array = value.arrayValue else { throw error("\"\(key)\" must be an array of globs", at: pointer) }
      var globs: [String] = []
      for (index, element) in array.enumerated() {
        guard let glob = element.stringValue else {
          throw error("\"\(key)\" must hold strings only", at: pointer.appending(index: index))
        }
        globs.append(glob)
      }
      return globs
    }
    var manifest = Manifest(
      path: path, contractsDirectory: contractsDirectory,
      corpusDirectory: normalizedPath(corpusDirectory), contracts: contracts, recordings: try globs("recordings"))
    manifest.ignored = try globs("ignore")
    if let value = object["errors"] {
      manifest.errors = try readErrors(value, at: JSONPointer.root.appending(key: "errors"))
    }
    if let value = object["severity"] {
      manifest.severities = try readSeverities(value, at: JSONPointer.root.appending(key: "severity"))
    }
    return manifest
  }

  private func readContract(_ entry: JSONValue, at pointer: JSONPointer) throws(ConfigurationError) -> Manifest.Contract
  {
    guard let object = entry.objectValue else { throw error("a contract must be an object", at: pointer) }
    try checkKeys(object, allowed: ManifestReader.contractKeys, at: pointer)
    func string(_ key: String) throws(ConfigurationError) -> String? {
      guard let value = object[key] else { return nil }
      guard let text = value.stringValue, !text.isEmpty else {
        throw error("\"\(key)\" must be a non-empty string", at: pointer.appending(key: key))
      }
      return text
    }
    func strings(_ key: String) throws(ConfigurationError) -> [String] {
      guard let value = object[key] else { return [] }
      if let text = value.stringValue { return [text] }
      guard let array = value.arrayValue else {
        throw error("\"\(key)\" must be a string or an array of strings", at: pointer.appending(key: key))
      }
      var result: [String] = []
      for (index, element) in array.enumerated() {
        guard let text = element.stringValue else {
          throw error("\"\(key)\" must hold strings only", at: pointer.appending(key: key).appending(index: index))
        }
        result.append(text)
      }
      return result
    }
    guard let id = try string("id") else { throw error("a contract needs an \"id\"", at: pointer) }
    var schemaPath: String? = nil
    var schemaPointer = JSONPointer.root
    if let schema = try string("schema") {
      (schemaPath, schemaPointer) = try schemaReference(schema, at: pointer.appending(key: "schema"))
    }
    let routes = try readRoutes(object["routes"], at: pointer.appending(key: "routes"))
    var envelope = Manifest.Contract.Envelope.object
    if let text = try string("envelope") {
      guard let value = Manifest.Contract.Envelope(rawValue: text) else {
        throw error(
          "\"envelope\" must be \"object\" or \"array\", not '\(text)'", at: pointer.appending(key: "envelope"))
      }
      envelope = value
    }
    var direction: Manifest.Direction? = nil
    if let text = try string("direction") {
      guard let value = Manifest.Direction(rawValue: text) else {
        throw error(
          "\"direction\" must be \"read\" or \"roundtrip\", not '\(text)'", at: pointer.appending(key: "direction"))
      }
      direction = value
    }
    var maxBytes: Int? = nil
    if let value = object["maxBytes"] {
      guard let number = value.numberValue?.int64, number > 0, number <= Int64(Int32.max) else {
        throw error("\"maxBytes\" must be a positive integer (a size in bytes)", at: pointer.appending(key: "maxBytes"))
      }
      maxBytes = Int(number)
    }
    var memberLocations: [String: SourceLocation] = [:]
    for key in object.keys {
      memberLocations[key] = JSONTextScanner.location(of: pointer.appending(key: key), in: bytes)
    }
    var contract = Manifest.Contract(
      id: id, schemaPath: schemaPath, schemaPointer: schemaPointer, typeName: try string("type"),
      profileName: try string("profile") ?? "default", corpus: try strings("corpus"), routes: routes,
      envelope: envelope, location: JSONTextScanner.location(of: pointer, in: bytes),
      memberLocations: memberLocations)
    contract.maxBytes = maxBytes
    if let value = object["errors"] { contract.errors = try readErrors(value, at: pointer.appending(key: "errors")) }
    contract.direction = direction
    return contract
  }

  /// `chapter/openapi.json#/definitions/courses` as a path and a pointer into the document.
  private func schemaReference(_ text: String, at pointer: JSONPointer) throws(ConfigurationError) -> (
    String, JSONPointer
  ) {
    let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let fragment: JSONPointer
    do {
      fragment = parts.count > 1 ? try JSONPointer(fragment: String(parts[1])) : .root
    } catch let pointerError {
      throw error("\"schema\" has a bad fragment: \(pointerError)", at: pointer)
    }
    // Refused before anything is read: a file outside the folder is never opened or quoted.
    let file = String(parts[0])
    guard !file.isEmpty else { throw error("\"schema\" names no file before its '#'", at: pointer) }
    guard let inside = ContractsFolder.confine(file, to: contractsDirectory) else {
      throw error(
        "\"schema\" '\(file)' is outside the contracts folder \(ContractsFolder.standardized(contractsDirectory)): a manifest names schemas inside its own folder",
        at: pointer)
    }
    return (inside, fragment)
  }

  /// `["GET /rest/v1/courses", {"route": "GET /rest/v1/courses", "headers": {"Accept": "…"}}]`.
  private func readRoutes(_ value: JSONValue?, at pointer: JSONPointer) throws(ConfigurationError) -> [RoutePattern] {
    guard let value else { return [] }
    let form = "a route is 'METHOD /path' or {\"route\": \"METHOD /path\", \"headers\": {\"Name\": \"value\"}}"
    let entries = value.arrayValue ?? [value]
    var routes: [RoutePattern] = []
    for (index, entry) in entries.enumerated() {
      let at = value.arrayValue == nil ? pointer : pointer.appending(index: index)
      var text = entry.stringValue
      var headers: [RoutePattern.Header] = []
      if let object = entry.objectValue {
        try checkKeys(object, allowed: ["route", "headers"], at: at)
        text = object["route"]?.stringValue
        guard text != nil else { throw error("\"route\" must be a string: \(form)", at: at) }
        if let required = object["headers"] {
          guard let members = required.objectValue?.members, !members.isEmpty else {
            throw error("\"headers\" must map header names to values: \(form)", at: at.appending(key: "headers"))
          }
          for member in members {
            guard let headerValue = member.value.stringValue, !member.key.isEmpty else {
              throw error(
                "header \"\(member.key)\" must have a string value",
                at: at.appending(key: "headers").appending(key: member.key))
            }
            headers.append(RoutePattern.Header(name: member.key, value: headerValue))
          }
        }
      }
      guard let text else { throw error("\"routes\" must hold strings or route objects: \(form)", at: at) }
      guard let route = RoutePattern(text, headers: headers) else {
        throw error(
          "route '\(text)' is not of the form 'METHOD /path' (e.g. 'GET /rest/v1/courses')",
          at: entry.objectValue == nil ? at : at.appending(key: "route"))
      }
      routes.append(route)
    }
    return routes
  }

  /// `{"schema": "chapter/postgrest_error.schema.json"}`: what 4xx/5xx bodies meet.
  private func readErrors(
    _ value: JSONValue, at pointer: JSONPointer
  ) throws(ConfigurationError) -> Manifest.ErrorSchema {
    let form = "\"errors\" must be {\"schema\": \"path/to/error.schema.json\"}"
    guard let object = value.objectValue else { throw error(form, at: pointer) }
    try checkKeys(object, allowed: ["schema", "description"], at: pointer)
    guard let text = object["schema"]?.stringValue, !text.isEmpty else {
      throw error(form, at: object["schema"] == nil ? pointer : pointer.appending(key: "schema"))
    }
    let schemaPointer = pointer.appending(key: "schema")
    let (path, fragment) = try schemaReference(text, at: schemaPointer)
    return Manifest.ErrorSchema(
      schemaPath: path, schemaPointer: fragment, location: JSONTextScanner.location(of: schemaPointer, in: bytes))
  }

  /// `{"roundtrip-loss.null-became-absent": "note", "model-drift": "error"}`.
  private func readSeverities(_ value: JSONValue, at pointer: JSONPointer) throws(ConfigurationError) -> SeverityRules {
    guard let object = value.objectValue else {
      throw error("\"severity\" must map finding kinds (or kind.cause) to note, warning, error or off", at: pointer)
    }
    var rules = SeverityRules()
    let kinds = Finding.Kind.allCases.map(\.rawValue)
    for key in object.keys {
      let kind = String(key.split(separator: ".", maxSplits: 1).first ?? "")
      guard kinds.contains(kind) else {
        let hint = Suggestion.closest(to: kind, among: kinds).map { " (did you mean \"\($0)\"?)" } ?? ""
        throw keyError(
          "unknown finding kind \"\(kind)\"\(hint); kinds: \(kinds.joined(separator: ", "))",
          at: pointer.appending(key: key))
      }
      let text = object[key]?.stringValue ?? ""
      guard let level = SeverityRules.Level(rawValue: text) else {
        throw error(
          "severity of \"\(key)\" must be note, warning, error or off, not \(object[key].map(JSONWriter().string) ?? "")",
          at: pointer.appending(key: key))
      }
      rules.levels[key] = level
    }
    return rules
  }

  private func checkKeys(_ object: JSONObject, allowed: [String], at pointer: JSONPointer) throws(ConfigurationError) {
    for key in object.keys where !allowed.contains(key) {
      let hint = Suggestion.closest(to: key, among: allowed).map { " (did you mean \"\($0)\"?)" } ?? ""
      throw keyError(
        "unknown key \"\(key)\"\(hint); allowed: \(allowed.joined(separator: ", "))", at: pointer.appending(key: key))
    }
  }
}

/// `Contracts/../Corpus` → `Corpus`: resolves `.` and `..` textually, so reports show the
/// paths people type, relative when they were given relative.
func normalizedPath(_ path: String) -> String {
  var components: [Substring] = []
  for component in path.split(separator: "/", omittingEmptySubsequences: true) {
    if component == "." { continue }
    if component == "..", let last = components.last, last != ".." {
      components.removeLast()
    } else {
      components.append(component)
    }
  }
  let joined = components.joined(separator: "/")
  if path.hasPrefix("/") { return "/" + joined }
  return joined.isEmpty ? "." : joined
}
