public import Foundation
import JSONCore

/// Writes files so that a reader (or a run resumed after SIGKILL) never sees half a file, a
/// crash never leaves one, and nothing planted in the folder can redirect the write.
///
/// A regular file (or a new one) is written to a temporary file beside it, with a name no one
/// can guess (`.NAME.PID.RANDOM.tmp`), opened `O_CREAT|O_EXCL|O_NOFOLLOW` (a symlink planted at
/// that name fails the open, it is not followed), given the old file's mode, fsynced, and
/// renamed over the target. A target that exists and is not a regular file (`/dev/null`, a
/// FIFO, `/dev/stdout`) is written in place: replacing a device with a file is never wanted.
/// A read-only target is refused, not replaced. A handled signal (SIGINT, SIGTERM, SIGHUP)
/// during the write removes the temporary (`InFlightTemporaries`); temporaries that a killed
/// run left in a folder are removed by the next write into that folder.
public enum AtomicFile {
  /// Text for people (a report, a baseline, a checkpoint, a reproducer record): redacted
  /// (`Redactor`) on its way out, like everything the tool shows.
  public static func write(_ text: String, to path: String) throws {
    try write(exactly: Data(Redactor.redact(text).utf8), to: path)
  }

  /// Bytes written as they are: only for data the user asked to keep exactly (a reproducer's
  /// payload, which replay needs byte for byte).
  public static func write(exactly data: Data, to path: String) throws {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      guard status.st_mode & S_IFMT != S_IFDIR else { throw failure(path, EISDIR) }
      try writeInPlace(data, to: path)
      return
    }
    // A symlink to a regular file: the file it names is replaced, the link stays.
    let target =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { link in
        link.hasPrefix("/")
          ? link : (FilePath.parent(of: path) as NSString).appendingPathComponent(link)
      } ?? path
    let directory = FilePath.parent(of: target)
    if !directory.isEmpty {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }
    if let code = readOnly(target) { throw failure(path, code) }
    removeOrphans(in: directory)
    let temporary = temporaryName(for: target)
    let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o666
    // Registered before it exists, so a signal between the open and the rename removes it.
    let slot = InFlightTemporaries.add(temporary)
    defer { InFlightTemporaries.remove(slot) }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw failure(path, errno) }
    do {
      // `open` applied the umask; an existing file's mode is kept exactly.
      if stat(target, &status) == 0 { _ = fchmod(descriptor, mode) }
      try writeAll(data, to: descriptor, path: path)
      guard fsync(descriptor) == 0 else { throw failure(path, errno) }
      close(descriptor)
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target) == 0 else {
      let code = errno
      unlink(temporary)
      throw failure(path, code)
    }
  }

  /// Why `path` cannot be written (`nil` when it can), checked before a run spends time on a report.
  ///
  /// Creates and removes a temporary file beside it (the one true test
  /// of a read-only or virtual file system).
  public static func problem(writing path: String) -> String? {
    var status = stat()
    if stat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return reason(path, EISDIR)
      case S_IFREG: if let code = readOnly(path) { return reason(path, code) }
      default: return access(path, W_OK) == 0 ? nil : reason(path, errno)
      }
    }
    var directory = FilePath.parent(of: path)
    if directory.isEmpty { directory = "." }
    // The nearest folder that exists: the rest is created by the write.
    while stat(directory, &status) != 0, directory != "/", directory != "." {
      directory = FilePath.parent(of: directory)
      if directory.isEmpty { directory = "." }
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { return reason(path, ENOTDIR) }
    let probe = temporaryName(for: (directory as NSString).appendingPathComponent((path as NSString).lastPathComponent))
    // A probe is a temporary too: a signal while it exists removes it.
    let slot = InFlightTemporaries.add(probe)
    defer { InFlightTemporaries.remove(slot) }
    let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return reason(path, errno) }
    close(descriptor)
    unlink(probe)
    return nil
  }

  /// `EACCES` when `path` is a regular file that must not be replaced: one with no write
  /// permission bit, or one this process may not write.
  ///
  /// Renaming a temporary over a file needs only the folder to be writable, so a read-only
  /// file (`chmod 0444 baseline.json`, a file of another user) would be silently replaced,
  /// mode and all. Editors refuse instead, and so does this. The mode bits are checked as well
  /// as access(2): root passes every access check, but a file with no write bit was made
  /// read-only on purpose.
  private static func readOnly(_ path: String) -> Int32? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    if status.st_mode & 0o222 == 0 { return EACCES }
    return access(path, W_OK) == 0 ? nil : errno
  }

  /// `.NAME.PID.RANDOM.tmp` beside `path`: the pid lets a later run tell an orphan from a live
  /// run's file; the random part makes the name unguessable.
  private static func temporaryName(for path: String) -> String {
    let name = (path as NSString).lastPathComponent
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
    return (FilePath.parent(of: path) as NSString).appendingPathComponent(
      ".\(name).\(getpid()).\(random).tmp")
  }

  /// Removes the temporaries (`.NAME.PID.RANDOM.tmp`, for any NAME) in `directory` whose
  /// process is gone: runs killed (SIGKILL, a power cut) between creating and renaming them.
  ///
  /// Only regular files of exactly that shape, whose pid names no running process, are removed;
  /// a live run's temporary and anything else in the folder are left alone.
  private static func removeOrphans(in directory: String) {
    let folder = directory.isEmpty ? "." : directory
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      let parts = name.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count >= 4, let pid = Int32(parts[parts.count - 3]), pid > 0, pid != getpid(),
        isRandomPart(parts[parts.count - 2]), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      let path = (folder as NSString).appendingPathComponent(name)
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
      unlink(path)
    }
  }

  /// Whether `part` is what ``temporaryName(for:)`` puts there: base 36, up to 13 digits.
  private static func isRandomPart(_ part: Substring) -> Bool {
    !part.isEmpty && part.count <= 13
      && part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
  }

  private static func writeInPlace(_ data: Data, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    try writeAll(data, to: descriptor, path: path)
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
    try data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = Foundation.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw failure(path, errno)
        }
        offset += written
      }
    }
  }

  /// `cannot write r.json: Is a directory`.
  static func reason(_ path: String, _ code: Int32) -> String {
    "cannot write \(path): \(String(cString: strerror(code)))"
  }

  private static func failure(_ path: String, _ code: Int32) -> WriteError { WriteError(message: reason(path, code)) }

  /// A write that failed, in one line.
  public struct WriteError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }
}
