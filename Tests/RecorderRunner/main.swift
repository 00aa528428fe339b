import ContractRecording
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// A process that links ContractRecording the way an app does, for what a test cannot do in
// its own process: be killed mid-write, and time a session with and without the recorder.
//
//   contract-recorder-runner write DIR        records without end; prints "ready" once lines exist
//   contract-recorder-runner bench URL COUNT DIR [RATE] [direct|tee-only]
//                                             times COUNT requests to URL, plain then recorded
//                                             into DIR; RATE is the recorder's sampling rate;
//                                             `direct` records with
//                                             `record(data:response:request:)` from the plain
//                                             session's completion handler; `tee-only` goes
//                                             through the tee and writes nothing

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "write":
  guard let directory = arguments.dropFirst().first else { usage() }
  runWriter(into: URL(fileURLWithPath: directory))
case "bench":
  let rest = Array(arguments.dropFirst())
  let mode = rest.last.flatMap(BenchMode.init(rawValue:)) ?? .tee
  let positional = mode == .tee ? rest : Array(rest.dropLast())
  guard positional.count == 3 || positional.count == 4, let url = URL(string: positional[0]),
    let count = Int(positional[1])
  else { usage() }
  let rate = positional.count == 4 ? Double(positional[3]) : 1
  guard let rate, (0...1).contains(rate) else { usage() }
  runBench(url: url, count: count, directory: URL(fileURLWithPath: positional[2]), sampleRate: rate, mode: mode)
default:
  usage()
}

func usage() -> Never {
  FileHandle.standardError.write(
    Data("usage: contract-recorder-runner write DIR | bench URL COUNT DIR [RATE] [direct|tee-only]\n".utf8))
  exit(2)
}
