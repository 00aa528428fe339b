import ContractTesting
import Contracts
import Testing
@testable import Supervision

/// The slot file a check process marks its responses in, and the watch over it.
///
/// The file is read as the supervisor reads it; the watch finds the responses over time from
/// its snapshots. Time here is the snapshots' own numbers, not a clock: nothing waits.
@Suite struct HangWatchTests {
  private func slots(_ count: Int) throws -> (writer: InFlightResponses, reader: InFlightResponses, TemporaryFolder) {
    let folder = try TemporaryFolder()
    let path = folder.path + "/in-flight"
    try InFlightResponses.create(at: path, slots: count)
    // Two mappings of one file, as the child and its supervisor have.
    return (try InFlightResponses(mapping: path), try InFlightResponses(mapping: path), folder)
  }

  @Test func theSupervisorSeesWhatIsInFlightAndANewMarkForEachResponse() throws {
    let (writer, reader, _) = try slots(4)
    #expect(reader.snapshot().checking.isEmpty)
    writer.begin(2, ReadingPosition(file: 1, record: 7), bytes: 300)
    writer.begin(0, ReadingPosition(file: 1, record: 9), bytes: 20)
    writer.record(checked: 5)
    let first = reader.snapshot()
    #expect(first.inFlight == [ReadingPosition(file: 1, record: 7), ReadingPosition(file: 1, record: 9)])
    #expect(first.checking.map(\.slot) == [2, 0])
    #expect(first.checking.map(\.bytes) == [300, 20])
    #expect(first.checked == 5)
    writer.end(2)
    writer.begin(2, ReadingPosition(file: 1, record: 10), bytes: 300)
    let second = reader.snapshot()
    let slot2 = second.checking.first { $0.slot == 2 }
    #expect(slot2?.position == ReadingPosition(file: 1, record: 10))
    #expect(slot2?.mark != first.checking.first { $0.slot == 2 }?.mark, "another response, another mark")
    writer.end(0)
    writer.end(2)
    #expect(reader.snapshot().checking.isEmpty)
  }

  @Test func aFileThatIsNoSlotFileIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write("not slots", to: "in-flight")
    #expect(throws: InFlightResponses.Failure.self) { try InFlightResponses(mapping: folder.path + "/in-flight") }
    #expect(throws: InFlightResponses.Failure.self) { try InFlightResponses(mapping: folder.path + "/none") }
  }

  private func checking(_ slot: Int, mark: Int64, record: Int, bytes: Int = 100) -> InFlightResponses.Snapshot.Checking
  {
    .init(slot: slot, mark: mark, position: ReadingPosition(file: 0, record: record), bytes: bytes)
  }

  /// With `--jobs 2`: the response that stays in its slot is over time; the one beside it
  /// that moved on to other responses is not, though a response is in flight there too.
  @Test func onlyTheResponseThatStaysInFlightIsOverTime() {
    var watch = HangWatch(timeout: 1)
    let hung = checking(0, mark: 1, record: 3)
    #expect(watch.overTime(.init(checking: [hung, checking(1, mark: 1, record: 4)], checked: 0), at: 0.25).isEmpty)
    #expect(watch.overTime(.init(checking: [hung, checking(1, mark: 5, record: 6)], checked: 2), at: 0.5).isEmpty)
    #expect(watch.overTime(.init(checking: [hung, checking(1, mark: 9, record: 8)], checked: 4), at: 1.0).isEmpty)
    // First seen at 0.25: a second later it has been in flight at least a second.
    let over = watch.overTime(.init(checking: [hung, checking(1, mark: 13, record: 10)], checked: 6), at: 1.25)
    #expect(over == [ReadingPosition(file: 0, record: 3)])
  }

  @Test func aSlotThatEmptiedOrMovedOnStartsAgain() {
    var watch = HangWatch(timeout: 1)
    #expect(watch.overTime(.init(checking: [checking(0, mark: 1, record: 1)], checked: 0), at: 0).isEmpty)
    // Idle at 0.75, then the same slot on another response: timed from when it was seen.
    #expect(watch.overTime(.init(checking: [], checked: 1), at: 0.75).isEmpty)
    #expect(watch.overTime(.init(checking: [checking(0, mark: 3, record: 2)], checked: 1), at: 1).isEmpty)
    #expect(watch.overTime(.init(checking: [checking(0, mark: 3, record: 2)], checked: 1), at: 1.75).isEmpty)
    #expect(watch.overTime(.init(checking: [checking(0, mark: 3, record: 2)], checked: 1), at: 2).count == 1)
  }

  @Test func severalOverTimeAtOnceAreAllReportedInReadingOrder() {
    var watch = HangWatch(timeout: 0.5)
    let both = InFlightResponses.Snapshot(
      checking: [checking(1, mark: 7, record: 9), checking(0, mark: 1, record: 2)], checked: 0)
    #expect(watch.overTime(both, at: 0).isEmpty)
    #expect(
      watch.overTime(both, at: 0.5) == [ReadingPosition(file: 0, record: 2), ReadingPosition(file: 0, record: 9)])
  }

  /// A large response's checks take time in proportion: the timeout is per megabyte of it.
  @Test func aLargeResponseIsAllowedTheTimeoutPerMegabyte() {
    #expect(HangWatch.allowance(timeout: 10, bytes: 300) == 10)
    #expect(HangWatch.allowance(timeout: 10, bytes: 1 << 20) == 10)
    #expect(HangWatch.allowance(timeout: 10, bytes: 200 << 20) == 2000)
    var watch = HangWatch(timeout: 1)
    let large = checking(0, mark: 1, record: 0, bytes: 3 << 20)
    #expect(watch.overTime(.init(checking: [large], checked: 0), at: 0).isEmpty)
    #expect(watch.overTime(.init(checking: [large], checked: 0), at: 2.5).isEmpty)
    #expect(watch.overTime(.init(checking: [large], checked: 0), at: 3).count == 1)
  }
}
