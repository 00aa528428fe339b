import Foundation

/// What `contract init` reads from a user's `Package.swift`, and the one edit it makes there.
///
/// A package depending on `contract` by path knows it by the folder's name (`../contract-main`
/// is the package `contract-main`), by URL by the repository's name; the products the new
/// targets name must use that identity.
struct PackageManifestEdit {
  var text: String

  init(text: String) { self.text = text }

  /// The identity of the `contract` dependency: the `.package(path:)` whose folder holds the
  /// `contract` package, or the `.package(url:)` ending in `contract`; `nil` when neither is
  /// declared.
  func contractIdentity(packageDirectory: String) -> String? {
    for (kind, value) in dependencies() {
      let name = ((value as NSString).lastPathComponent as NSString).deletingPathExtension
      if kind == "url", name.lowercased() == "contract" { return name.lowercased() }
      if kind == "path" {
        let root = value.hasPrefix("/") ? value : (packageDirectory as NSString).appendingPathComponent(value)
        let manifest = (try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8)) ?? ""
        if manifest.contains("name: \"contract\"") { return (value as NSString).lastPathComponent.lowercased() }
      }
    }
    return nil
  }

  /// Whether a target of this name is declared already.
  func declaresTarget(_ name: String) -> Bool { text.contains("name: \"\(name)\"") }

  /// The manifest with `targets` inserted at the start of its `targets:` array, or `nil` when
  /// it has no such array to insert into.
  func inserting(targets: String) -> String? {
    guard let range = text.range(of: #"targets:\s*\["#, options: .regularExpression) else { return nil }
    var lineEnd = range.upperBound
    // After the bracket's line, so the targets already there keep their lines.
    if let newline = text[range.upperBound...].firstIndex(of: "\n") { lineEnd = text.index(after: newline) }
    var edited = text
    let block =
      text[range.upperBound..<lineEnd].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      ? targets : "\n" + targets
    edited.insert(contentsOf: block, at: lineEnd)
    return edited
  }

  /// `.package(path: "…")` and `.package(url: "…", …)` declarations, as (kind, value).
  private func dependencies() -> [(String, String)] {
    let pattern = #"\.package\(\s*(?:name:\s*"[^"]*"\s*,\s*)?(path|url):\s*"([^"]*)""#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let whole = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: whole).compactMap { match in
      guard let kind = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) else {
        return nil
      }
      return (String(text[kind]), String(text[value]))
    }
  }
}
