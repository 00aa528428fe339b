import Foundation

/// Expands command-line paths into the files to read: files as given, folders recursively.
///
/// Results are sorted so that every run reads files in the same order. Hidden files and
/// folders (`.git`, `.DS_Store`) are skipped inside folders but read when named directly.
public enum FileDiscovery {
  public struct Result: Sendable {
    public var files: [String]
    /// Paths that do not exist.
    public var missing: [String]
  }

  /// - Parameter extensions: lower-case file extensions to take from folders (`["json"]`).
  public static func expand(_ paths: [String], extensions: Set<String>) -> Result {
    var files: [String] = []
    var missing: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      var found: [String] = []
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      if let enumerator = manager.enumerator(atPath: path) {
        while let relative = enumerator.nextObject() as? String {
          let name = (relative as NSString).lastPathComponent
          if name.hasPrefix(".") {
            enumerator.skipDescendants()
            continue
          }
          let extensionName = (name as NSString).pathExtension.lowercased()
          guard extensions.contains(extensionName) else { continue }
          let full = base + "/" + relative
          var childIsDirectory: ObjCBool = false
          if manager.fileExists(atPath: full, isDirectory: &childIsDirectory), !childIsDirectory.boolValue {
            found.append(full)
          }
        }
      }
      files.append(contentsOf: found.sorted())
    }
    return Result(files: files, missing: missing)
  }

  /// Reads a whole file, with an error that names it.
  public static func read(_ path: String) throws(FileReadError) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw FileReadError(path: path, reason: "cannot open the file for reading")
    }
    defer { try? handle.close() }
    do {
      return Array(try handle.readToEnd() ?? Data())
    } catch {
      throw FileReadError(path: path, reason: "read failed: \(error.localizedDescription)")
    }
  }
}

/// A file that could not be read.
public struct FileReadError: Error, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public var description: String { "\(path): \(reason)" }
}
