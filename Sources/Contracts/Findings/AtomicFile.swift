public import Foundation

/// Writes files through a temporary file in the same folder and a rename, so a reader (or a
/// run resumed after SIGKILL) never sees half a file and a crash never leaves one.
public enum AtomicFile {
  public static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    try data.write(to: temporary)
    guard rename(temporary.path, url.path) == 0 else {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)])
    }
  }
}
