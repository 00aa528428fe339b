public import Contracts
import Foundation
import JSONCore

/// A contracts folder as it was at a git revision, read with `git show` into a temporary
/// folder: the working tree is never touched (`contract diff --base REF`).
public enum GitRevision {
  /// The folder `contractsDirectory` at `revision`, materialised under `scratch`.
  ///
  /// - Throws: ``ConfigurationError`` with git's own words when the folder is not in a git
  ///   checkout, the revision is unknown, or the folder did not exist at it.
  public static func contracts(
    _ contractsDirectory: String, at revision: String, into scratch: String
  ) throws(ConfigurationError) -> Manifest {
    let directory = URL(fileURLWithPath: contractsDirectory).standardizedFileURL.path
    let top = try git(
      ["rev-parse", "--show-toplevel"], in: directory, what: "\(contractsDirectory) is not inside a git checkout")
    let root = top.trimmingCharacters(in: .whitespacesAndNewlines)
    let resolvedRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    let resolvedDirectory = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
    guard resolvedDirectory.hasPrefix(resolvedRoot) else {
      throw ConfigurationError(file: contractsDirectory, message: "is not inside the git checkout at \(root)")
    }
    let relative = String(resolvedDirectory.dropFirst(resolvedRoot.count)).trimmingCharacters(in: ["/"])
    _ = try git(
      ["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: root,
      what: "no revision '\(revision)' in \(root)")
    let listing = try git(
      ["ls-tree", "-r", "--name-only", revision, "--", relative.isEmpty ? "." : relative], in: root,
      what: "cannot list \(relative) at \(revision)")
    let files = listing.split(separator: "\n").map(String.init)
    guard files.contains(where: { $0.hasSuffix("contracts.json") }) else {
      throw ConfigurationError(file: contractsDirectory, message: "has no contracts.json at \(revision)")
    }
    for file in files {
      let content = try gitBytes(["show", "\(revision):\(file)"], in: root, what: "cannot read \(file) at \(revision)")
      let target = (scratch as NSString).appendingPathComponent(file)
      do {
        try FileManager.default.createDirectory(
          atPath: FilePath.parent(of: target), withIntermediateDirectories: true)
        try AtomicFile.write(exactly: content, to: target)
      } catch {
        throw ConfigurationError(file: target, message: "cannot write: \(error)")
      }
    }
    let manifest = ((scratch as NSString).appendingPathComponent(relative) as NSString)
      .appendingPathComponent("contracts.json")
    return try Manifest.load(path: manifest)
  }

  private static func git(_ arguments: [String], in directory: String, what: String) throws(ConfigurationError)
    -> String
  {
    String(decoding: try gitBytes(arguments, in: directory, what: what), as: UTF8.self)
  }

  private static func gitBytes(_ arguments: [String], in directory: String, what: String) throws(ConfigurationError)
    -> Data
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", directory] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw ConfigurationError(file: directory, message: "\(what): cannot run git (\(error))")
    }
    // Read before waiting: a large file would fill the pipe and block git.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let cause = message.split(separator: "\n").first.map { ": git says \($0)" } ?? ""
      throw ConfigurationError(file: directory, message: what + cause)
    }
    return data
  }
}
