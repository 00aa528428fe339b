import ContractRecording
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the recorded session of a bench run is.
enum BenchMode: String {
  /// The configuration opted into recording.
  case tee
  /// The tee with nothing written (every response over the recorder's size cap): the tee's
  /// cost apart from the writer's.
  case teeOnly = "tee-only"
  /// The plain session, recording with `record(data:response:request:)` from its completion
  /// handler (the path for apps on other stacks).
  case direct
}

/// Times `count` sequential requests to `url` through a plain session, then through the same
/// configuration recorded as `mode` says, alternating in rounds so the machine's load falls on
/// both alike; prints per-request p50/p99 latency and throughput for each, as TSV.
func runBench(url: URL, count: Int, directory: URL, sampleRate: Double, mode: BenchMode) -> Never {
  var configuration = Recorder.Configuration(directory: directory)
  configuration.appVersion = "bench"
  configuration.maxTotalBytes = 256 << 20
  configuration.maxFileBytes = 32 << 20
  configuration.sampleRate = sampleRate
  if mode == .teeOnly { configuration.maxBodyBytes = 0 }
  let recorder = Recorder(configuration)
  let plain = URLSession(configuration: .ephemeral)
  let direct = mode == .direct
  let recorded = direct ? plain : URLSession(configuration: URLSessionConfiguration.ephemeral.recording(to: recorder))
  let recording = direct ? recorder : nil
  var plainTimes: [Double] = []
  var recordedTimes: [Double] = []
  // Warm both up: connections, the recorder's first file.
  for _ in 0..<5 {
    _ = fetch(plain, url)
    _ = fetch(recorded, url, recording: recording)
  }
  let rounds = 10
  var plainTotal = 0.0
  var recordedTotal = 0.0
  for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<(count / rounds) { plainTimes.append(fetch(plain, url)) }
    let middle = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<(count / rounds) { recordedTimes.append(fetch(recorded, url, recording: recording)) }
    let end = DispatchTime.now().uptimeNanoseconds
    plainTotal += Double(middle - start) / 1e9
    recordedTotal += Double(end - middle) / 1e9
  }
  let flushStart = DispatchTime.now().uptimeNanoseconds
  recorder.flush()
  let flushSeconds = Double(DispatchTime.now().uptimeNanoseconds - flushStart) / 1e9
  let stats = recorder.statistics
  print("session\tp50_ms\tp99_ms\treq_per_s")
  let recordedName =
    switch mode {
    case .direct: "record-call"
    case .teeOnly: "tee-only"
    case .tee: sampleRate < 1 ? "recorded-\(sampleRate)" : "recorded"
    }
  for (name, times, total) in [("plain", plainTimes, plainTotal), (recordedName, recordedTimes, recordedTotal)] {
    let sorted = times.sorted()
    let p50 = sorted[sorted.count / 2] * 1000
    let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)] * 1000
    print(String(format: "%@\t%.3f\t%.3f\t%.1f", name, p50, p99, Double(times.count) / total))
  }
  print(
    "# written \(stats.written), sampled out \(stats.sampledOut), dropped \(stats.dropped), skipped \(stats.skipped); final flush \(String(format: "%.3f", flushSeconds)) s"
  )
  exit(0)
}

/// One request's wall time in seconds, handing the response to `recording` in the completion
/// handler when given; a failed request ends the run.
func fetch(_ session: URLSession, _ url: URL, recording: Recorder? = nil) -> Double {
  let done = DispatchSemaphore(value: 0)
  nonisolated(unsafe) var failed = false
  let start = DispatchTime.now().uptimeNanoseconds
  session.dataTask(with: url) { data, response, error in
    failed = error != nil || data == nil
    if let recording, let data { recording.record(data: data, response: response, request: URLRequest(url: url)) }
    done.signal()
  }.resume()
  done.wait()
  guard !failed else {
    FileHandle.standardError.write(Data("bench: request to \(url) failed\n".utf8))
    exit(1)
  }
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
