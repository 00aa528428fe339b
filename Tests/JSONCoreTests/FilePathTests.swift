import JSONCore
import Testing

@Suite struct FilePathTests {
  /// As Apple's `NSString.deletingLastPathComponent` answers, including the one-character
  /// relative paths swift-corelibs-foundation's traps on.
  @Test(arguments: [
    ("a/b/c", "a/b"), ("/a", "/"), ("/", "/"), ("a", ""), ("a/", ""), (".", ""), ("", ""),
    ("a/b/", "a"), ("a//b", "a"), ("/a/b", "/a"), ("../O", ".."), ("./O", "."),
  ])
  func parentIsThePathWithoutItsLastComponent(path: String, parent: String) {
    #expect(FilePath.parent(of: path) == parent)
  }
}
