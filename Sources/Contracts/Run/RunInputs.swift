/// The files a check run reads, in reading order, each with the contract its location implies
/// and its shard key.
///
/// The shard key is the file's path relative to what names it: the `--against` folder it was
/// found in (a file given directly: its name), or the corpus root. Shards of one run may see the
/// dump under different prefixes (each CI job unpacks it somewhere else) and still agree on
/// which of them checks which response.
package struct RunInputs {
  package struct File {
    package var path: String
    package var contractID: String?
    /// ``Shard/hash(_:)`` of the path relative to what names it.
    package var key: UInt64
  }

  package var files: [File]
  /// `--against` paths that do not exist.
  package var missing: [String] = []
  /// Paths found and not read (``FileDiscovery/Result/skipped``).
  package var skipped: [(path: String, reason: String)] = []

  /// What every shard of one run must read alike: the shard keys, in reading order.
  package var digest: UInt64 { Shard.hash(files.map { String($0.key, radix: 16) }.joined(separator: ",")) }

  /// The files under `paths` (files and folders of dumps).
  static func against(_ paths: [String], resolver: ContractResolver) -> RunInputs {
    var inputs = RunInputs(files: [])
    for path in paths {
      let discovery = FileDiscovery.expand([path], extensions: ResponseStream.extensions)
      inputs.missing += discovery.missing
      inputs.skipped += discovery.skipped
      let base = path.hasSuffix("/") ? path : path + "/"
      for file in discovery.files {
        let relative = file.hasPrefix(base) ? String(file.dropFirst(base.count)) : lastComponent(of: file)
        inputs.files.append(File(path: file, contractID: resolver.contract(forFile: file), key: Shard.hash(relative)))
      }
    }
    return inputs
  }

  /// Files with the contract each one is read for, keyed by `relativePath` (relative to the
  /// corpus root).
  static func corpus(_ files: [(path: String, relativePath: String, contractID: String?)]) -> RunInputs {
    RunInputs(files: files.map { File(path: $0.path, contractID: $0.contractID, key: Shard.hash($0.relativePath)) })
  }

  /// Files read whole, with no shard (helpers that list responses).
  static func unsharded(_ files: [(path: String, contractID: String?)]) -> RunInputs {
    RunInputs(files: files.map { File(path: $0.path, contractID: $0.contractID, key: 0) })
  }

  private static func lastComponent(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
