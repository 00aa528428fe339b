import Foundation
import JSONCore

/// The contracts folder: the folder of `contracts.json`, and the only place a manifest's
/// schema paths and the schemas' `$ref`s may read from.
///
/// A manifest comes with a repository, and a repository is not always trusted: a schema path
/// that climbs out (`../../../../etc/passwd`) or starts at `/` would have the tool open, and
/// quote in its parse error, a file the manifest's author never shipped. So a path is resolved
/// against the folder (`..` and `.` taken away lexically, as `$ref`s are) and must land inside
/// it; an absolute path is accepted when it does.
public enum ContractsFolder {
  /// The manifest's name, which marks a contracts folder.
  public static let manifestName = "contracts.json"

  /// `path` (relative to `folder`, or absolute) as a path relative to `folder`; `nil` when it
  /// leads outside the folder.
  public static func confine(_ path: String, to folder: String) -> String? {
    let root = standardized(folder)
    let resolved = standardized(path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path))
    guard resolved.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
    return String(resolved.dropFirst(root == "/" ? 1 : root.count + 1))
  }

  /// The nearest folder above `file` (a schema) that holds a `contracts.json`: where `check`
  /// would have compiled that schema from, so `validate` reads its `$ref`s from the same root.
  public static func enclosing(_ file: String) -> String? {
    var folder = FilePath.parent(of: standardized(file))
    while !folder.isEmpty {
      if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(manifestName)) {
        return folder
      }
      guard folder != "/" else { return nil }
      folder = FilePath.parent(of: folder)
    }
    return nil
  }

  /// An absolute path with `.` and `..` resolved lexically (no symlink is followed, the way
  /// `$ref` confinement reads paths).
  static func standardized(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: absolute).standardizedFileURL.path
  }
}
