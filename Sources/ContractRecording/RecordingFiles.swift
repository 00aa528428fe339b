import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The recorder's files in its folder: the one being appended to, rotation and the total cap.
///
/// Used only on the writer's serial queue. Each line goes to the file in one `write(2)` on a
/// descriptor opened with `O_APPEND`: a process killed at any moment leaves whole lines
/// (the kernel writes a regular file's bytes of one call together or not at all, short of a
/// full disk, and a short write is cut back off). No buffer in this process holds a line
/// half-written, so there is nothing to lose but the lines still queued.
final class RecordingFiles {
  private let directory: URL
  private let prefix: String
  private let maxFileBytes: Int
  private let maxTotalBytes: Int
  private var descriptor: Int32 = -1
  private var currentSize = 0
  private var sequence = 0
  /// The recorder's files, oldest first, with their sizes: kept here so the total cap costs
  /// no directory listing per line.
  private var files: [(path: String, size: Int)] = []

  init(directory: URL, prefix: String, maxFileBytes: Int, maxTotalBytes: Int) {
    self.directory = directory
    self.prefix = prefix
    self.maxFileBytes = maxFileBytes
    self.maxTotalBytes = maxTotalBytes
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    files = existingFiles()
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// Appends one line. Returns false when it was not written (too large, or the disk refused).
  func append(_ line: [UInt8]) -> Bool {
    guard line.count <= maxFileBytes, line.count <= maxTotalBytes else { return false }
    if descriptor < 0 || currentSize + line.count > maxFileBytes { guard rotate() else { return false } }
    makeRoom(for: line.count)
    let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == line.count else {
      // A full disk wrote part of the line: cut it off, so the file still ends on a line.
      if written > 0 { _ = ftruncate(descriptor, off_t(currentSize)) }
      return false
    }
    currentSize += line.count
    files[files.count - 1].size = currentSize
    return true
  }

  /// Waits for the kernel to put the written lines on disk.
  func synchronize() {
    if descriptor >= 0 { _ = fsync(descriptor) }
  }

  /// Closes the current file and opens a new one.
  private func rotate() -> Bool {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    sequence += 1
    // Time first, so names sort oldest first; the process id keeps two processes apart.
    let stamp = Int64(Date().timeIntervalSince1970 * 1000)
    let name = "\(prefix)-\(stamp)-\(ProcessInfo.processInfo.processIdentifier)-\(sequence).ndjson"
    let path = directory.appendingPathComponent(name).path
    descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    currentSize = 0
    files.append((path, 0))
    return true
  }

  /// Deletes the oldest files (never the current one) until `count` more bytes fit the cap.
  private func makeRoom(for count: Int) {
    var total = files.reduce(0) { $0 + $1.size }
    while total + count > maxTotalBytes, files.count > 1 {
      let oldest = files.removeFirst()
      unlink(oldest.path)
      total -= oldest.size
    }
  }

  /// This prefix's files already in the folder (an earlier run's), oldest first.
  private func existingFiles() -> [(path: String, size: Int)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasPrefix(prefix + "-") && $0.hasSuffix(".ndjson") }.sorted().map { name in
      let path = directory.appendingPathComponent(name).path
      let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
      return (path, size ?? 0)
    }
  }
}
