import Foundation
import JSONCore
import JSONSchema
import Jansson

/// Runs one draft's directory of the test suite: every file, every group, every test.
struct SuiteRunner {
  struct Failure: CustomStringConvertible {
    let key: String
    let detail: String
    var description: String { "\(key): \(detail)" }
  }

  struct Tally {
    var passed = 0
    var total = 0
    var failures: [Failure] = []
  }

  let draftDirectory: String  // "draft2020-12"
  let draft: Draft

  var testsDirectory: URL { SuiteLocation.suite.appendingPathComponent("tests/\(draftDirectory)") }
  var remotesDirectory: URL { SuiteLocation.suite.appendingPathComponent("remotes") }

  /// The remotes of this draft plus the root-level ones, served as `http://localhost:1234/`.
  func makeRegistry() -> SchemaRegistry {
    let registry = SchemaRegistry()
    let files = FileManager.default.enumerator(at: remotesDirectory, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "json" else { continue }
      let relative = String(url.standardizedFileURL.path.dropFirst(remotesDirectory.standardizedFileURL.path.count + 1))
      let top = relative.split(separator: "/").first.map(String.init) ?? ""
      // Other drafts' remotes (and the future draft's, `v1/`) stay out: a test must not pass
      // by reaching them.
      let otherDraft = (top.hasPrefix("draft") && top != draftDirectory) || top == "v1"
      if otherDraft, relative.contains("/") { continue }
      guard let data = try? Data(contentsOf: url), let parsed = try? JanssonParser.parse(Array(data)) else { continue }
      registry.register(parsed.value, uri: "http://localhost:1234/" + relative)
    }
    return registry
  }

  /// Runs the files of `subdirectory` ("" for the required tests, "optional",
  /// "optional/format").
  func run(subdirectory: String, options: ValidatorOptions, registry: SchemaRegistry) -> Tally {
    var tally = Tally()
    let directory = subdirectory.isEmpty ? testsDirectory : testsDirectory.appendingPathComponent(subdirectory)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    for name in names {
      let file = subdirectory.isEmpty ? name : subdirectory + "/" + name
      guard let data = try? Data(contentsOf: directory.appendingPathComponent(name)),
        let parsed = try? JanssonParser.parse(Array(data)), case .array(let groups) = parsed.value
      else {
        tally.failures.append(Failure(key: "\(draftDirectory)/\(file)", detail: "cannot read the test file"))
        continue
      }
      for group in groups { run(group: group, file: file, options: options, registry: registry, into: &tally) }
    }
    return tally
  }

  private func run(
    group: JSONValue, file: String, options: ValidatorOptions, registry: SchemaRegistry, into tally: inout Tally
  ) {
    let description = group["description"]?.stringValue ?? "?"
    let tests = group["tests"]?.arrayValue ?? []
    var fileOptions = options
    // Draft 7's optional content tests assert the content keywords.
    if file.hasSuffix("content.json"), file.hasPrefix("optional") { fileOptions.assertContent = true }
    let compiled: Result<CompiledSchema, SchemaError>
    do {
      compiled = .success(
        try CompiledSchema.compile(
          group["schema"] ?? true, baseURI: "urn:contract:suite", registry: registry, options: fileOptions))
    } catch {
      compiled = .failure(error)
    }
    for test in tests {
      let name = test["description"]?.stringValue ?? "?"
      let key = KnownFailures.key(draft: draftDirectory, file: file, group: description, test: name)
      tally.total += 1
      guard let data = test["data"], let expected = test["valid"]?.boolValue else { continue }
      switch compiled {
      case .failure(let error):
        tally.failures.append(Failure(key: key, detail: "schema did not compile: \(error)"))
      case .success(let schema):
        let fast = schema.isValid(data)
        let errors = schema.validate(data)
        if fast == expected, errors.isEmpty == expected {
          tally.passed += 1
        } else {
          let detail =
            "expected \(expected ? "valid" : "invalid"), isValid said \(fast), validate found \(errors.count) error(s)"
            + (errors.first.map { ": \($0)" } ?? "")
          tally.failures.append(Failure(key: key, detail: detail))
        }
      }
    }
  }
}
