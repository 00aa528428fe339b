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

  /// The manifest with `targets` appended to its `targets:` array, or `nil` when it has no
  /// such array, or one this reading cannot close (then the caller prints the lines to add).
  ///
  /// The array is read as Swift text (strings and comments skipped, brackets counted), so a
  /// one-line `targets: [.target(name: "Models")]`, a trailing comma or a comment after the
  /// last target all stay valid: a comma goes right after the last target when it has none,
  /// and the new targets before the closing bracket.
  func inserting(targets: String) -> String? {
    guard let range = packageTargetsArray() else { return nil }
    let bytes = Array(text.utf8)
    var index = text.utf8.distance(
      from: text.utf8.startIndex, to: range.upperBound.samePosition(in: text.utf8) ?? text.utf8.endIndex)
    var depth = 1
    var lastSignificant: Int? = nil
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      }
      if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index += 2
        continue
      }
      if byte == UInt8(ascii: "\"") {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\") { index += 1 }
          if bytes[index] == UInt8(ascii: "\n") { return nil }  // a multi-line literal: not read here
          index += 1
        }
        lastSignificant = index
        index += 1
        continue
      }
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { break }
      }
      if ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte) {
        lastSignificant = index
      }
      index += 1
    }
    guard depth == 0, index < bytes.count else { return nil }
    var edited = Array(bytes[..<index])
    var tail = Array(bytes[index...])
    if let last = lastSignificant, bytes[last] != UInt8(ascii: ",") && bytes[last] != UInt8(ascii: "[") {
      edited.insert(UInt8(ascii: ","), at: last + 1)
    }
    // The closing bracket on its own line, at the indentation of the line that opened the array.
    let opening = text[..<range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
    let indent = String(opening.prefix { $0 == " " || $0 == "\t" })
    while let last = edited.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { edited.removeLast() }
    if edited.last != UInt8(ascii: "\n") { edited.append(UInt8(ascii: "\n")) }
    edited += Array(targets.utf8)
    if tail.first == UInt8(ascii: "]") { tail = Array((indent).utf8) + tail }
    return String(decoding: edited + tail, as: UTF8.self)
  }

  /// Where `targets: [` is written as an argument of `Package(…)` itself: not a product's
  /// `.library(name:, targets: [...])` before it, nor a `let targets: [Target]` elsewhere.
  /// Strings and comments are skipped, brackets counted.
  private func packageTargetsArray() -> Range<String.Index>? {
    guard let call = text.range(of: #"(?<![A-Za-z0-9_.])Package\s*\("#, options: .regularExpression) else {
      return nil
    }
    var depth = 1
    var index = call.upperBound
    while index < text.endIndex {
      let rest = text[index...]
      if rest.hasPrefix("//") {
        index = rest.firstIndex(of: "\n") ?? text.endIndex
        continue
      }
      if rest.hasPrefix("/*") {
        index = rest.range(of: "*/")?.upperBound ?? text.endIndex
        continue
      }
      let character = text[index]
      if character == "\"" {
        index = text.index(after: index)
        while index < text.endIndex, text[index] != "\"" {
          if text[index] == "\n" { return nil }  // a multi-line literal: not read here
          if text[index] == "\\" { index = text.index(after: index) }
          if index < text.endIndex { index = text.index(after: index) }
        }
        if index < text.endIndex { index = text.index(after: index) }
        continue
      }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) {
        depth -= 1
        if depth == 0 { return nil }
      }
      if depth == 1, rest.hasPrefix("targets"),
        index == text.startIndex
          || !(text[text.index(before: index)].isLetter || text[text.index(before: index)] == "_"),
        let match = rest.range(of: #"^targets\s*:\s*\["#, options: .regularExpression)
      {
        return match
      }
      index = text.index(after: index)
    }
    return nil
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
