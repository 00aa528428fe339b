/// `--against` paths that exist and hold nothing to check: an empty folder, a folder named
/// `x.json`, a folder of other files (or only of FIFOs and dangling links, which are never
/// read).
///
/// Such a run would check zero responses and exit 0, as if the dump had passed: almost always
/// a mistake in the path (the wrong folder, a dump not unpacked yet). DESIGN.md makes such
/// mistakes exit 2, so the run says which path yielded nothing.
public enum EmptyDumpPaths {
  /// The paths among `paths` that exist and hold no file responses are read from.
  public static func among(_ paths: [String]) -> [String] {
    paths.filter { path in
      let discovery = FileDiscovery.expand([path], extensions: ResponseStream.extensions)
      return discovery.missing.isEmpty && discovery.files.isEmpty
    }
  }

  /// The warning for `path`.
  public static func warning(_ path: String) -> String {
    "warning: --against \(path): no responses to check in it (no *.json, *.ndjson, *.jsonl or *.har file is read there)"
  }
}
