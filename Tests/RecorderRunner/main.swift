import ContractRecording
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// A process that links ContractRecording the way an app does, for what a test cannot do in
// its own process: be killed mid-write, and time a session with and without the recorder.
//
//   contract-recorder-runner write DIR        records without end; prints "ready" once lines exist
//   contract-recorder-runner bench URL COUNT  times COUNT requests to URL, plain then recorded

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "write":
  guard let directory = arguments.dropFirst().first else { usage() }
  runWriter(into: URL(fileURLWithPath: directory))
case "bench":
  let rest = Array(arguments.dropFirst())
  guard rest.count == 3, let url = URL(string: rest[0]), let count = Int(rest[1]) else { usage() }
  runBench(url: url, count: count, directory: URL(fileURLWithPath: rest[2]))
default:
  usage()
}

func usage() -> Never {
  FileHandle.standardError.write(Data("usage: contract-recorder-runner write DIR | bench URL COUNT DIR\n".utf8))
  exit(2)
}
