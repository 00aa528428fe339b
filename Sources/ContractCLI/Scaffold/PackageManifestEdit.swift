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
    let bytes = Array(text.utf8)
    guard let (opening, start) = packageTargetsArray(bytes) else { return nil }
    var depth = 1
    var closing: Int?
    var lastSignificant: Int?
    let read = PackageManifestEdit.walkCode(bytes, from: start) { index in
      depth += PackageManifestEdit.depthChange(bytes[index])
      if depth == 0 {
        closing = index
        return false
      }
      if !PackageManifestEdit.blanks.contains(bytes[index]) { lastSignificant = index }
      return true
    }
    guard read, let index = closing else { return nil }
    var edited = Array(bytes[..<index])
    var tail = Array(bytes[index...])
    if let last = lastSignificant, bytes[last] != UInt8(ascii: ",") && bytes[last] != UInt8(ascii: "[") {
      edited.insert(UInt8(ascii: ","), at: last + 1)
    }
    // The closing bracket on its own line, at the indentation of the line that opened the array.
    let lineStart = bytes[..<opening].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let indent = bytes[lineStart..<opening].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    while let last = edited.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { edited.removeLast() }
    if edited.last != UInt8(ascii: "\n") { edited.append(UInt8(ascii: "\n")) }
    edited += Array(targets.utf8)
    if tail.first == UInt8(ascii: "]") { tail = Array(indent) + tail }
    return String(decoding: edited + tail, as: UTF8.self)
  }

  /// Where `targets: [` is written as an argument of `Package(…)` itself, not a product's
  /// `.library(name:, targets: [...])` before it nor a `let targets: [Target]` elsewhere: the
  /// offset of its `targets` and of the byte after its `[`.
  private func packageTargetsArray(_ bytes: [UInt8]) -> (opening: Int, start: Int)? {
    guard let call = text.range(of: #"(?<![A-Za-z0-9_.])Package\s*\("#, options: .regularExpression) else {
      return nil
    }
    let name = Array("targets".utf8)
    var depth = 1
    var found: (Int, Int)?
    _ = PackageManifestEdit.walkCode(bytes, from: text.utf8.distance(from: text.startIndex, to: call.upperBound)) {
      index in
      depth += PackageManifestEdit.depthChange(bytes[index])
      guard depth > 0 else { return false }
      guard depth == 1, bytes[index...].starts(with: name),
        index == 0 || !PackageManifestEdit.isIdentifier(bytes[index - 1])
      else { return true }
      // `targets`, blanks, `:`, blanks, `[`.
      var next = index + name.count
      while next < bytes.count, PackageManifestEdit.blanks.contains(bytes[next]) { next += 1 }
      guard next < bytes.count, bytes[next] == UInt8(ascii: ":") else { return true }
      next += 1
      while next < bytes.count, PackageManifestEdit.blanks.contains(bytes[next]) { next += 1 }
      guard next < bytes.count, bytes[next] == UInt8(ascii: "[") else { return true }
      found = (index, next + 1)
      return false
    }
    return found
  }

  private static let blanks: Set<UInt8> = [
    UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
  ]

  /// How a byte of code moves the bracket depth: an opening bracket of any kind +1, a closing
  /// one −1.
  private static func depthChange(_ byte: UInt8) -> Int {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): 1
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): -1
    default: 0
    }
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  /// Calls `visit` with the offset of each byte of Swift code from `start` on, until it
  /// returns false: comments are skipped, and a string literal is passed as its closing
  /// quote. False when a multi-line literal stops the reading (it is not followed here).
  private static func walkCode(_ bytes: [UInt8], from start: Int, _ visit: (Int) -> Bool) -> Bool {
    var index = start
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
          if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { return false }
          index += 1
        }
      }
      guard index < bytes.count else { return true }
      if !visit(index) { return true }
      index += 1
    }
    return true
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
