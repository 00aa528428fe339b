/// What a corpus run would skip in silence: a corpus glob that names no file, and a file
/// under the corpus root that no contract or recording glob claims.
///
/// Both are configuration mistakes that otherwise read as success ("0 responses"); they are
/// warnings, not errors, since a corpus being filled in may have either for a while.
public struct CorpusCoverage: Sendable {
  /// A corpus glob that matches no file, located at the contract's `corpus` member.
  public private(set) var emptyGlobs: [ConfigurationError] = []
  /// Corpus files no glob claims, relative to the corpus root, in reading order.
  public private(set) var unclaimedFiles: [String] = []

  /// - Parameters:
  ///   - manifest: the manifest whose globs claim the files.
  ///   - files: the corpus files with their paths relative to the root (``Manifest/corpusFiles()``).
  ///   - contractIDs: the contracts the run checks; others' globs are not looked at, but
  ///     still claim their files.
  public init(manifest: Manifest, files: [(path: String, relativePath: String)], contractIDs: Set<String>) {
    for contract in manifest.contracts where contractIDs.contains(contract.id) {
      for glob in contract.corpus where !files.contains(where: { Glob(glob).matches($0.relativePath) }) {
        emptyGlobs.append(
          ConfigurationError.contract(
            contract.id, file: manifest.path, location: contract.memberLocations["corpus"] ?? contract.location,
            message: "corpus glob '\(glob)' matches no file under \(manifest.corpusDirectory)"))
      }
    }
    let globs =
      manifest.contracts.flatMap(\.corpus).map(Glob.init) + (manifest.recordings + manifest.ignored).map(Glob.init)
    unclaimedFiles = files.map(\.relativePath).filter { path in !globs.contains { $0.matches(path) } }
  }

  /// One line per problem, for standard error (at most `listed` unclaimed files named).
  public func warnings(listed: Int = 5) -> [String] {
    var lines = emptyGlobs.map { "warning: \($0)" }
    if !unclaimedFiles.isEmpty {
      let names = unclaimedFiles.prefix(listed).joined(separator: ", ")
      let more = unclaimedFiles.count > listed ? " and \(unclaimedFiles.count - listed) more" : ""
      lines.append(
        "warning: \(unclaimedFiles.count) corpus file\(unclaimedFiles.count == 1 ? "" : "s") no contract claims,"
          + " not checked: \(names)\(more) (add a corpus glob; list recordings under \"recordings\", other files under \"ignore\")"
      )
    }
    return lines
  }
}
