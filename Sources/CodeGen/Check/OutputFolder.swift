import Foundation
import JSONCore

/// The output folder of a run: writing the generated files, or (`--check`) comparing them
/// with what is there.
///
/// Files that start with the generated header and are no longer generated are stale: they
/// are removed when writing and reported when checking. Other files are never touched.
public struct OutputFolder: Sendable {
  public var path: String

  public init(path: String) { self.path = path }

  /// A file on disk that is not what the generator writes.
  public struct Difference: Sendable, Hashable {
    public var name: String
    /// Why: missing, edited or stale.
    public var reason: String
    /// A unified diff from the file on disk to the generated text.
    public var diff: String
  }

  /// Every difference between `files` and the folder, in file-name order.
  public func check(_ files: [Generator.File]) -> [Difference] {
    var differences: [Difference] = []
    let generated = Set(files.map(\.name))
    for file in files.sorted(by: { $0.name < $1.name }) {
      let location = path + "/" + file.name
      guard let data = FileManager.default.contents(atPath: location) else {
        differences.append(
          Difference(
            name: file.name, reason: "missing",
            diff: UnifiedDiff.diff(old: "", new: file.text, oldName: "/dev/null", newName: "b/" + file.name)))
        continue
      }
      let text = String(decoding: data, as: UTF8.self)
      guard text != file.text else { continue }
      differences.append(
        Difference(
          name: file.name, reason: "stale or edited by hand",
          diff: UnifiedDiff.diff(old: text, new: file.text, oldName: "a/" + file.name, newName: "b/" + file.name)))
    }
    for name in generatedFilesOnDisk() where !generated.contains(name) {
      let text =
        (FileManager.default.contents(atPath: path + "/" + name)).map { String(decoding: $0, as: UTF8.self) } ?? ""
      differences.append(
        Difference(
          name: name, reason: "no longer generated",
          diff: UnifiedDiff.diff(old: text, new: "", oldName: "a/" + name, newName: "/dev/null")))
    }
    return differences
  }

  /// What stands in the way of writing into the folder, in words (`nil` when nothing does):
  /// said before the work, rather than as the file system's error after it.
  public func problem() -> String? {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { return "a file of that name exists where the folder would go" }
      return files.isWritableFile(atPath: path) ? nil : "the folder is not writable"
    }
    // The nearest folder that exists: the rest is created by the write.
    var parent = FilePath.parent(of: path)
    while !parent.isEmpty, parent != "/", !files.fileExists(atPath: parent, isDirectory: &isFolder) {
      parent = FilePath.parent(of: parent)
    }
    if parent.isEmpty {
      parent = "."
      _ = files.fileExists(atPath: parent, isDirectory: &isFolder)
    }
    guard isFolder.boolValue else { return "\(parent) is a file, not a folder" }
    return files.isWritableFile(atPath: parent) ? nil : "\(parent) is not writable"
  }

  /// Writes `files` (each through a temporary file and a rename) and removes stale generated
  /// files; returns the names written or removed because they changed.
  public func write(_ files: [Generator.File]) throws -> [String] {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    var changed: [String] = []
    for file in files {
      let location = path + "/" + file.name
      if let existing = FileManager.default.contents(atPath: location), existing == Data(file.text.utf8) { continue }
      // `.atomic` writes a temporary file and renames it over the old one.
      try Data(file.text.utf8).write(to: URL(fileURLWithPath: location), options: .atomic)
      changed.append(file.name)
    }
    let generated = Set(files.map(\.name))
    for name in generatedFilesOnDisk() where !generated.contains(name) {
      try FileManager.default.removeItem(atPath: path + "/" + name)
      changed.append(name)
    }
    return changed
  }

  /// The `.swift` files in the folder that begin with the generated header.
  private func generatedFilesOnDisk() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    let marker = Data(Renderer.headerPrefix.utf8)
    return names.filter { name in
      guard name.hasSuffix(".swift"), let handle = FileHandle(forReadingAtPath: path + "/" + name) else { return false }
      defer { try? handle.close() }
      return (try? handle.read(upToCount: marker.count)) == marker
    }.sorted()
  }
}
