import Contracts
import Foundation
import JSONCore

/// A folder of recorded responses, sorted into the contracts `contract init` proposes.
///
/// A group is a subfolder (`issues/*.json`), or, at the top of the folder, the files whose
/// names share a stem (`issue.json`, `issue-closed.json`, `issue_2.json`): the way fixtures
/// are kept for one endpoint. The envelope comes from the bodies: a group whose files hold
/// arrays is an `array` contract; a group mixing arrays and objects becomes two contracts.
struct FixtureGroups {
  struct Group: Equatable {
    var id: String
    /// Corpus globs, relative to the fixtures folder.
    var corpus: [String]
    var envelope: Manifest.Contract.Envelope
    var files: Int
  }

  private(set) var groups: [Group] = []
  /// Files that are not JSON bodies (NDJSON, HAR, other): left for the user to map.
  private(set) var skipped: [String] = []

  /// Reads the folder at `path` (one level of subfolders is a group; deeper files belong to
  /// their first subfolder's group).
  init(folder path: String) {
    let files = FileDiscovery.expand([path], extensions: ["json", "ndjson", "jsonl", "har"]).files
    var byGroup: [String: (isFolder: Bool, object: [String], array: [String])] = [:]
    let base = path.hasSuffix("/") ? path : path + "/"
    for file in files {
      let relative = file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
      guard (relative as NSString).pathExtension.lowercased() == "json" else {
        skipped.append(relative)
        continue
      }
      let components = relative.split(separator: "/")
      let isFolder = components.count > 1
      let key = isFolder ? String(components[0]) : FixtureGroups.stem(of: relative)
      var entry = byGroup[key] ?? (isFolder, [], [])
      if FixtureGroups.bodyIsArray(file) { entry.array.append(relative) } else { entry.object.append(relative) }
      byGroup[key] = entry
    }
    for key in byGroup.keys.sorted() {
      guard let entry = byGroup[key] else { continue }
      let id = FixtureGroups.identifier(key)
      let both = !entry.object.isEmpty && !entry.array.isEmpty
      for (envelope, members) in [(Manifest.Contract.Envelope.object, entry.object), (.array, entry.array)]
      where !members.isEmpty {
        // A folder holding one kind of body is claimed by one glob; otherwise each file is named.
        let corpus = entry.isFolder && !both ? ["\(key)/**/*.json"] : members
        groups.append(
          Group(
            id: both && envelope == .array ? id + ".list" : id, corpus: corpus, envelope: envelope,
            files: members.count))
      }
    }
  }

  /// `issue-closed.json`, `issue_2.json`, `issue.json` → `issue`; `pull_request.json` →
  /// `pull_request` (an underscore followed by a letter belongs to the name).
  static func stem(of name: String) -> String {
    var stem = Substring((name as NSString).deletingPathExtension)
    if let cut = stem.firstIndex(where: { $0 == "-" || $0 == "." || $0 == " " }) { stem = stem[..<cut] }
    while let last = stem.last, last.isNumber || last == "_" { stem = stem.dropLast() }
    return stem.isEmpty ? String((name as NSString).deletingPathExtension) : String(stem)
  }

  /// A contract id from a group name: lower case, runs of other characters as `_`.
  static func identifier(_ name: String) -> String {
    var id = ""
    for character in name.lowercased() {
      if character.isLetter || character.isNumber || character == "." {
        id.append(character)
      } else if id.last != "_" {
        id.append("_")
      }
    }
    return id.isEmpty ? "fixtures" : id
  }

  /// Whether the file's body starts with `[` (after white space and a byte order mark).
  private static func bodyIsArray(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 4096)) ?? Data()
    for byte in head where ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) {
      return byte == UInt8(ascii: "[")
    }
    return false
  }

  /// `Contracts/contracts.json` for these groups: one contract each, type `TODO`, read only
  /// (recorded responses are what a client reads; what it sends back is `roundtrip`).
  ///
  /// - Parameter corpusRoot: the fixtures folder as the manifest names it (relative to the
  ///   contracts folder, or absolute).
  func manifest(corpusRoot: String) -> String {
    var text = "{\n  \"corpusRoot\": \(FixtureGroups.quoted(corpusRoot)),\n  \"contracts\": ["
    for (index, group) in groups.enumerated() {
      let corpus = group.corpus.map(FixtureGroups.quoted).joined(separator: ", ")
      text += index == 0 ? "\n" : ",\n"
      text +=
        "    { \"id\": \(FixtureGroups.quoted(group.id)), \"type\": \"TODO\", \"profile\": \"default\","
        + " \"envelope\": \"\(group.envelope.rawValue)\", \"direction\": \"read\",\n      \"corpus\": [\(corpus)] }"
    }
    return text + "\n  ]\n}\n"
  }

  private static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    JSONWriter.writeString(text, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
