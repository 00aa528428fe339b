import ContractRecording
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Records large responses as fast as it can, in small files so rotation happens too, until
/// killed: the test kills it with SIGKILL and reads every file back.
func runWriter(into directory: URL) -> Never {
  var configuration = Recorder.Configuration(directory: directory)
  configuration.maxFileBytes = 1 << 20
  configuration.maxTotalBytes = 6 << 20
  configuration.appVersion = "killed-writer"
  let recorder = Recorder(configuration)
  // Big enough that a write takes a while, so the kill lands during one more often than not.
  let names = (0..<2000).map { #"{"id": \#($0), "name": "pet \#($0)", "species": "cat"}"# }
  let body = Data(("[" + names.joined(separator: ",") + "]").utf8)
  guard let url = URL(string: "http://127.0.0.1/pets"),
    let response = HTTPURLResponse(
      url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])
  else { exit(1) }
  let request = URLRequest(url: url)
  for _ in 0..<4 { recorder.record(data: body, response: response, request: request) }
  recorder.flush()
  FileHandle.standardOutput.write(Data("ready\n".utf8))
  while true { recorder.record(data: body, response: response, request: request) }
}
