import ContractRecording
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app-side lines README.md shows are the Recording real traffic article's, and they
/// compile against the library as written.
@Suite struct ReadmeSnippetTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The first Swift block after `heading` in the file at `path` (from the repository).
  private func swiftBlock(in path: String, after heading: String) throws -> String {
    let text = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
    let section = try #require(text.range(of: heading), "\(path) has no \(heading)")
    let open = try #require(text.range(of: "```swift\n", range: section.upperBound..<text.endIndex))
    let close = try #require(text.range(of: "```", range: open.upperBound..<text.endIndex))
    return String(text[open.upperBound..<close.lowerBound])
  }

  @Test func theReadmeShowsTheArticlesLinesAndTheyCompile() throws {
    let readme = try swiftBlock(in: "README.md", after: "## Record real traffic")
    let article = try swiftBlock(
      in: "Sources/ContractTesting/ContractTesting.docc/Articles/RecordingRealTraffic.md", after: "## Overview")
    #expect(readme == article)
    // The snippet's statements as written, compiled here; never run (a tee is process-wide,
    // and the other tests of this target opt sessions in).
    let snippet = {
      let folder = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("contract")
      let recorder = Recorder(.init(directory: folder))
      let session = URLSession(configuration: URLSessionConfiguration.default.recording(to: recorder))
      return session
    }
    _ = snippet
    #expect(
      readme.contains(
        #"let folder = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("contract")"#
      ))
    #expect(readme.contains("let recorder = Recorder(.init(directory: folder))"))
    #expect(
      readme.contains(
        "let session = URLSession(configuration: URLSessionConfiguration.default.recording(to: recorder))"))
  }
}
