import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One `contract fuzz` run per `--out` folder.
///
/// Two campaigns writing one folder mix their reproducers, overwrite each other's checkpoint
/// and leave a report that describes neither. So a run holds `OUT/.lock` from before its first
/// write to its end: the file holds the owner's pid (for the message a second run prints), and
/// the owner holds an advisory `flock` on it. The kernel drops the `flock` when the owner dies,
/// however it dies (SIGKILL included), so a lock whose owner is gone is stale by definition and
/// the next run takes it over; where the file system has no `flock` (some network file
/// systems), the pid decides instead: `kill(pid, 0)` says whether the owner still runs.
final class FuzzOutLock {
  let path: String
  private let descriptor: Int32

  /// Why the folder cannot be taken: a live run holds it, or the lock cannot be made.
  struct Refusal: Error, CustomStringConvertible {
    var description: String
  }

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  /// Takes `OUT/.lock`, creating the folder; `noteStale` hears of a lock left by a run that is
  /// gone.
  static func acquire(_ directory: String, noteStale: (String) -> Void) throws(Refusal) -> FuzzOutLock {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw Refusal(description: "cannot create \(directory): \(error.localizedDescription)")
    }
    let path = (directory as NSString).appendingPathComponent(".lock")
    // A few rounds at most: each one loses only to a run that removed the file just then.
    for _ in 0..<8 {
      let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw Refusal(description: "cannot create the lock \(path): \(String(cString: strerror(errno)))")
      }
      let previous = owner(descriptor)
      if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        let code = errno
        if code == EWOULDBLOCK || code == EAGAIN {
          close(descriptor)
          throw inUse(directory, by: previous, lock: path)
        }
        // No flock here: the recorded pid decides.
        if let previous, previous != getpid(), isAlive(previous) {
          close(descriptor)
          throw inUse(directory, by: previous, lock: path)
        }
      }
      // The file may have been removed (by its owner, ending) between the open and the lock:
      // then this lock is on a file no one else will open. Start again.
      var opened = stat()
      var named = stat()
      guard fstat(descriptor, &opened) == 0, lstat(path, &named) == 0, opened.st_ino == named.st_ino,
        opened.st_dev == named.st_dev
      else {
        close(descriptor)
        continue
      }
      if let previous, previous != getpid() {
        noteStale("\(path) was left by pid \(previous), a run that ended without removing it; taking it over")
      }
      let text = Array("\(getpid())\n".utf8)
      guard ftruncate(descriptor, 0) == 0, pwrite(descriptor, text, text.count, 0) == text.count else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw Refusal(description: "cannot write the lock \(path): \(reason)")
      }
      return FuzzOutLock(path: path, descriptor: descriptor)
    }
    throw Refusal(description: "cannot take the lock \(path): it keeps changing (another run starting?)")
  }

  /// Removes the lock and releases it: the folder is free for the next run.
  func release() {
    unlink(path)
    close(descriptor)
  }

  private static func inUse(_ directory: String, by pid: Int32?, lock: String) -> Refusal {
    let owner = pid.map { "pid \($0)" } ?? "a process"
    return Refusal(
      description:
        "\(directory) is in use by another fuzz run (\(owner), \(lock)): wait for it to end, or give another --out")
  }

  /// The pid the lock file names, if it names one.
  private static func owner(_ descriptor: Int32) -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = pread(descriptor, &buffer, buffer.count, 0)
    guard count > 0 else { return nil }
    let text = String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let pid = Int32(text), pid > 0 else { return nil }
    return pid
  }

  /// Whether process `pid` exists (`EPERM`: it does, owned by another user).
  private static func isAlive(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}
