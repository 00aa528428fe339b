import Foundation

/// Expands command-line paths into the files to read: files as given, folders recursively.
///
/// Results are sorted so that every run reads files in the same order. Hidden files and
/// folders (`.git`, `.DS_Store`) are skipped inside folders but read when named directly.
/// Only regular files are read: a FIFO, socket or device (opening a FIFO blocks until someone
/// writes to it) and a symlink that loops or leads nowhere are listed in
/// ``Result/skipped`` with the reason, never opened.
public enum FileDiscovery {
  public struct Result: Sendable {
    public var files: [String]
    /// Paths that do not exist.
    public var missing: [String]
    /// Paths not read, with why: `a FIFO (named pipe)`.
    public var skipped: [(path: String, reason: String)] = []
  }

  /// - Parameters:
  ///   - paths: files and folders, as given on the command line.
  ///   - extensions: lower-case file extensions to take from folders (`["json"]`).
  public static func expand(_ paths: [String], extensions: Set<String>) -> Result {
    var files: [String] = []
    var missing: [String] = []
    var skipped: [(path: String, reason: String)] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        // A symlink that loops or leads nowhere exists, as a link.
        if let reason = brokenLink(path) { skipped.append((path, reason)) } else { missing.append(path) }
        continue
      }
      guard isDirectory.boolValue else {
        if let reason = notRegular(path) { skipped.append((path, reason)) } else { files.append(path) }
        continue
      }
      var found: [String] = []
      var skippedHere: [(path: String, reason: String)] = []
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
          guard manager.fileExists(atPath: full, isDirectory: &childIsDirectory) else {
            if let reason = brokenLink(full) { skippedHere.append((full, reason)) }
            continue
          }
          if childIsDirectory.boolValue { continue }
          if let reason = notRegular(full) { skippedHere.append((full, reason)) } else { found.append(full) }
        }
      }
      files.append(contentsOf: found.sorted())
      skipped.append(contentsOf: skippedHere.sorted { $0.path < $1.path })
    }
    return Result(files: files, missing: missing, skipped: skipped)
  }

  /// Why the file at `path` (a symlink followed) is not read, `nil` for a regular file.
  static func notRegular(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return brokenLink(path) ?? String(cString: strerror(errno)) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFIFO: return "a FIFO (named pipe): not opened, since opening one waits for a writer"
    case S_IFSOCK: return "a socket"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    default: return "not a regular file"
    }
  }

  /// Why a symlink at `path` cannot be followed, `nil` when it is not a broken link.
  static func brokenLink(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
    guard stat(path, &status) != 0 else { return nil }
    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    return errno == ELOOP ? "a symlink that loops (to \(target))" : "a dangling symlink (to \(target), which does not exist)"
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
