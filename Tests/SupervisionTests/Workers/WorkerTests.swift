import Contracts
import Foundation
import JSONCore
import Testing

@testable import Supervision

/// The worker protocol's pieces: frames over a pipe, the messages, and what is kept of a
/// trap's standard error.
@Suite struct WorkerTests {
  @Test func framesCrossAPipeInOrderAndEndOfInputIsSeen() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let writer = FrameChannel(input: -1, output: ends[1])
    let reader = FrameChannel(input: ends[0], output: -1, nonBlocking: true)
    writer.queue([1, 2, 3])
    writer.queue([])
    #expect(writer.flush())
    // More than a pipe holds: written from another thread while this one reads it in parts.
    let output = ends[1]
    let done = DispatchSemaphore(value: 0)
    Thread {
      _ = FrameChannel(input: -1, output: output).write(Array(repeating: 7, count: 200_000))
      done.signal()
    }.start()
    guard case .frame(let first) = reader.read(timeout: 5) else { Issue.record("no first frame"); return }
    #expect(first == [1, 2, 3])
    guard case .frame(let empty) = reader.read(timeout: 5) else { Issue.record("no empty frame"); return }
    #expect(empty.isEmpty)
    guard case .frame(let large) = reader.read(timeout: 5) else { Issue.record("no large frame"); return }
    #expect(large.count == 200_000)
    done.wait()
    if case .timedOut = reader.read(timeout: 0.01) {} else { Issue.record("expected a timeout") }
    close(ends[1])
    if case .endOfFile = reader.read(timeout: 5) {} else { Issue.record("expected the end of input") }
    close(ends[0])
  }

  @Test func requestsAndResponsesRoundTrip() throws {
    let job = EvaluationJob(
      contractID: "chapter.course", payload: .null, bytes: Array(#"[{"a":1}]"#.utf8),
      touched: [pointer("/0/a"), pointer("/0/b~1c")])
    let request = try #require(WireFormat.parseRequest(WireFormat.request(job)))
    #expect(request.contractID == "chapter.course")
    #expect(request.touched.map(\.description) == ["/0/a", "/0/b~1c"])
    #expect(request.payload == job.bytes)
    for evaluation in [
      Evaluation(
        verdict: .allowed, result: .decoded(losses: [Loss(kind: .datePrecisionLost, pointer: pointer("/0/at"))])),
      Evaluation(verdict: .drift, result: .failed(signature: "missing-key /*/a", message: "missing key 'a' at /0")),
    ] {
      guard case .evaluation(let back)? = WireFormat.parseResponse(WireFormat.response(evaluation)) else {
        Issue.record("unreadable response")
        continue
      }
      #expect(back == evaluation)
    }
    #expect(WireFormat.parseResponse([1, 0]) == nil, "a truncated answer is refused, not trapped on")
    #expect(WireFormat.parseRequest([1, 0, 9]) == nil)
  }

  @Test func aTrapsMessageKeepsTheRuntimeLineWithoutPathsOrAddresses() {
    let debug = Array(
      "/work/x/Sources/M/GroupChat.swift:83: Fatal error: Unexpectedly found nil\nCurrent stack trace:\n0 0x0000aaaa\n"
        .utf8)
    #expect(WorkerProcess.trapMessage(in: debug) == "GroupChat.swift:83: Fatal error: Unexpectedly found nil")
    #expect(WorkerProcess.trapMessage(in: Array("  #0 0x00005555 in foo\n".utf8)) == nil)
    #expect(WorkerProcess.trapMessage(in: []) == nil)
  }

  /// A worker that never stops writing to standard error is still watched, and killed when
  /// the watcher says so (a check worker stuck in a model that logs as it loops).
  @Test func aWorkerThatWritesWithoutEndIsWatchedAndKilledOnRequest() throws {
    let worker = try WorkerProcess(
      executable: "/bin/sh", arguments: ["-c", "while :; do echo still going >&2; done"], environment: [:],
      ownProcessGroup: false)
    var ticks = 0
    let end = worker.waitForExit {
      ticks += 1
      return ticks < 3
    }
    #expect(ticks == 3)
    #expect(end.status == nil)
    #expect(end.how.hasPrefix("terminated by SIGKILL"), "\(end.how)")
  }
}

private func pointer(_ text: String) -> JSONPointer {
  do {
    return try JSONPointer(parsing: text)
  } catch {
    fatalError("test pointer does not parse: \(text)")
  }
}
