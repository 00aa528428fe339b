import ContractRecording
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// A process that links ContractRecording the way an app does, for what a test cannot do in
// its own process: be killed mid-write, and time a session with and without the recorder.
//
//   contract-recorder-runner write DIR        records without end; prints "ready" once lines exist
//   contract-recorder-runner bench URL COUNT DIR [RATE]
//                                             times COUNT requests to URL, plain then recorded
//                                             into DIR; RATE is the recorder's sampling rate
//                                             (0: the tee alone, nothing written)

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "write":
  guard let directory = arguments.dropFirst().first else { usage() }
  runWriter(into: URL(fileURLWithPath: directory))
case "bench":
  let rest = Array(arguments.dropFirst())
  guard rest.count == 3 || rest.count == 4, let url = URL(string: rest[0]), let count = Int(rest[1]) else { usage() }
  let rate = rest.count == 4 ? Double(rest[3]) : 1
  guard let rate, (0...1).contains(rate) else { usage() }
  runBench(url: url, count: count, directory: URL(fileURLWithPath: rest[2]), sampleRate: rate)
default:
  usage()
}

func usage() -> Never {
  FileHandle.standardError.write(Data("usage: contract-recorder-runner write DIR | bench URL COUNT DIR [RATE]\n".utf8))
  exit(2)
}
