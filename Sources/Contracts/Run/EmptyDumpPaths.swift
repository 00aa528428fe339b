/// `--against` paths that exist and hold nothing to check: an empty folder, a folder named
/// `x.json`, a folder of other files.
///
/// Such a run would check zero responses and exit 0 in silence, as if the dump had passed:
/// almost always a mistake in the path (the wrong folder, a dump not unpacked yet). Such
/// mistakes exit 2 (the README's exit codes), so the run says which path yielded nothing. A
/// path that names only files that are never read (a FIFO, a dangling link) is not among them: each of those
/// is already an `unmapped` note saying why it was not read.
public enum EmptyDumpPaths {
  /// The paths among `paths` that exist and hold no file responses are read from, nor one
  /// that is noted as not read.
  public static func among(_ paths: [String]) -> [String] {
    paths.filter { path in
      let discovery = FileDiscovery.expand([path], extensions: ResponseStream.extensions)
      return discovery.missing.isEmpty && discovery.files.isEmpty && discovery.skipped.isEmpty
    }
  }

  /// The warning for `path`.
  public static func warning(_ path: String) -> String {
    "warning: --against \(path): no responses to check in it (no *.json, *.ndjson, *.jsonl or *.har file is read there)"
  }
}
