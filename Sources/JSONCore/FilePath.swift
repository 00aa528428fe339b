/// Path arithmetic on the paths users give, as `NSString`'s, without its traps.
///
/// swift-corelibs-foundation's `NSString.deletingLastPathComponent` traps on a one-character
/// relative path (`"a"`, `"a/"`, `"."`): `contract generate --out O` died on it. Apple's
/// Foundation answers `""` there; so does this.
public enum FilePath {
  /// `path` without its last component: `"a/b/c"` → `"a/b"`, `"/a"` → `"/"`, `"a"` → `""`;
  /// trailing slashes are not a component (`"a/b/"` → `"a"`).
  public static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var parent = trimmed[..<slash]
    while parent.hasSuffix("/") { parent = parent.dropLast() }
    return parent.isEmpty && trimmed.hasPrefix("/") ? "/" : String(parent)
  }
}
