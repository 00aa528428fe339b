import ContractTesting
import Foundation
import JSONCore
import Reports
import Testing

@testable import Supervision

/// The worker pool against real worker processes that misbehave.
///
/// The workers are small shell scripts that speak the worker protocol (a ready frame, then prepared answers) and then trap, hang,
/// flood a pipe or exit. Timeouts here bound how long a hung worker is waited for; no test
/// asserts how long anything took.
@Suite struct WorkerPoolTests {
  /// The ready frame: length 1, message `0`.
  private static let ready = #"printf '\000\000\000\001\000'"#

  /// A pool of one worker running `script` (`$1` is a file holding one answer frame).
  private func pool(_ script: String, timeout: Double = 30) throws -> (WorkerPool, TemporaryFolder) {
    let folder = try TemporaryFolder()
    let answer = WireFormat.response(Evaluation(verdict: .unchecked, result: .decoded(losses: [])))
    let length = UInt32(answer.count)
    let frame =
      [UInt8(length >> 24), UInt8(length >> 16 & 0xff), UInt8(length >> 8 & 0xff), UInt8(length & 0xff)] + answer
    let path = folder.path + "/answer"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(frame)))
    let pool = try WorkerPool(
      WorkerPool.Configuration(
        executable: "/bin/sh", arguments: ["-c", script, "worker", path], environment: [:], workers: 1,
        timeout: timeout, verdict: { _ in .drift }))
    return (pool, folder)
  }

  private func jobs(_ count: Int) -> [EvaluationJob] {
    (0..<count).map { _ in EvaluationJob(contractID: "c", payload: .null, bytes: Array("null".utf8)) }
  }

  @Test func aWorkerThatTrapsIsACrashAtTheRequestInFlightAndIsReplaced() throws {
    let (pool, folder) = try pool("\(Self.ready); cat \"$1\"; kill -SEGV $$")
    defer {
      pool.shutdown()
      withExtendedLifetime(folder) {}
    }
    let results = pool.evaluate(jobs(3)).map(\.result)
    #expect(results.count == 3)
    #expect(results[0] == .decoded(losses: []))
    guard case .crashed(let how) = results[1] else {
      Issue.record("expected a crash, got \(results[1])")
      return
    }
    #expect(how.hasPrefix("terminated by SIGSEGV"), "\(how)")
    // The next worker answers the request after the one that killed its predecessor.
    #expect(results[2] == .decoded(losses: []))
    #expect(pool.restarts == 1)
  }

  @Test func aWorkerThatHangsIsKilledAndItsRequestReportedHung() throws {
    let (pool, folder) = try pool("\(Self.ready); exec sleep 600", timeout: 0.2)
    defer {
      pool.shutdown()
      withExtendedLifetime(folder) {}
    }
    let results = pool.evaluate(jobs(1))
    #expect(results.map(\.result) == [.hung(seconds: 0.2)])
    #expect(results.map(\.verdict) == [.drift])
    #expect(pool.restarts == 1)
  }

  /// A model that prints more than a pipe holds before it answers: its standard error is read
  /// while the answer is awaited, so the worker is answered, not reported hung.
  @Test func aWorkerThatFloodsItsErrorPipeIsStillHeard() throws {
    let (pool, folder) = try pool("\(Self.ready); head -c 1000000 /dev/zero >&2; cat \"$1\"; exec cat >/dev/null")
    defer {
      pool.shutdown()
      withExtendedLifetime(folder) {}
    }
    #expect(pool.evaluate(jobs(1)).map(\.result) == [.decoded(losses: [])])
    #expect(pool.restarts == 0)
  }

  /// Output that is not frames ends the worker's answers; the worker, still writing, is
  /// killed rather than waited for.
  @Test func aWorkerThatFloodsItsOutputWithSomethingElseIsEnded() throws {
    let (pool, folder) = try pool("\(Self.ready); exec yes")
    defer {
      pool.shutdown()
      withExtendedLifetime(folder) {}
    }
    let results = pool.evaluate(jobs(1)).map(\.result)
    guard case .crashed(let how)? = results.first else {
      Issue.record("expected a crash, got \(results)")
      return
    }
    #expect(how.hasPrefix("terminated by SIGKILL"), "\(how)")
  }

  @Test func aWorkerThatExitsBetweenAnswersIsACrashWithItsStatus() throws {
    let (pool, folder) = try pool("\(Self.ready); cat \"$1\"; exit 0")
    defer {
      pool.shutdown()
      withExtendedLifetime(folder) {}
    }
    let results = pool.evaluate(jobs(2)).map(\.result)
    #expect(results.first == .decoded(losses: []))
    guard case .crashed(let how)? = results.last else {
      Issue.record("expected a crash, got \(results)")
      return
    }
    #expect(how.hasPrefix("exited with status 0"), "\(how)")
  }

  @Test func aWorkerThatExitsBeforeItIsReadyIsAStartError() throws {
    do {
      _ = try pool("echo 'no contracts here' >&2; exit 3")
      Issue.record("a worker that never became ready started")
    } catch let error as WorkerPool.StartError {
      #expect(error.message.contains("exited with status 3"), "\(error.message)")
      #expect(error.message.contains("before it was ready"), "\(error.message)")
    }
  }

  @Test func aWorkerThatRefusesToStartSaysWhy() throws {
    // `2` + the reason, as a worker whose contracts do not bind sends it.
    do {
      _ = try pool(#"printf '\000\000\000\012\002no schema'"#)
      Issue.record("a worker that refused to start started")
    } catch let error as WorkerPool.StartError {
      #expect(error.message.hasSuffix("could not start: no schema"), "\(error.message)")
    }
  }
}
