import Foundation
import Jansson

/// `--against` paths that exist and hold nothing to check: an empty folder, a folder named
/// `x.json`, a folder of other files, an NDJSON log with no line written yet, a HAR capture with no entry.
///
/// Such a run would check zero responses and exit 0 in silence, as if the dump had passed:
/// almost always a mistake in the path (the wrong folder, a dump not unpacked yet, a
/// recording downloaded before the app wrote to it). Such mistakes exit 2 (the README's exit
/// codes), so the run says which path yielded nothing. A path that names only files that are
/// never read (a FIFO, a dangling link) is not among them: each of those is already an
/// `unmapped` note saying why it was not read. Nor is an empty `.json` file: that is one
/// response, which does not parse (a located error).
public enum EmptyDumpPaths {
  /// One warning per path among `paths` that exists and yields no response.
  public static func warnings(for paths: [String]) -> [String] {
    paths.compactMap { path in
      let discovery = FileDiscovery.expand([path], extensions: ResponseStream.extensions)
      guard discovery.missing.isEmpty, discovery.skipped.isEmpty else { return nil }
      if discovery.files.isEmpty {
        return "warning: --against \(path): no responses to check in it (no *.json, *.ndjson, *.jsonl or *.har file is read there)"
      }
      guard discovery.files.allSatisfy({ isBlankLog($0) || isEmptyCapture($0) }) else { return nil }
      return discovery.files.count == 1
        ? "warning: --against \(path): no responses to check in it (a log with no line or a capture with no entry)"
        : "warning: --against \(path): no responses to check in it (every file there is a log with no line or a capture with no entry)"
    }
  }

  /// Whether the file at `path` is a line-per-response log (`.ndjson`, `.jsonl`) holding
  /// only white space: read up to its first other byte, so a large log costs one read.
  static func isBlankLog(_ path: String) -> Bool {
    guard ["ndjson", "jsonl"].contains((path as NSString).pathExtension.lowercased()),
      let handle = FileHandle(forReadingAtPath: path)
    else { return false }
    defer { try? handle.close() }
    while let chunk = try? handle.read(upToCount: 64 << 10), !chunk.isEmpty {
      if chunk.contains(where: { !JSONWhitespace.contains($0) }) { return false }
    }
    return true
  }

  /// Whether the file at `path` is a HAR capture whose `log.entries` is empty. Such a file
  /// is small (a creator, perhaps pages): a larger one is not read here.
  static func isEmptyCapture(_ path: String) -> Bool {
    guard (path as NSString).pathExtension.lowercased() == "har",
      let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= 64 << 10,
      let bytes = FileManager.default.contents(atPath: path),
      let entries = (try? JanssonParser.parse(Array(bytes)))?.value["log"]?["entries"]?.arrayValue
    else { return false }
    return entries.isEmpty
  }

  private static let JSONWhitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
}
