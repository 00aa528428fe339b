import ContractTesting
import Foundation
import JSONCore
import Jansson
import Testing

/// `contract init`, run as a real process in a scratch package with fixtures and models.
@Suite struct InitCommandTests {
  static let packageManifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Client",
      dependencies: [.package(path: "vendor/contract-main")],
      targets: [
        .target(name: "ClientModels"),
      ]
    )

    """

  static let models = """
    import Foundation

    /// An issue; "struct NotAType: Codable {" in a comment or string is not a declaration.
    public struct Issue: Codable, Sendable {
      public var id: Int
      public var title: String
      public struct Comment: Codable { public var id: Int }
    }
    public struct PullRequest: Decodable, Encodable {
      public var id: Int
      public struct Comment: Codable { public var body: String }
    }
    public struct User { public var login: String }
    extension User: Codable {}
    public struct Page<Item: Codable>: Codable { public var items: [Item] }
    public enum State: String, Codable { case open, closed }
    struct Internal: Codable { var id: Int }

    """

  private func package() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(Self.packageManifest, to: "Package.swift")
    try folder.write(Self.models, to: "Sources/ClientModels/Models.swift")
    try folder.write("let package = Package(\n  name: \"contract\",\n)\n", to: "vendor/contract-main/Package.swift")
    try folder.write(#"{"id": 1, "title": "a"}"#, to: "Fixtures/issue.json")
    try folder.write(#"{"id": 2, "title": "b"}"#, to: "Fixtures/issue-closed.json")
    try folder.write(#" [{"id": 1, "title": "a"}]"#, to: "Fixtures/issues_2.json")
    try folder.write(#"{"login": "octocat"}"#, to: "Fixtures/pull_request/author.json")
    try folder.write(#"[{"id": 3}]"#, to: "Fixtures/pull_request/list.json")
    try folder.write(#"{"id": 4, "body": "hi"}"#, to: "Fixtures/comments/1.json")
    try folder.write(#"{"id": 5, "body": "ho"}"#, to: "Fixtures/comments/nested/2.json")
    try folder.write("\n", to: "Fixtures/log.ndjson")
    return folder
  }

  /// A package whose one model matches no fixture: the contracts' schemas come from the API
  /// document alone.
  private func packageWithoutMatchingModels() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(Self.packageManifest, to: "Package.swift")
    try folder.write(
      "public struct Unrelated: Codable { public var zzz: Int }\n", to: "Sources/ClientModels/Models.swift")
    try folder.write("let package = Package(\n  name: \"contract\",\n)\n", to: "vendor/contract-main/Package.swift")
    return folder
  }

  @Test func scaffoldsTheManifestRegistryRunnerAndTests() throws {
    let folder = try package()
    let output = try executeCommand(["init"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")

    let manifest = try JanssonParser.parse(Array(try folder.read("Contracts/contracts.json").utf8)).value
    #expect(manifest["corpusRoot"] == "../Fixtures")
    let contracts = manifest["contracts"]?.arrayValue ?? []
    let summary = contracts.map { contract in
      "\(contract["id"]?.stringValue ?? "") \(contract["envelope"]?.stringValue ?? "") "
        + (contract["corpus"]?.arrayValue ?? []).compactMap(\.stringValue).joined(separator: ",")
    }
    // Folder groups and name stems; a group mixing objects and arrays is split by envelope.
    #expect(
      summary == [
        "comments object comments/**/*.json", "issue object issue-closed.json,issue.json", "issues array issues_2.json",
        "pull_request object pull_request/author.json", "pull_request.list array pull_request/list.json",
      ])
    // The type whose properties match a group's keys, where one clearly does; else TODO (the
    // comments' {id, body} match Issue.Comment and PullRequest.Comment equally).
    let types = contracts.map { "\($0["id"]?.stringValue ?? "") \($0["type"]?.stringValue ?? "")" }
    #expect(
      types == [
        "comments TODO", "issue Issue", "issues Issue", "pull_request User", "pull_request.list TODO",
      ])

    let registry = try folder.read("Sources/AppContracts/Registry.swift")
    let registered = registry.split(separator: "\n").filter { $0.hasPrefix("    Model(") }
    #expect(
      registered == [
        "    Model(Issue.self)", "    Model(Issue.Comment.self)", "    Model(PullRequest.self)",
        "    Model(PullRequest.Comment.self)", "    Model(User.self)",
      ])
    #expect(registry.contains("import ClientModels"))
    #expect(try folder.read("Sources/contract-runner/main.swift").contains("ContractTool(registry: registry).main()"))
    let tests = try folder.read("Tests/AppContractTests/ContractTests.swift")
    #expect(tests.contains("import XCTest") && tests.contains("import Testing"))

    // The targets to add name the dependency by its identity: the folder's name.
    #expect(output.standardOutput.contains(#".product(name: "ContractCLI", package: "contract-main")"#))
    #expect(
      output.standardOutput.contains("note: not registered, not public (the registry is another module): Internal"))
    #expect(
      output.standardOutput.contains(
        "note: Fixtures/log.ndjson holds no response a model reads (only errors, empty answers or bodies that are not JSON): no contract was made from it"
      ))
    #expect(try folder.read("Package.swift") == Self.packageManifest)
  }

  /// Recorded traffic (an NDJSON log as `ContractRecording` writes it, a HAR capture) is
  /// sorted by route: a contract per route and kind of body, identifiers and names after a
  /// collection as parameters, PostgREST's single object requiring its `Accept` header, the
  /// error responses left out with a note; every recorded success is then claimed by the
  /// contract made for it, as `contract coverage` reads them.
  @Test func turnsRecordedTrafficIntoContractsByRoute() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.packageManifest, to: "Package.swift")
    try folder.write(Self.models, to: "Sources/ClientModels/Models.swift")
    try folder.write("let package = Package(\n  name: \"contract\",\n)\n", to: "vendor/contract-main/Package.swift")
    let pgrst = #"{"Accept": "application/vnd.pgrst.object+json"}"#
    let lines = [
      #"{"route": "GET /repos/o/r/issues?page=2&access_token=x", "status": 200, "app_version": "2.1", "body": [{"id": 1, "title": "a"}]}"#,
      #"{"route": "GET /repos/o/r/issues", "status": 200, "body": [{"id": 2, "title": "b"}]}"#,
      // Another repository's issues: the same resource, the repository a parameter.
      #"{"route": "GET /repos/o/world/issues", "status": 200, "body": [{"id": 3, "title": "c"}]}"#,
      #"{"route": "GET /repos/o/r/issues/1347", "status": 200, "body": {"id": 1347, "title": "c"}}"#,
      #"{"route": "GET /repos/o/r/issues/99", "status": 404, "body": {"message": "Not Found"}}"#,
      #"{"route": "GET /users/octocat", "status": 200, "body": {"login": "octocat"}}"#,
      #"{"route": "GET /users/hubot", "status": 200, "body": {"login": "hubot"}}"#,
      // A name with digits is an identifier: the same pattern as the names, one contract.
      #"{"route": "GET /users/ada2024x99", "status": 200, "body": {"login": "ada2024x99"}}"#,
      // Two lists of one shape after a value are two endpoints, not a parameter.
      #"{"route": "GET /users/octocat/followers", "status": 200, "body": [{"login": "a"}]}"#,
      #"{"route": "GET /users/octocat/following", "status": 200, "body": [{"login": "b"}]}"#,
      #"{"route": "GET /rest/v1/courses?select=*", "status": 200, "body": [{"id": 1, "name": "Maths"}]}"#,
      #"{"route": "GET /rest/v1/courses?id=eq.1", "status": 200, "request_headers": \#(pgrst), "body": {"id": 1, "name": "Maths"}}"#,
      // No content: no contract. A name with escapes is a value. A line naming its contract
      // is that contract's; one naming neither stays unmapped, said.
      #"{"route": "DELETE /repos/o/r/issues/1347", "status": 204, "body": null}"#,
      #"{"route": "GET /tags/swift%206", "status": 200, "body": {"name": "swift 6", "count": 3}}"#,
      #"{"contract": "legacy-user", "status": 200, "body": {"login": "ada"}}"#,
      #"[{"id": 9, "title": "bare"}]"#,
    ]
    try folder.write(lines.joined(separator: "\n") + "\n", to: "Fixtures/traffic.ndjson")
    let entry =
      #"{"request": {"method": "GET", "url": "https://api.example/repos/o/r/pulls?page=2", "headers": []}, "response": {"status": 200, "content": {"mimeType": "application/json", "text": "[{\"id\": 3}]"}}}"#
    try folder.write(#"{"log": {"version": "1.2", "entries": [\#(entry)]}}"#, to: "Fixtures/capture.har")

    let output = try executeCommand(["init"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(
      output.standardOutput.contains(
        "wrote   Contracts/contracts.json (10 contracts from 14 recorded responses in Fixtures)"),
      "\(output.standardOutput)")
    #expect(
      output.standardOutput.contains(
        #"note: 1 recorded error response (status 4xx or 5xx) belongs to no contract: name its schema under "errors""#))
    #expect(
      output.standardOutput.contains(
        #"note: Fixtures/traffic.ndjson: 1 recorded response names neither a route nor a contract: it stays unmapped (give each line a "route")"#
      ), "\(output.standardOutput)")
    let manifest = try JanssonParser.parse(Array(try folder.read("Contracts/contracts.json").utf8)).value
    #expect(manifest["recordings"] == .array(["capture.har", "traffic.ndjson"]), "\(manifest)")
    let contracts = manifest["contracts"]?.arrayValue ?? []
    let summary = contracts.map { contract in
      let routes = (contract["routes"]?.arrayValue ?? []).map { route in
        route.stringValue
          ?? "\(route["route"]?.stringValue ?? "") with \(route["headers"]?["Accept"]?.stringValue ?? "")"
      }
      return
        "\(contract["id"]?.stringValue ?? "") \(contract["envelope"]?.stringValue ?? "") \(contract["type"]?.stringValue ?? "") "
        + routes.joined(separator: ",") + (contract["corpus"] == nil ? "" : " corpus")
    }
    #expect(
      summary == [
        "courses object TODO GET /rest/v1/courses with application/vnd.pgrst.object+json",
        "courses.list array TODO GET /rest/v1/courses", "followers array User GET /users/octocat/followers",
        "following array User GET /users/octocat/following", "issue object Issue GET /repos/o/r/issues/{id}",
        "issues array Issue GET /repos/o/{name}/issues", "legacy-user object User ",
        "pulls array TODO GET /repos/o/r/pulls", "tag object TODO GET /tags/{id}", "user object User GET /users/{name}",
      ], "\(summary)")

    let list = try executeCommand(["list"], in: folder.path)
    #expect(
      list.standardOutput.contains(
        "routes:  GET /users/{name}\n  corpus:  none: the responses of capture.har, traffic.ndjson on its routes"),
      "\(list.standardOutput)")
    // The CLI reads the manifest as written, and each recorded success goes to its contract
    // (the types are the client's, which only its own runner registers: said, and the rest
    // of the run goes on).
    let coverage = try executeCommand(["coverage", "--format", "json"], in: folder.path)
    #expect(coverage.standardError.contains("contract 'issue': type 'Issue' is not registered with this runner"))
    let report = try JanssonParser.parse(Array(coverage.standardOutput.utf8)).value
    let responses = Dictionary(
      uniqueKeysWithValues: (report["report"]?["contracts"]?.arrayValue ?? []).map {
        ($0["id"]?.stringValue ?? "", $0["responses"]?.numberValue?.int64 ?? -1)
      })
    #expect(
      responses == [
        "courses": 1, "courses.list": 1, "followers": 1, "following": 1, "issue": 1, "issues": 3, "legacy-user": 1,
        "pulls": 1, "tag": 1, "user": 3,
      ], "\(report)")
  }

  /// A `Decodable` model reads a few of a response's keys: it is named when nearly all of its
  /// properties are among them, the one reading the most winning; a generic one is said.
  @Test func namesAModelThatReadsAFewOfTheKeysAndSaysWhichAreGeneric() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.packageManifest, to: "Package.swift")
    let models = """
      public struct Charge: Decodable {
        public let id: String
        public let amount: Int
        public let currency: String
        public let amountRefunded: Int
      }
      public struct Refund: Decodable {
        public let id: String
        public let amount: Int
        public let reason: String?
      }
      public struct ListObject<Element: Decodable>: Decodable {
        public let data: [Element]
        public let hasMore: Bool
      }

      """
    try folder.write(models, to: "Sources/ClientModels/Models.swift")
    try folder.write("let package = Package(\n  name: \"contract\",\n)\n", to: "vendor/contract-main/Package.swift")
    try folder.write(
      #"{"id": "ch_1", "object": "charge", "amount": 100, "amount_refunded": 0, "currency": "gbp", "captured": true, "livemode": false, "metadata": {}, "paid": true, "status": "succeeded"}"#,
      to: "Fixtures/charges/1.json")
    let output = try executeCommand(["init", "--profile", "pay"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let manifest = try JanssonParser.parse(Array(try folder.read("Contracts/contracts.json").utf8)).value
    // All 4 of Charge's properties are keys (Refund: 2 of 3), though they are 4 of 10 names.
    #expect(manifest["contracts"]?.arrayValue?.first?["type"] == "Charge", "\(manifest)")
    #expect(
      output.standardOutput.contains(
        #"note: generic, not registered: ListObject: register each as the responses use it, e.g. Model(ListObject<Item>.self, name: "ListObjectOfItem")"#
      ), "\(output.standardOutput)")
    // The commented profile is the one the manifest names.
    #expect(
      try folder.read("Sources/AppContracts/Registry.swift").contains(#"// registry.register(Profile(name: "pay","#))
  }

  /// Large specs declare list pages inline in the path (a payment API's `GET /v1/charges`
  /// answers a `ChargeList` written there), each with the same four keys: the page is named
  /// by what its `data` holds, a response that repeats a named schema is named by its name,
  /// and a Swagger array response declared inline is named by its `items`. `check` then reads
  /// every reference `init` wrote.
  @Test func namesInlineResponseSchemasByWhatTheirMembersHold() throws {
    let folder = try packageWithoutMatchingModels()
    let page = { (path: String, row: String) in
      """
      {"description": "ok", "content": {"application/json": {"schema": {"type": "object",
        "required": ["data", "has_more", "object", "url"],
        "properties": {"data": {"type": "array", "items": {"$ref": "#/components/schemas/\(row)"}},
          "has_more": {"type": "boolean"}, "object": {"type": "string", "enum": ["list"]},
          "url": {"type": "string", "pattern": "^\(path)"}}}}}}
      """
    }
    try folder.write(
      """
      {"openapi": "3.0.0", "info": {"title": "pay", "version": "1"},
       "paths": {
         "/v1/charges": {"get": {"responses": {"200": \(page("/v1/charges", "charge"))}}},
         "/v1/customers": {"get": {"responses": {"200": \(page("/v1/customers", "customer"))}}},
         "/v1/customers/{customer}": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json":
           {"schema": {"type": "object", "properties": {"id": {"type": "string"}, "email": {"type": "string", "nullable": true}}}}}}}}}
       },
       "components": {"schemas": {
         "charge": {"type": "object", "properties": {"id": {"type": "string"}, "amount": {"type": "integer"}, "paid": {"type": "boolean"}}},
         "customer": {"type": "object", "properties": {"id": {"type": "string"}, "email": {"type": "string", "nullable": true}}}
       }}}
      """, to: "Contracts/openapi.json")
    try folder.write(
      #"{"object": "list", "data": [{"id": "ch_1", "amount": 100, "paid": true}], "has_more": false, "url": "/v1/charges"}"#,
      to: "Fixtures/charges/page.json")
    try folder.write(
      #"{"object": "list", "data": [{"id": "cus_1", "email": null}], "has_more": false, "url": "/v1/customers"}"#,
      to: "Fixtures/customers/page.json")
    try folder.write(#"{"id": "cus_1", "email": "a@example.com"}"#, to: "Fixtures/customer/cus_1.json")
    let output = try executeCommand(["init"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let manifest = try JanssonParser.parse(Array(try folder.read("Contracts/contracts.json").utf8)).value
    let schemas = Dictionary(
      (manifest["contracts"]?.arrayValue ?? []).map { ($0["id"]?.stringValue ?? "", $0["schema"]?.stringValue ?? "") },
      uniquingKeysWith: { first, _ in first })
    #expect(
      schemas == [
        "charges": "openapi.json#/paths/~1v1~1charges/get/responses/200/content/application~1json/schema",
        "customers": "openapi.json#/paths/~1v1~1customers/get/responses/200/content/application~1json/schema",
        "customer": "openapi.json#/components/schemas/customer",
      ], "\(manifest)")

    // Swagger 2.0: a list answered as an array declared inline names its rows' schema.
    let swagger = try packageWithoutMatchingModels()
    try swagger.write(
      """
      {"swagger": "2.0", "info": {"title": "t", "version": "1"},
       "paths": {"/pets": {"get": {"responses": {"200": {"description": "ok", "schema": {"type": "array",
         "items": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}}}}}}}}
      """, to: "Contracts/swagger.json")
    try swagger.write(#"[{"id": 1, "name": "Rex"}, {"id": 2, "name": "Tom"}]"#, to: "Fixtures/pets/all.json")
    #expect(try executeCommand(["init"], in: swagger.path).exitCode == 0)
    let pets = try JanssonParser.parse(Array(try swagger.read("Contracts/contracts.json").utf8)).value
    #expect(
      pets["contracts"]?.arrayValue?.first?["schema"] == "swagger.json#/paths/~1pets/get/responses/200/schema/items",
      "\(pets)")
    #expect(pets["contracts"]?.arrayValue?.first?["envelope"] == "array", "\(pets)")
    let check = try executeCommand(["check", "--contracts", swagger.path + "/Contracts"], in: swagger.path)
    #expect(
      check.standardOutput.contains("1 response (1 valid, 0 invalid"), "\(check.standardOutput)\(check.standardError)")
    let pages = try executeCommand(["check", "--contracts", folder.path + "/Contracts"], in: folder.path)
    #expect(
      pages.standardOutput.contains(
        "charges  openapi.json#/paths/~1v1~1charges/get/responses/200/content/application~1json/schema"),
      "\(pages.standardOutput)\(pages.standardError)")
    #expect(!pages.standardOutput.contains(" 1 invalid"), "\(pages.standardOutput)")
  }

  /// Recorded traffic knows its routes: a route the API document describes gets its
  /// operation's response schema, whatever the keys (a `Decodable` client's recording holds a
  /// few of a customer's 30): after the server's base path (`/v1`), the path with the most
  /// names in common (`/customers/search` before `/customers/{customer}`), an array's rows, a
  /// PostgREST single object's row (a row of the same table), and a route under a gateway's mount point. A route the
  /// document does not describe keeps the schema its keys match, or none.
  @Test func givesARecordedRouteItsOperationsResponseSchema() throws {
    let folder = try packageWithoutMatchingModels()
    let ok = { (schema: String) in
      #"{"200": {"description": "ok", "content": {"application/json": {"schema": \#(schema)}}}}"#
    }
    try folder.write(
      """
      {"openapi": "3.0.0", "info": {"title": "pay", "version": "1"}, "servers": [{"url": "https://api.example.com/v1"}],
       "paths": {
         "/customers/{customer}": {"get": {"responses": \(ok(##"{"$ref": "#/components/schemas/customer"}"##))}},
         "/customers/search": {"get": {"responses": \(ok(#"{"type": "object", "properties": {"data": {"type": "array"}, "next_page": {"type": "string"}}}"#))}},
         "/courses": {"get": {"responses": \(ok(##"{"type": "array", "items": {"$ref": "#/components/schemas/course"}}"##))}},
         "/health": {"get": {"responses": \(ok(#"{"type": "object", "properties": {"status": {"type": "string"}}}"#))}}
       },
       "components": {"schemas": {
         "customer": {"type": "object", "properties": {"id": {"type": "string"}, "email": {"type": "string"}, "name": {"type": "string"},
           "phone": {"type": "string"}, "created": {"type": "integer"}, "balance": {"type": "integer"}}},
         "course": {"type": "object", "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}
       }}}
      """, to: "Contracts/openapi.json")
    let pgrst = #"{"Accept": "application/vnd.pgrst.object+json"}"#
    let lines = [
      #"{"route": "GET /v1/customers/cus_NffrFeUfNV2Hib", "status": 200, "body": {"id": "cus_NffrFeUfNV2Hib", "object": "customer"}}"#,
      #"{"route": "GET /v1/customers/search?query=email", "status": 200, "body": {"object": "search_result", "data": [], "has_more": false, "url": "/v1/customers/search"}}"#,
      #"{"route": "GET /rest/v1/courses?select=*", "status": 200, "body": [{"id": 1, "name": "Maths", "code": "M1"}]}"#,
      #"{"route": "GET /rest/v1/courses?id=eq.1", "status": 200, "request_headers": \#(pgrst), "body": {"id": 1, "name": "Maths", "code": "M1"}}"#,
      #"{"route": "GET /internal/health", "status": 200, "body": {"status": "ok", "uptime": 5}}"#,
      #"{"route": "GET /v1/unknown", "status": 200, "body": {"zzz": 1}}"#,
    ]
    try folder.write(lines.joined(separator: "\n") + "\n", to: "Fixtures/traffic.ndjson")
    let output = try executeCommand(["init"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let manifest = try JanssonParser.parse(Array(try folder.read("Contracts/contracts.json").utf8)).value
    let schemas = Dictionary(
      (manifest["contracts"]?.arrayValue ?? []).map { contract in
        let route = contract["routes"]?.arrayValue?.first
        let headers = route?["headers"] == nil ? "" : " (one object)"
        return (
          (route?.stringValue ?? route?["route"]?.stringValue ?? "") + headers,
          contract["schema"]?.stringValue ?? "(none)"
        )
      }, uniquingKeysWith: { first, _ in first })
    #expect(
      schemas == [
        "GET /v1/customers/{id}": "openapi.json#/components/schemas/customer",
        "GET /v1/customers/search":
          "openapi.json#/paths/~1customers~1search/get/responses/200/content/application~1json/schema",
        "GET /rest/v1/courses": "openapi.json#/components/schemas/course",
        "GET /rest/v1/courses (one object)": "openapi.json#/components/schemas/course",
        "GET /internal/health": "openapi.json#/paths/~1health/get/responses/200/content/application~1json/schema",
        "GET /v1/unknown": "(none)",
      ], "\(manifest)")
  }

  /// A malformed API document (a response `$ref` to itself, a path item that is an array, a
  /// server URL that is a number, tuple `items`, a schema `$ref` loop) names what it can and
  /// never stops `init`.
  @Test func aMalformedAPIDocumentNamesWhatItCan() throws {
    let folder = try packageWithoutMatchingModels()
    try folder.write(
      """
      {"openapi": "3.1.0", "info": {"title": "w", "version": "1"},
       "servers": [{"url": 5}, {"url": "https://{region}.example.com/v2/"}],
       "paths": {
         "/x": {"get": {"responses": {"200": {"$ref": "#/components/responses/R"}, "201": 7}}},
         "/y": [1, 2],
         "/z": {"get": {"responses": {"200": {"content": {"application/json": {"schema": {"type": "array", "items": [{"type": "string"}]}}}}}}},
         "/p/{a}": {"get": {"responses": {"200": {"content": {"application/json": {"schema": {"properties": {"a": {"$ref": "#/components/schemas/Loop"}}}}}}}}}
       },
       "components": {"responses": {"R": {"$ref": "#/components/responses/R"}},
         "schemas": {"Loop": {"anyOf": [{"$ref": "#/components/schemas/Loop"}], "properties": {"self": {"$ref": "#/components/schemas/Loop"}}}}}}
      """, to: "Contracts/api.json")
    try folder.write(
      #"{"route": "GET /v2/p/q", "status": 200, "body": {"a": {}}}"# + "\n"
        + #"{"route": "GET /x", "status": 200, "body": {"self": 1}}"#
        + "\n", to: "Fixtures/t.ndjson")
    let output = try executeCommand(["init"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let manifest = try JanssonParser.parse(Array(try folder.read("Contracts/contracts.json").utf8)).value
    let schemas = Dictionary(
      (manifest["contracts"]?.arrayValue ?? []).map {
        ($0["id"]?.stringValue ?? "", $0["schema"]?.stringValue ?? "(none)")
      },
      uniquingKeysWith: { first, _ in first })
    #expect(
      schemas == [
        "q": "api.json#/paths/~1p~1{a}/get/responses/200/content/application~1json/schema",
        "x": "api.json#/components/schemas/Loop",
      ], "\(manifest)")
  }

  /// A capture of an app holds its SDKs' traffic too: the host that answered most is the
  /// API's, and a route only another host answered is named after it, said in a note, so it
  /// is told apart (and deleted, if the app does not decode it).
  @Test func namesTheRoutesOfOtherHostsAfterTheirHost() throws {
    let folder = try packageWithoutMatchingModels()
    let entry = { (method: String, url: String, body: String) in
      let text = String(decoding: JSONWriter().bytes(.string(body)), as: UTF8.self)
      return
        #"{"request": {"method": "\#(method)", "url": "\#(url)", "headers": []}, "response": {"status": 200, "content": {"mimeType": "application/json", "text": \#(text)}}}"#
    }
    let entries = [
      entry("GET", "https://api.example.com/v1/me", #"{"id": 1, "name": "Ada"}"#),
      entry("GET", "https://API.example.com/v1/me?fields=all", #"{"id": 1, "name": "Ada"}"#),
      entry("GET", "https://api.example.com/v1/feed", #"[{"id": 1}]"#),
      entry("POST", "https://o1.ingest.sentry.io/api/1/envelope/", #"{"id": "abc"}"#),
    ]
    try folder.write(
      #"{"log": {"version": "1.2", "entries": [\#(entries.joined(separator: ", "))]}}"#, to: "Fixtures/app.har")
    let output = try executeCommand(["init"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let manifest = try JanssonParser.parse(Array(try folder.read("Contracts/contracts.json").utf8)).value
    let ids = (manifest["contracts"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }.sorted()
    #expect(ids == ["feed", "me", "o1.ingest.sentry.io.post-envelope"], "\(manifest)")
    #expect(
      output.standardOutput.contains(
        "note: the recordings hold JSON from 2 hosts: api.example.com (3), o1.ingest.sentry.io (1): the contracts of routes only o1.ingest.sentry.io answered are named after it (o1.ingest.sentry.io.…): delete those the app does not decode"
      ), "\(output.standardOutput)")
  }

  /// Real clients name properties their own way (`numberOfPublicRepos`) and map them with
  /// `CodingKeys`; their nested types often sit in a `public extension`. The keys a type reads
  /// are its `CodingKeys`' raw values, and a type declared in a public extension is public: a
  /// user list is `User`, not an `Organization` with a similar shape, and a review comment is
  /// `PullRequest.Comment`.
  @Test func matchesByCodingKeysAndSeesTypesOfPublicExtensions() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.packageManifest, to: "Package.swift")
    let models = """
      public struct User: Codable {
        public let id: Int
        public let login: String
        public let avatar: String
        public let numberOfPublicRepos: Int?
        public let isAdmin: Bool
        enum CodingKeys: String, CodingKey {
          case id, login
          case avatar = "avatar_url"
          case numberOfPublicRepos = "public_repos"
          case isAdmin = "site_admin"
        }
      }
      public struct Organization: Codable {
        public let id: Int
        public let login: String
        public let avatarURL: String
        public let nodeID: String
        public let description: String?
      }
      public struct PullRequest: Codable {
        public let id: Int
      }
      public extension PullRequest {
        struct Comment: Codable {
          public let id: Int
          public let diffHunk: String
          public let path: String
          enum CodingKeys: String, CodingKey {
            case id, path
            case diffHunk = "diff_hunk"
          }
        }
      }

      """
    try folder.write(models, to: "Sources/ClientModels/Models.swift")
    try folder.write("let package = Package(\n  name: \"contract\",\n)\n", to: "vendor/contract-main/Package.swift")
    try folder.write(
      #"[{"id": 1, "login": "octocat", "avatar_url": "a", "site_admin": false, "public_repos": 8}]"#,
      to: "Fixtures/users.json")
    try folder.write(
      #"{"id": 1, "diff_hunk": "@@", "path": "a.swift", "body": "x"}"#, to: "Fixtures/review_comment.json")
    let output = try executeCommand(["init"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(!output.standardOutput.contains("not public"), "\(output.standardOutput)")
    let manifest = try JanssonParser.parse(Array(try folder.read("Contracts/contracts.json").utf8)).value
    let types = Dictionary(
      uniqueKeysWithValues: (manifest["contracts"]?.arrayValue ?? []).map {
        ($0["id"]?.stringValue ?? "", $0["type"]?.stringValue ?? "")
      })
    #expect(types == ["users": "User", "review_comment": "PullRequest.Comment"], "\(manifest)")
    #expect(try folder.read("Sources/AppContracts/Registry.swift").contains("PullRequest.Comment.self"))
  }

  /// The shapes of a client that is neither generated nor plain: a class hierarchy (the
  /// subclass inherits `Codable` and its superclass's keys, under a keys enum of its own
  /// name), an enum read by a `type` key, a `nestedContainer`'s keys that are not the body's,
  /// a property wrapper, and a type nested in a generic one (which cannot be named alone).
  @Test func findsSubclassesEnumsWithBodiesAndLeavesOutWhatCannotBeNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.packageManifest, to: "Package.swift")
    let models = """
      open class Resource: Codable {
        public let id: String
        enum CodingKeys: String, CodingKey { case id, createdAt = "created_at" }
      }
      public final class Product: Resource {
        public let name: String
        private enum ProductKeys: String, CodingKey {
          case name, price
          case imageURL = "image_url"
        }
      }
      public enum Event: Codable {
        case purchase(Purchase)
        case unknown(String)
        public struct Purchase: Codable { public let amount: Int }
        enum CodingKeys: String, CodingKey { case type, data }
      }
      public enum Status: String, Codable { case paid, shipped }
      public struct Order: Codable {
        public let id: String
        enum CodingKeys: String, CodingKey { case id, type, attributes }
        enum AttributeKeys: String, CodingKey { case total, status, note }
      }
      @propertyWrapper
      public struct DefaultEmpty<Value: Codable & RangeReplaceableCollection>: Codable {
        public var wrappedValue: Value
      }
      public struct Page<Item: Codable>: Codable {
        public let data: [Item]
        public struct Meta: Codable { public let nextCursor: String? }
      }

      """
    try folder.write(models, to: "Sources/ClientModels/Models.swift")
    try folder.write("let package = Package(\n  name: \"contract\",\n)\n", to: "vendor/contract-main/Package.swift")
    try folder.write(
      #"{"id": "p_1", "created_at": "2026-11-02T10:00:00Z", "name": "Mug", "price": "12.50", "image_url": null, "sku": "M"}"#,
      to: "Fixtures/product.json")
    try folder.write(#"[{"type": "purchase", "data": {"amount": 1}}]"#, to: "Fixtures/events.json")
    try folder.write(#"[{"id": "o_1", "type": "order", "attributes": {"total": 1}}]"#, to: "Fixtures/orders.json")
    try folder.write(
      #"{"data": [{"id": "p_1", "created_at": "2026-11-02T10:00:00Z", "name": "Mug", "price": "1", "image_url": null}], "meta": {"nextCursor": null}}"#,
      to: "Fixtures/products-page.json")
    let output = try executeCommand(["init"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    let manifest = try JanssonParser.parse(Array(try folder.read("Contracts/contracts.json").utf8)).value
    let types = Dictionary(
      uniqueKeysWithValues: (manifest["contracts"]?.arrayValue ?? []).map {
        ($0["id"]?.stringValue ?? "", $0["type"]?.stringValue ?? "")
      })
    #expect(
      types == ["product": "Product", "events": "Event", "orders": "Order", "products-page": "TODO"], "\(manifest)")
    // The page's rows are a model's: its envelope is the generic type that has `data`.
    #expect(
      output.standardOutput.contains(
        #"note: products-page: its 'data' holds Product values: if Page is the body's type, register Model(Page<Product>.self, name: "ProductPage") and name "ProductPage" its type"#
      ), "\(output.standardOutput)")
    let registry = try folder.read("Sources/AppContracts/Registry.swift")
    let registered = registry.split(separator: "\n").filter { $0.contains("Model(") && !$0.contains("//") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      registered == [
        "Model(Event.self)", "Model(Event.Purchase.self)", "Model(Order.self)", "Model(Product.self)",
        "Model(Resource.self)",
      ], "\(registry)")
    #expect(output.standardOutput.contains("note: generic, not registered: Page:"), "\(output.standardOutput)")
  }

  /// The app's own decoder, when the models have one public factory of it, is the profile
  /// every contract names; a factory the registry could not call (internal, throwing, taking
  /// arguments, a method) is not one, and two are named for the user to choose.
  @Test func registersTheAppsOwnDecoderFactory() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.packageManifest, to: "Package.swift")
    let models = """
      import Foundation
      public struct User: Codable { public let id: Int; public let login: String; public let name: String }
      public enum API {
        public static func decoder() -> JSONDecoder {
          let decoder = JSONDecoder()
          decoder.keyDecodingStrategy = .convertFromSnakeCase
          func helper() -> JSONDecoder { decoder }
          return decoder
        }
        public static var encoder: JSONEncoder { JSONEncoder() }
        static func internalDecoder() -> JSONDecoder { JSONDecoder() }
        public static func decoder(for version: Int) -> JSONDecoder { JSONDecoder() }
        public static func strictDecoder() throws -> JSONDecoder { JSONDecoder() }
        public func instanceDecoder() -> JSONDecoder { JSONDecoder() }
      }

      """
    try folder.write(models, to: "Sources/ClientModels/Models.swift")
    try folder.write("let package = Package(\n  name: \"contract\",\n)\n", to: "vendor/contract-main/Package.swift")
    try folder.write(#"[{"id": 1, "login": "octocat", "name": "Mona"}]"#, to: "Fixtures/users.json")
    let output = try executeCommand(["init"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("note: registered API.decoder() as the 'app' profile every contract names"))
    let registry = try folder.read("Sources/AppContracts/Registry.swift")
    #expect(
      registry.contains(
        """
          registry.register(Profile(name: "app", summary: "the app's API.decoder()", direction: .read,
            decoder: { API.decoder() }, encoder: { API.encoder }))
        """), "\(registry)")
    #expect(try folder.read("Contracts/contracts.json").contains(#""profile": "app""#))

    // A second public factory: the user chooses; the example names both.
    try folder.write(
      models + "extension JSONDecoder { public static func legacy() -> JSONDecoder { JSONDecoder() } }\n",
      to: "Sources/ClientModels/Models.swift")
    try FileManager.default.removeItem(atPath: folder.path + "/Sources/AppContracts")
    try FileManager.default.removeItem(atPath: folder.path + "/Contracts")
    let two = try executeCommand(["init"], in: folder.path)
    #expect(two.exitCode == 0, "\(two.standardError)")
    let commented = try folder.read("Sources/AppContracts/Registry.swift")
    #expect(commented.contains("// (ClientModels has API.decoder(), JSONDecoder.legacy())"), "\(commented)")
    #expect(commented.contains("// registry.register(Profile("), "\(commented)")
  }

  @Test func neverOverwritesAndEditsThePackageWhenAsked() throws {
    let folder = try package()
    try folder.write("// mine\n", to: "Sources/contract-runner/main.swift")
    let output = try executeCommand(["init", "--edit-package"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("kept    Sources/contract-runner/main.swift (exists; not overwritten)"))
    #expect(try folder.read("Sources/contract-runner/main.swift") == "// mine\n")
    let edited = try folder.read("Package.swift")
    #expect(edited.contains(#"name: "AppContracts","#))
    #expect(edited.contains(#"dependencies: ["ClientModels", .product(name: "Contracts", package: "contract-main")]"#))
    #expect(edited.contains(#".target(name: "ClientModels"),"#))

    let again = try executeCommand(["init", "--edit-package"], in: folder.path)
    #expect(again.exitCode == 0)
    #expect(again.standardOutput.contains("kept    Contracts/contracts.json"))
    #expect(again.standardOutput.contains("kept    Package.swift (it declares AppContracts already)"))
    #expect(try folder.read("Package.swift") == edited)
  }

  /// However the `targets:` list is written, the edited manifest is one SwiftPM reads, with
  /// every target there was and the three new ones.
  @Test(arguments: [
    "  targets: [.target(name: \"ClientModels\")]\n",
    "  targets: [\n    .target(name: \"ClientModels\"),\n  ]\n",
    "  targets: [\n    .target(name: \"ClientModels\")\n  ]\n",
    "  targets: [\n    .target(name: \"ClientModels\") // the models ]\n    /* more: [ */\n  ]\n",
    "  targets: [ .target(name: \"ClientModels\", path: \"Sources/ClientModels\"), ]\n",
  ])
  func editsAnyFormattingOfTheTargetsList(_ targets: String) throws {
    let folder = try package()
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Client",
        dependencies: [.package(path: "vendor/contract-main")],
      \(targets))

      """
    try folder.write(manifest, to: "Package.swift")
    let output = try executeCommand(["init", "--edit-package"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    #expect(output.standardOutput.contains("edited  Package.swift (3 targets added)"), "\(output.standardOutput)")
    let dump = try executeProcess(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "dump-package"], in: folder.path)
    let edited = try folder.read("Package.swift")
    #expect(dump.exitCode == 0, "\(edited)\n\(dump.standardError)")
    let names = try JanssonParser.parse(Array(dump.standardOutput.utf8)).value["targets"]?.arrayValue?.compactMap {
      $0["name"]?.stringValue
    }
    #expect(names == ["ClientModels", "AppContracts", "contract-runner", "AppContractTests"])
  }

  /// A library package lists its products first, each with `targets: [...]`: the new targets
  /// go in the package's own list, not in a product's (which SwiftPM refused).
  @Test func editsThePackagesTargetsNotAProducts() throws {
    let folder = try package()
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      // targets: [ in a comment
      let package = Package(
        name: "Client",
        platforms: [.macOS(.v13), .iOS(.v16)],
        products: [.library(name: "ClientModels", targets: ["ClientModels"])],
        dependencies: [.package(path: "vendor/contract-main")],
        targets: [.target(name: "ClientModels", swiftSettings: [.define("targets: [")])]
      )

      """
    try folder.write(manifest, to: "Package.swift")
    let output = try executeCommand(["init", "--edit-package"], in: folder.path)
    #expect(output.standardOutput.contains("edited  Package.swift (3 targets added)"), "\(output.standardOutput)")
    let dump = try executeProcess(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "dump-package"], in: folder.path)
    let edited = try folder.read("Package.swift")
    #expect(dump.exitCode == 0, "\(edited)\n\(dump.standardError)")
    let package = try JanssonParser.parse(Array(dump.standardOutput.utf8)).value
    #expect(
      package["targets"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
        == ["ClientModels", "AppContracts", "contract-runner", "AppContractTests"], "\(edited)")
    #expect(package["products"]?.arrayValue?.first?["targets"] == ["ClientModels"], "\(edited)")
  }

  @Test func refusesWithoutAPackageFixturesOrOneModelsTarget() throws {
    let empty = try TemporaryFolder()
    try empty.write("{}", to: "Fixtures/a.json")
    try empty.write("public struct A: Codable {}", to: "Sources/Models/A.swift")
    let noPackage = try executeCommand(["init"], in: empty.path)
    #expect(noPackage.exitCode == 2)
    #expect(noPackage.standardError.contains("no Package.swift in"))

    let folder = try package()
    let noFixtures = try executeCommand(["init", "--fixtures", "Recorded"], in: folder.path)
    #expect(noFixtures.exitCode == 2)
    #expect(noFixtures.standardError == "contract init: --fixtures Recorded: no such folder in .\n")

    try folder.write("public struct B: Codable {}", to: "Sources/MoreModels/B.swift")
    let ambiguous = try executeCommand(["init"], in: folder.path)
    #expect(ambiguous.exitCode == 2)
    #expect(ambiguous.standardError.contains("pass --models MODULE (one of: ClientModels, MoreModels)"))
    #expect(!folder.exists("Contracts/contracts.json"))
    let chosen = try executeCommand(["init", "--models", "MoreModels"], in: folder.path)
    #expect(chosen.exitCode == 0)
    #expect(try folder.read("Sources/AppContracts/Registry.swift").contains("    Model(B.self)\n"))
  }

  /// `--ci github` writes the repository's own `ci/github` workflows (which ShippedWorkflowTests
  /// runs on the shipped corpus), with the scaffolded runner and the chosen contracts folder.
  @Test func writesTheGitHubWorkflowsForTheRunnerAndContractsFolder() throws {
    let folder = try package()
    let output = try executeCommand(["init", "--ci", "github", "--contracts", "API/Contracts"], in: folder.path)
    #expect(output.exitCode == 0, "\(output.standardError)")
    for name in ShippedWorkflowTests.workflows {
      #expect(output.standardOutput.contains("wrote   .github/workflows/\(name) ("))
      let shipped = try String(contentsOfFile: CheckShardTests.root + "/ci/github/" + name, encoding: .utf8)
      let expected = shipped.replacingOccurrences(
        of: "  CONTRACT_RUNNER: contract\n  CONTRACTS: Contracts\n",
        with: "  CONTRACT_RUNNER: contract-runner\n  CONTRACTS: API/Contracts\n")
      #expect(expected != shipped, "\(name) names its runner and folder in env")
      #expect(try folder.read(".github/workflows/" + name) == expected, "\(name) is ci/github/\(name)")
    }
    #expect(
      output.standardOutput.contains(
        "swift run -c release contract-runner check --baseline API/Contracts/baseline.json --update-baseline"))

    try folder.write("# mine\n", to: ".github/workflows/contract-check.yml")
    let again = try executeCommand(["init", "--ci", "github", "--contracts", "API/Contracts"], in: folder.path)
    #expect(again.standardOutput.contains("kept    .github/workflows/contract-check.yml (exists; not overwritten)"))
    #expect(try folder.read(".github/workflows/contract-check.yml") == "# mine\n")

    let unquotable = try executeCommand(["init", "--ci", "github", "--contracts", "My Contracts"], in: folder.path)
    #expect(unquotable.exitCode == 2)
    #expect(unquotable.standardError.contains("--ci github: the workflows name --contracts My Contracts unquoted"))
    let unknown = try executeCommand(["init", "--ci", "gitlab"], in: folder.path)
    #expect(unknown.exitCode == 2)
  }
}
