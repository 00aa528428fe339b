import ContractRecording
import ContractTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real `URLSession` opted into recording fetches planted drift and secrets from a real
/// server on loopback; the built CLI checks what was written and finds the drift, and no file
/// written holds a secret.
///
/// Serialized: the recorder a tee hands responses to is the process's (the configuration opted
/// in last decides it), so two of these tests at once would record into each other's folders.
@Suite(
  .serialized,
  .enabled(if: LoopbackServer.python != nil, "python3 is not on PATH: no loopback server to record from"))
struct RecordedTrafficTests {
  /// A JWT whose every part holds a marker.
  static let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJTRUNSRVQifQ.SECRET_JWT_SIGNATURE"

  /// The app's model for `GET /pets/{id}`: a closed species enum, which a new species breaks.
  struct ClosedPet: Decodable {
    enum Species: String, Decodable { case cat, dog }
    var id: Int
    var name: String
    var species: Species
  }

  @Test func aRecordedSessionIsCheckedByTheCLIAndNoFileHoldsASecret() async throws {
    let scratch = try ScratchFolder()
    try scratch.writePetsProject()
    let served: [String: (status: Int, type: String, body: String)] = [
      // Drift: an empty name (the schema's minLength is 1); secrets in a token, a JWT and an
      // e-mail address the app asks to redact.
      "/pets": (
        200, "application/json; charset=utf-8",
        #"[{"id": 1, "name": "Rex", "species": "dog", "tag": "\#(Self.jwt)", "access_token": "SECRET_BODY_TOKEN", "email": "SECRET_EMAIL@example.com"},"#
          + "\n" + #" {"id": 2, "name": "", "species": "cat"}]"#
      ),
      // Drift: a species the app's closed enum does not know, which its decode fails on.
      "/pets/7": (200, "application/json", #"{"id": 7, "name": "Coco", "species": "parrot"}"#),
      // Not JSON: never recorded.
      "/pets/8": (200, "text/html", "<html>SECRET_HTML</html>"),
    ]
    let server = try LoopbackServer(routes: served, in: scratch.url)
    defer { server.stop() }

    var configuration = Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings"))
    configuration.appVersion = "1.4 (812)"
    configuration.redactedKeys = ["email"]
    let recorder = Recorder(configuration)
    let session = URLSession(configuration: URLSessionConfiguration.ephemeral.recording(to: recorder))

    var list = URLRequest(url: server.url("/pets?select=*&api_key=SECRET_QUERY_KEY"))
    list.setValue("application/json", forHTTPHeaderField: "Accept")
    list.setValue("Bearer SECRET_BEARER", forHTTPHeaderField: "Authorization")
    list.setValue("sid=SECRET_COOKIE", forHTTPHeaderField: "Cookie")
    list.setValue("SECRET_X_API_KEY", forHTTPHeaderField: "X-Api-Key")
    let (listData, listResponse) = try await Self.fetch(list, with: session)
    #expect(String(decoding: listData, as: UTF8.self) == served["/pets"]?.body, "the app sees the server's bytes")
    #expect((listResponse as? HTTPURLResponse)?.statusCode == 200)

    let one = URLRequest(url: server.url("/pets/7"))
    let (petData, petResponse) = try await Self.fetch(one, with: session)
    #expect(throws: DecodingError.self) {
      try recorder.decode(ClosedPet.self, from: petData, with: JSONDecoder(), response: petResponse, request: one)
    }
    _ = try await Self.fetch(URLRequest(url: server.url("/pets/8")), with: session)
    recorder.flush()
    server.stop()

    let statistics = recorder.statistics
    #expect(statistics.written == 3, "two responses and one decode failure: \(statistics)")
    #expect(statistics.skipped == 1, "the HTML page: \(statistics)")

    let files = try scratch.files(under: "recordings")
    #expect(!files.isEmpty)
    let lines = files.flatMap { String(decoding: $0.data, as: UTF8.self).split(separator: "\n") }
    for file in files {
      let text = String(decoding: file.data, as: UTF8.self)
      #expect(!text.contains("SECRET"), "\(file.path) leaks: \(text)")
      #expect(text.hasSuffix("}\n"), "every line is whole")
    }
    let failure = try #require(lines.first { $0.contains("decode_failure") })
    #expect(failure.contains(#""coding_path":"/species""#))
    #expect(failure.contains("ClosedPet"))
    #expect(lines.allSatisfy { $0.contains(#""app_version":"1.4 (812)""#) })
    #expect(lines.contains { $0.contains(#""request_headers":{"Accept":"application/json"}"#) })

    // The CLI reads the recording as it is.
    let check = try executeCommand(
      ["check", "--against", "recordings", "--format", "json"], product: "contract-fixtures", in: scratch.url.path)
    #expect(check.exitCode == 1, "drift is an error: \(check.standardError)")
    #expect(!check.standardOutput.contains("SECRET") && !check.standardError.contains("SECRET"))
    let findings = try Self.findings(check.standardOutput)
    let recordingName = try #require(files.first.map { URL(fileURLWithPath: $0.path).lastPathComponent })
    #expect(
      findings.contains {
        $0["contract"] == "pets.pet" && $0["pointer"] == "/1/name" && $0["kind"] == "schema-violation"
      },
      "the empty name: \(findings)")
    #expect(
      findings.contains {
        $0["contract"] == "pets.closed" && $0["pointer"] == "/species" && $0["kind"] == "schema-violation"
      },
      "the new species: \(findings)")
    #expect(check.standardOutput.contains(recordingName), "findings name the recording's file")
    #expect(
      findings.filter { $0["contract"] != nil }.allSatisfy { $0["appVersion"] == "1.4 (812)" },
      "every finding says which release recorded its response: \(findings)")
    let text = try executeCommand(
      ["check", "--against", "recordings"], product: "contract-fixtures", in: scratch.url.path)
    #expect(text.standardOutput.contains("(app 1.4 (812))"), "\(text.standardOutput)")

    // A package with no contracts yet gets them from the recording: one per route.
    let app = scratch.url.appendingPathComponent("app")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/AppModels"), withIntermediateDirectories: true)
    try Data(
      "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"AppModels\")])\n"
        .utf8
    ).write(to: app.appendingPathComponent("Package.swift"))
    try Data(
      "public struct Pet: Decodable { public let id: Int; public let name: String; public let species: String }\n".utf8
    )
    .write(to: app.appendingPathComponent("Sources/AppModels/Pet.swift"))
    let initialized = try executeCommand(
      ["init", "--fixtures", scratch.url.appendingPathComponent("recordings").path], in: app.path)
    #expect(initialized.exitCode == 0, "\(initialized.standardError)")
    #expect(!initialized.standardOutput.contains("SECRET"))
    let manifest = try String(contentsOf: app.appendingPathComponent("Contracts/contracts.json"), encoding: .utf8)
    #expect(manifest.contains(#""routes": ["GET /pets"]"#), "\(manifest)")
    #expect(manifest.contains(#""routes": ["GET /pets/{id}"]"#), "\(manifest)")
    #expect(manifest.contains(#""type": "Pet""#), "\(manifest)")
  }

  /// An app that cancels a request the recording session is still fetching gets
  /// `URLError.cancelled`, as it would without recording; nothing is recorded for it, and the
  /// session goes on serving requests (and failing them as it would).
  @Test(.timeLimit(.minutes(1))) func aCancelledRequestIsCancelledAndNotRecorded() async throws {
    let scratch = try ScratchFolder()
    let served: [String: (status: Int, type: String, body: String)] = [
      "/slow": (200, "application/json", #"{"late": true}"#),
      "/fast": (200, "application/json", #"{"late": false}"#),
    ]
    // Answered long after the test's time limit: only a cancel that works ends the request.
    let server = try LoopbackServer(routes: served, delays: ["/slow": 120_000], in: scratch.url)
    defer { server.stop() }
    let recorder = Recorder(Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings")))
    let session = URLSession(configuration: URLSessionConfiguration.ephemeral.recording(to: recorder))

    let outcome: (any Error)? = await withCheckedContinuation { continuation in
      let task = session.dataTask(with: server.url("/slow")) { _, _, error in continuation.resume(returning: error) }
      task.resume()
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200)) { task.cancel() }
    }
    #expect((outcome as? URLError)?.code == .cancelled, "\(String(describing: outcome))")

    let (data, _) = try await Self.fetch(URLRequest(url: server.url("/fast")), with: session)
    #expect(String(decoding: data, as: UTF8.self) == served["/fast"]?.body)
    // A server that is gone: the app gets the error it would get without recording.
    server.stop()
    await #expect(throws: URLError.self) { try await Self.fetch(URLRequest(url: server.url("/fast")), with: session) }
    recorder.flush()
    let lines = try scratch.files(under: "recordings").flatMap {
      String(decoding: $0.data, as: UTF8.self).split(separator: "\n")
    }
    #expect(lines.count == 1 && lines.allSatisfy { $0.contains("/fast") }, "\(lines)")
  }

  /// Requests made at once through the tee all complete and are all recorded: nothing in it
  /// waits on the queue the session's work runs on.
  @Test(.timeLimit(.minutes(1))) func requestsMadeAtOnceAllCompleteAndAreRecorded() async throws {
    let scratch = try ScratchFolder()
    let server = try LoopbackServer(routes: ["/pets": (200, "application/json", #"[{"id": 1}]"#)], in: scratch.url)
    defer { server.stop() }
    let recorder = Recorder(Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings")))
    let session = URLSession(configuration: URLSessionConfiguration.ephemeral.recording(to: recorder))
    let url = server.url("/pets")
    let bodies = try await withThrowingTaskGroup(of: Data.self) { group in
      for _ in 0..<200 { group.addTask { try await Self.fetch(URLRequest(url: url), with: session).0 } }
      return try await group.reduce(into: [Data]()) { $0.append($1) }
    }
    #expect(bodies.count == 200 && bodies.allSatisfy { $0 == Data(#"[{"id": 1}]"#.utf8) })
    recorder.flush()
    #expect(recorder.statistics.written == 200, "\(recorder.statistics)")
  }

  /// A POST's body reaches the server and its response is recorded, an upload task's body
  /// reaches the server and a download task's file is written. On swift-corelibs-foundation the
  /// session's own protocol loads them for the app's task, and the upload's response is
  /// recorded too; Darwin leaves upload and download tasks to the system (not recorded).
  @Test(.timeLimit(.minutes(1))) func uploadsAndDownloadsLoseNothing() async throws {
    let scratch = try ScratchFolder()
    let server = try LoopbackServer(routes: ["/pets": (200, "application/json", #"[{"id": 1}]"#)], in: scratch.url)
    defer { server.stop() }
    let recorder = Recorder(Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings")))
    let session = URLSession(configuration: URLSessionConfiguration.ephemeral.recording(to: recorder))

    var post = URLRequest(url: server.url("/pets"))
    post.httpMethod = "POST"
    post.httpBody = Data(#"{"sent": "in the request"}"#.utf8)
    let (echo, _) = try await Self.fetch(post, with: session)
    #expect(String(decoding: echo, as: UTF8.self) == #"{"sent": "in the request"}"#)

    var upload = URLRequest(url: server.url("/uploads"))
    upload.httpMethod = "PUT"
    let uploaded: Data? = await withCheckedContinuation { continuation in
      session.uploadTask(with: upload, from: Data(#"{"sent": "as an upload"}"#.utf8)) { data, _, _ in
        continuation.resume(returning: data)
      }.resume()
    }
    #expect(
      uploaded.map { String(decoding: $0, as: UTF8.self) } == #"{"sent": "as an upload"}"#, "the server got the body")

    let downloaded = await Self.download(server.url("/pets"), with: session)
    #expect(downloaded.text == #"[{"id": 1}]"#, "\(String(describing: downloaded))")

    recorder.flush()
    let routes = try scratch.files(under: "recordings").flatMap {
      String(decoding: $0.data, as: UTF8.self).split(separator: "\n")
    }.map {
      $0.contains(#""route":"POST /pets""#)
        ? "POST /pets" : $0.contains(#""route":"PUT /uploads""#) ? "PUT /uploads" : String($0)
    }
    #if canImport(FoundationNetworking)
      #expect(routes == ["POST /pets", "PUT /uploads"], "\(routes)")
    #else
      #expect(routes == ["POST /pets"], "\(routes)")
    #endif
  }

  /// A configuration that lists no protocol classes (the system picks one of those registered)
  /// goes through the tee's inner session, as every configuration does on Darwin: its responses
  /// are recorded, a redirect is followed (the inner session has no delegate), and a download,
  /// whose file an inner session cannot write for the app's task, fails with its reason.
  @Test(.timeLimit(.minutes(1))) func aConfigurationListingNoProtocolGoesThroughTheInnerSession() async throws {
    let scratch = try ScratchFolder()
    let server = try Self.movedPetsServer(in: scratch)
    defer { server.stop() }
    let recorder = Recorder(Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings")))
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = []
    let delegate = RedirectRefusingDelegate()
    let session = URLSession(
      configuration: configuration.recording(to: recorder), delegate: delegate, delegateQueue: nil)

    let (pets, followed) = try await delegate.fetch(server.url("/old-pets"), with: session)
    #expect((followed as? HTTPURLResponse)?.statusCode == 200 && delegate.redirects == 0)
    #expect(String(decoding: pets, as: UTF8.self) == #"[{"id": 1}]"#)
    let (data, _) = try await session.data(for: URLRequest(url: server.url("/pets")))
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id": 1}]"#)
    #if canImport(FoundationNetworking)
      let downloaded = await Self.download(
        server.url("/pets"), with: URLSession(configuration: configuration.recording(to: recorder)))
      #expect(
        downloaded.error?.localizedDescription.contains("cannot download") == true, "\(String(describing: downloaded))")
    #endif
    recorder.flush()
    #expect(recorder.statistics.written == 2, "\(recorder.statistics)")
  }

  /// An app's own protocol class (a test's stub) answers the requests of a recording session
  /// as it would without recording, and what it answers is recorded.
  @Test(.timeLimit(.minutes(1))) func anAppsOwnProtocolAnswersAndIsRecorded() async throws {
    let scratch = try ScratchFolder()
    let recorder = Recorder(Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings")))
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubProtocol.self] + (configuration.protocolClasses ?? [])
    let session = URLSession(configuration: configuration.recording(to: recorder))
    let (data, response) = try await Self.fetch(
      URLRequest(url: URL(string: "https://stub.example/pets/3")!), with: session)
    #expect(String(decoding: data, as: UTF8.self) == StubProtocol.body)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    recorder.flush()
    let lines = try scratch.files(under: "recordings").flatMap {
      String(decoding: $0.data, as: UTF8.self).split(separator: "\n")
    }
    #expect(lines.count == 1 && lines[0].contains(#""route":"GET /pets/3""#), "\(lines)")
  }

  /// Answers every request to stub.example with one pet.
  final class StubProtocol: URLProtocol {
    static let body = #"{"id": 3, "name": "Stub"}"#

    override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "stub.example" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
      guard let url = request.url,
        let response = HTTPURLResponse(
          url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])
      else { return }
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(self, didLoad: Data(Self.body.utf8))
      client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
  }

  /// A server whose `/old-pets` (a JSON body) moved permanently to `/pets`.
  static func movedPetsServer(in scratch: ScratchFolder) throws -> LoopbackServer {
    try LoopbackServer(
      routes: [
        "/old-pets": (301, "application/json", #"{"moved": true}"#),
        "/pets": (200, "application/json", #"[{"id": 1}]"#),
      ], locations: ["/old-pets": "/pets"], in: scratch.url)
  }

  /// A download's text, or the error it ended with.
  static func download(_ url: URL, with session: URLSession) async -> (text: String?, error: (any Error)?) {
    await withCheckedContinuation { continuation in
      session.downloadTask(with: url) { file, _, error in
        continuation.resume(returning: (file.flatMap { try? String(contentsOf: $0, encoding: .utf8) }, error))
      }.resume()
    }
  }

  /// The recording session's cache is the app's: what the app asks of
  /// `session.configuration.urlCache` reaches it, and a request is looked up in it once, as
  /// without recording.
  @Test(.timeLimit(.minutes(1))) func theAppsCacheIsAskedOncePerRequest() async throws {
    let scratch = try ScratchFolder()
    let server = try LoopbackServer(
      routes: ["/species": (200, "application/json", #"["cat", "dog"]"#)], in: scratch.url)
    defer { server.stop() }
    let cache = CountingCache(
      memoryCapacity: 1 << 20, diskCapacity: 0, diskPath: scratch.url.appendingPathComponent("cache").path)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = cache
    let recorder = Recorder(Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings")))
    let session = URLSession(configuration: configuration.recording(to: recorder))

    for _ in 0..<3 { _ = try await Self.fetch(URLRequest(url: server.url("/species")), with: session) }
    #if canImport(FoundationNetworking)
      #expect(cache.counts.lookups == 3, "swift-corelibs-foundation asks the cache this way (Darwin's loader need not)")
    #endif

    let seen = try #require(session.configuration.urlCache)
    #expect(seen.memoryCapacity == 1 << 20)
    seen.removeAllCachedResponses()
    #expect(cache.counts.clears == 1, "clearing the session's cache clears the app's")

    // A configuration opted in twice records each response once, and its cache is the app's.
    let twice = URLSession(configuration: configuration.recording(to: recorder).recording(to: recorder))
    let (data, _) = try await Self.fetch(URLRequest(url: server.url("/species")), with: twice)
    #expect(String(decoding: data, as: UTF8.self) == #"["cat", "dog"]"#)
    #if canImport(FoundationNetworking)
      #expect(cache.counts.lookups == 4)
    #endif
    recorder.flush()
    #expect(recorder.statistics.written == 4, "\(recorder.statistics)")
  }

  /// An app's cache that counts what it is asked.
  final class CountingCache: URLCache, @unchecked Sendable {
    private let lock = NSLock()
    private var tally = (lookups: 0, clears: 0)
    var counts: (lookups: Int, clears: Int) { lock.withLock { tally } }

    override func getCachedResponse(
      for dataTask: URLSessionDataTask, completionHandler: @escaping @Sendable (CachedURLResponse?) -> Void
    ) {
      lock.withLock { tally.lookups += 1 }
      super.getCachedResponse(for: dataTask, completionHandler: completionHandler)
    }

    override func removeAllCachedResponses() {
      lock.withLock { tally.clears += 1 }
      super.removeAllCachedResponses()
    }
  }

  /// A request the sampling rate leaves out is the app's session's own, not the tee's: its
  /// redirect is the session delegate's to decide, and the recorder counts it out once. Through
  /// the tee the delegate decides too on swift-corelibs-foundation (the session's protocol loads
  /// the request for the app's task); on Darwin the inner session, which has no delegate,
  /// follows it.
  @Test(.timeLimit(.minutes(1))) func aRequestSampledOutIsTheSessionsOwn() async throws {
    let scratch = try ScratchFolder()
    let server = try Self.movedPetsServer(in: scratch)
    defer { server.stop() }
    func session(sampleRate: Double) -> (URLSession, Recorder, RedirectRefusingDelegate) {
      var configuration = Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings"))
      configuration.sampleRate = sampleRate
      let recorder = Recorder(configuration)
      let delegate = RedirectRefusingDelegate()
      let session = URLSession(
        configuration: URLSessionConfiguration.ephemeral.recording(to: recorder), delegate: delegate, delegateQueue: nil
      )
      return (session, recorder, delegate)
    }

    let (sampledOut, recorder, delegate) = session(sampleRate: 0)
    let (moved, response) = try await delegate.fetch(server.url("/old-pets"), with: sampledOut)
    #expect((response as? HTTPURLResponse)?.statusCode == 301, "the app's delegate refused to follow")
    #expect(String(decoding: moved, as: UTF8.self) == #"{"moved": true}"#)
    #expect(delegate.redirects == 1)
    for _ in 0..<3 { _ = try await delegate.fetch(server.url("/pets"), with: sampledOut) }
    recorder.flush()
    #expect(recorder.statistics.sampledOut == 4 && recorder.statistics.written == 0, "\(recorder.statistics)")

    // Through the tee, and the response recorded.
    let (recorded, everything, teeDelegate) = session(sampleRate: 1)
    let (body, answered) = try await teeDelegate.fetch(server.url("/old-pets"), with: recorded)
    #if canImport(FoundationNetworking)
      #expect((answered as? HTTPURLResponse)?.statusCode == 301 && teeDelegate.redirects == 1)
      #expect(String(decoding: body, as: UTF8.self) == #"{"moved": true}"#)
    #else
      #expect((answered as? HTTPURLResponse)?.statusCode == 200 && teeDelegate.redirects == 0)
      #expect(String(decoding: body, as: UTF8.self) == #"[{"id": 1}]"#)
    #endif
    // A task with no completion handler gets its body through the session's delegate. On
    // swift-corelibs-foundation the session's protocol hands that body to the delegate, past
    // any client: the tee sees none, and counts the response skipped.
    let (pets, _) = try await teeDelegate.fetch(server.url("/pets"), with: recorded)
    #expect(String(decoding: pets, as: UTF8.self) == #"[{"id": 1}]"#)
    everything.flush()
    let statistics = everything.statistics
    #if canImport(FoundationNetworking)
      #expect(statistics.written == 1 && statistics.skipped == 1 && statistics.sampledOut == 0, "\(statistics)")
    #else
      #expect(statistics.written == 2 && statistics.skipped == 0 && statistics.sampledOut == 0, "\(statistics)")
    #endif
  }

  /// A request suspended while the tee loads it and resumed later completes, and is recorded
  /// once.
  @Test(.timeLimit(.minutes(1))) func aSuspendedRequestResumesThroughTheTee() async throws {
    let scratch = try ScratchFolder()
    let server = try LoopbackServer(
      routes: ["/pets": (200, "application/json", #"[{"id": 1}]"#)], delays: ["/pets": 300], in: scratch.url)
    defer { server.stop() }
    let recorder = Recorder(Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings")))
    let session = URLSession(configuration: URLSessionConfiguration.ephemeral.recording(to: recorder))
    let data: Data? = await withCheckedContinuation { continuation in
      let task = session.dataTask(with: server.url("/pets")) { data, _, _ in continuation.resume(returning: data) }
      task.resume()
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) {
        task.suspend()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) { task.resume() }
      }
    }
    #expect(data.map { String(decoding: $0, as: UTF8.self) } == #"[{"id": 1}]"#)
    recorder.flush()
    #expect(recorder.statistics.written == 1, "\(recorder.statistics)")
  }

  /// A session delegate that refuses every redirect and collects one task's body at a time.
  final class RedirectRefusingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var redirectCount = 0
    private var body = Data()
    private var finished: CheckedContinuation<(Data, URLResponse?), any Error>?
    var redirects: Int { lock.withLock { redirectCount } }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
      newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
      lock.withLock { redirectCount += 1 }
      completionHandler(nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      lock.withLock { body.append(data) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      let (continuation, data) = lock.withLock { (finished, body) }
      if let error {
        continuation?.resume(throwing: error)
      } else {
        continuation?.resume(returning: (data, task.response))
      }
    }

    func fetch(_ url: URL, with session: URLSession) async throws -> (Data, URLResponse?) {
      try await withCheckedThrowingContinuation { continuation in
        lock.withLock {
          finished = continuation
          body = Data()
        }
        session.dataTask(with: url).resume()
      }
    }
  }

  /// An app on async/await gets its response from `data(for:)` through the tee, and it is
  /// recorded.
  @Test(.timeLimit(.minutes(1))) func asyncDataForGoesThroughTheTee() async throws {
    let scratch = try ScratchFolder()
    let server = try LoopbackServer(routes: ["/pets": (200, "application/json", #"[{"id": 1}]"#)], in: scratch.url)
    defer { server.stop() }
    let recorder = Recorder(Recorder.Configuration(directory: scratch.url.appendingPathComponent("recordings")))
    let session = URLSession(configuration: URLSessionConfiguration.ephemeral.recording(to: recorder))
    let (data, response) = try await session.data(for: URLRequest(url: server.url("/pets")))
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id": 1}]"#)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    recorder.flush()
    #expect(recorder.statistics.written == 1, "\(recorder.statistics)")
  }

  /// `request`'s body and response, through a completion handler (`data(for:)` has its own
  /// test, `asyncDataForGoesThroughTheTee`).
  static func fetch(_ request: URLRequest, with session: URLSession) async throws -> (Data, URLResponse) {
    try await withCheckedThrowingContinuation { continuation in
      session.dataTask(with: request) { data, response, error in
        if let data, let response {
          continuation.resume(returning: (data, response))
        } else {
          continuation.resume(throwing: error ?? URLError(.badServerResponse))
        }
      }.resume()
    }
  }

  /// The report's findings, each as its string-valued members.
  static func findings(_ report: String) throws -> [[String: String]] {
    let json = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
    let findings = json?["findings"] as? [[String: Any]] ?? []
    return findings.map { finding in finding.compactMapValues { $0 as? String } }
  }
}
