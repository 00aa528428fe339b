import Foundation
import Testing

@testable import ContractTesting

/// `assertSnapshot` records, compares and re-records; `lineDiff` shows what changed.
@Suite struct SnapshotTests {
  let directory = NSTemporaryDirectory() + "snapshots-" + UUID().uuidString

  private func contents(_ name: String) -> String? {
    FileManager.default.contents(atPath: directory + "/" + name).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func missingSnapshotIsRecordedAndFailsOnce() {
    withKnownIssue {
      assertSnapshot("a\nb\n", named: "new", pathExtension: "txt", directory: directory, environment: [:])
    }
    #expect(contents("new.txt") == "a\nb\n")
    assertSnapshot("a\nb\n", named: "new", pathExtension: "txt", directory: directory, environment: [:])
  }

  @Test func differenceFailsAndLeavesTheSnapshot() {
    withKnownIssue {
      assertSnapshot("a\n", named: "same", pathExtension: "txt", directory: directory, environment: [:])
    }
    withKnownIssue {
      assertSnapshot("b\n", named: "same", pathExtension: "txt", directory: directory, environment: [:])
    }
    #expect(contents("same.txt") == "a\n")
  }

  @Test func recordModeRewritesWithoutFailing() {
    withKnownIssue {
      assertSnapshot("old\n", named: "rec", pathExtension: "md", directory: directory, environment: [:])
    }
    assertSnapshot(
      "new\n", named: "rec", pathExtension: "md", directory: directory, environment: ["RECORD_SNAPSHOTS": "1"])
    #expect(contents("rec.md") == "new\n")
  }

  @Test func diffShowsChangedLinesWithContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      lineDiff(from: old, to: new) == """
        @@ line 3 @@
          line 3
          line 4
        - line 5
        + line five
          line 6
          line 7
        """)
  }

  @Test func diffMakesTrailingWhitespaceVisible() {
    #expect(lineDiff(from: "a \n", to: "a\n") == "@@ line 1 @@\n- a·\n+ a\n  ")
    #expect(lineDiff(from: "a\n", to: "a").hasSuffix("(no final newline now)"))
  }

  @Test func largeDiffFallsBackToTheFirstDifference() {
    #expect(lineDiff(from: "x\ny\nz", to: "x\nq\nz", limit: 1) == "@@ line 2 @@\n- y\n+ q")
  }
}
