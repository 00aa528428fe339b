import ContractRecording
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `Recorder.decode` and `Recorder.record` without a network: what a failed decode writes,
/// what sampling and the JSON-only rule leave out.
@Suite struct DecodeCaptureTests {
  struct Owner: Decodable {
    struct Pet: Decodable {
      var id: Int
      var name: String
    }
    var pets: [Pet]
  }

  private func response(_ type: String = "application/json") throws -> (URLRequest, HTTPURLResponse) {
    let url = try #require(URL(string: "https://api.example/owners/5?token=SECRET_QUERY"))
    let response = try #require(
      HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": type]))
    return (URLRequest(url: url), response)
  }

  private func lines(_ folder: ScratchFolder) throws -> [String] {
    try folder.files(under: "recordings").flatMap { String(decoding: $0.data, as: UTF8.self).split(separator: "\n") }
      .map(String.init)
  }

  @Test func aFailedDecodeIsRecordedWithItsCodingPathAndModelThenRethrown() throws {
    let scratch = try ScratchFolder()
    var configuration = Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings"))
    // Sampling leaves every response out, but never a decode failure.
    configuration.sampleRate = 0
    configuration.appVersion = "2.0"
    let recorder = Recorder(configuration)
    let (request, response) = try response()
    let payload = Data(#"{"pets": [{"id": 1, "name": "Rex"}, {"id": 2, "password": "SECRET_PASSWORD"}]}"#.utf8)

    #expect(throws: DecodingError.self) {
      try recorder.decode(Owner.self, from: payload, response: response, request: request)
    }
    let decoded = try recorder.decode(
      Owner.self, from: Data(#"{"pets": []}"#.utf8), response: response, request: request)
    #expect(decoded.pets.isEmpty)
    recorder.record(data: payload, response: response, request: request)
    recorder.flush()

    let written = try lines(scratch)
    #expect(written.count == 1, "only the failure: \(written)")
    let line = try #require(written.first)
    #expect(!line.contains("SECRET"), "\(line)")
    let envelope = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let failure = try #require(envelope["decode_failure"] as? [String: Any])
    #expect(failure["coding_path"] as? String == "/pets/1/name", "the missing key is part of the path")
    #expect((failure["model"] as? String)?.hasSuffix("DecodeCaptureTests.Owner") == true)
    #expect(envelope["route"] as? String == "GET /owners/5?token=[redacted]")
    #expect(envelope["status"] as? Int == 200)
    #expect(envelope["app_version"] as? String == "2.0")
    #expect(recorder.statistics.sampledOut == 1)
  }

  @Test func onlyJSONBodiesAreRecordedAndPrettyPrintedOnesStayOneLine() throws {
    let scratch = try ScratchFolder()
    let recorder = Recorder(Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings")))
    let (request, json) = try response("application/vnd.pgrst.object+json; nulls=stripped")
    let (_, html) = try response("text/html")
    recorder.record(data: Data("{\n  \"id\": 1,\r\n  \"name\": \"a\\nb\"\n}\n".utf8), response: json, request: request)
    recorder.record(data: Data("<p>{}</p>".utf8), response: html, request: request)
    recorder.flush()
    let written = try lines(scratch)
    #expect(written.count == 1)
    let envelope = try JSONSerialization.jsonObject(with: Data((written.first ?? "").utf8)) as? [String: Any]
    #expect((envelope?["body"] as? [String: Any])?["name"] as? String == "a\nb")
    let statistics = recorder.statistics
    #expect(statistics.written == 1 && statistics.skipped == 1 && statistics.dropped == 0, "\(statistics)")
  }
}
