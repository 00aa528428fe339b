import Contracts
import Foundation
import JSONCore
import Jansson

/// Recorded traffic (NDJSON envelopes, HAR captures, what `ContractRecording` writes) sorted
/// by the route that carried each response: what `contract init` proposes as contracts when
/// the fixtures folder holds recordings rather than one body per file.
///
/// A route is the request's method and path with its identifiers as parameters
/// (`GET /repos/octocat/hello/issues/1347` → `GET /repos/octocat/hello/issues/{id}`: a number,
/// a UUID, a date, a long opaque token, text with escapes); a word stays a word unless routes
/// that differ only there, after a collection or before more of the path, answer with one
/// shape (``merged(_:)``):
/// nothing else tells a name (`octocat`) from a fixed part. One route's array bodies and object bodies are
/// two contracts (PostgREST answers one path with either, the object when the request asks
/// for it with `Accept: application/vnd.pgrst.object+json`, which the object's route then
/// requires). Error responses (`4xx`, `5xx`) are no contract's rows: counted, for the note
/// that says where their schema goes; nor are empty answers (`204`). A response that names
/// its contract is that contract's. A file whose responses name neither (bare bodies) is a
/// contract of its own, over the whole file.
struct RecordedRoutes {
  /// The responses of one route with one kind of body.
  struct Route {
    var method: String
    /// The path, its identifiers as `{id}`, `{id2}`, ….
    var template: String
    var isArray: Bool
    /// The first body's shape (``FixtureGroups/Shape``).
    var shape: FixtureGroups.Shape
    var responses = 0
    /// Whether every response asked for PostgREST's single object.
    var asksForOneObject = true
    /// The hosts that answered it, where the recording keeps them (HAR).
    var hosts: Set<String> = []

    var route: String { "\(method) \(template)" }
  }

  /// The responses that name the contract they belong to.
  struct NamedContract {
    var id: String
    var isArray: Bool
    var shape: FixtureGroups.Shape
    var responses: Int
  }

  /// A recording file whose responses name no route: one contract over the file.
  struct UnroutedFile {
    var relative: String
    var isArray: Bool
    var shape: FixtureGroups.Shape
    var responses: Int
  }

  private(set) var routes: [Route] = []
  private(set) var unrouted: [UnroutedFile] = []
  /// The contracts responses named (an envelope's `"contract"`), in the order first met.
  private(set) var namedContracts: [NamedContract] = []
  /// Files of routed responses that also hold responses naming neither route nor contract,
  /// with how many: those stay unmapped.
  private(set) var routeless: [(file: String, responses: Int)] = []
  /// The files that hold routed responses: the manifest's `recordings`.
  private(set) var recordings: [String] = []
  /// Responses with a `4xx`/`5xx` status, and those whose body is not JSON (or was not
  /// recorded): in no contract.
  private(set) var errorResponses = 0
  private(set) var unreadable = 0
  /// Recording files that hold no response a model reads (only errors, empty answers, or
  /// bodies that are not JSON).
  private(set) var empty: [String] = []

  /// How many routed responses each host answered, where the recording keeps hosts (HAR): a
  /// capture of an app holds its SDKs' traffic too (analytics, crash reports, purchases).
  private(set) var hosts: [String: Int] = [:]

  /// The hosts, the one that answered most first (then by name): the first is the app's API.
  var hostsByCount: [(host: String, responses: Int)] {
    hosts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ($0.key, $0.value) }
  }

  /// The host that answered most, when the recordings name more than one.
  var mainHost: String? { hosts.count > 1 ? hostsByCount.first?.host : nil }

  static let pgrstObject = "application/vnd.pgrst.object+json"

  /// Reads the recording files (paths with their names relative to the fixtures folder),
  /// one response in memory at a time.
  init(files: [(path: String, relative: String)]) {
    var index: [String: Int] = [:]
    var named: [String: Int] = [:]
    for file in files {
      var routed = false
      var bare: UnroutedFile? = nil
      var readable = 0
      for response in RecordedTraffic.responses(inFiles: [file.path]) {
        if let status = response.status, status >= 400 {
          errorResponses += 1
          continue
        }
        guard response.recordingError == nil, let value = FixtureGroups.value(of: response) else {
          unreadable += 1
          continue
        }
        // No content (`204`, a `null` body) and bare scalars: no rows for a model to read.
        let isArray: Bool
        switch value {
        case .array: isArray = true
        case .object: isArray = false
        default: continue
        }
        readable += 1
        // A response that names its contract is that contract's, whatever its route.
        if let contract = response.contractID {
          routed = true
          if let position = named[contract] {
            namedContracts[position].responses += 1
          } else {
            named[contract] = namedContracts.count
            namedContracts.append(
              NamedContract(id: contract, isArray: isArray, shape: FixtureGroups.shape(of: value), responses: 1))
          }
          continue
        }
        guard let path = response.path else {
          if bare == nil {
            bare = UnroutedFile(
              relative: file.relative, isArray: isArray, shape: FixtureGroups.shape(of: value), responses: 0)
          }
          bare?.responses += 1
          continue
        }
        routed = true
        let method = (response.method ?? "GET").uppercased()
        let template = RecordedRoutes.template(path)
        let key = "\(method) \(template) \(isArray)"
        let asksForOne = response.requestHeaders.contains("Accept", RecordedRoutes.pgrstObject)
        if let host = response.host { hosts[host, default: 0] += 1 }
        if let position = index[key] {
          routes[position].responses += 1
          routes[position].asksForOneObject = routes[position].asksForOneObject && asksForOne
          if let host = response.host { routes[position].hosts.insert(host) }
        } else {
          index[key] = routes.count
          routes.append(
            Route(
              method: method, template: template, isArray: isArray, shape: FixtureGroups.shape(of: value),
              responses: 1, asksForOneObject: asksForOne, hosts: Set([response.host].compactMap { $0 })))
        }
      }
      if readable == 0 {
        empty.append(file.relative)
      } else if routed {
        recordings.append(file.relative)
        // A file is claimed whole as a corpus, or line by line by route: not both.
        if let bare { routeless.append((file.relative, bare.responses)) }
      } else if let bare {
        unrouted.append(bare)
      }
    }
    routes = RecordedRoutes.merged(routes)
  }

  /// `routes` with those that differ in one named segment after a collection and answer with
  /// bodies of one shape made one (`GET /users/octocat` and `GET /users/hubot` → `GET
  /// /users/{name}`): a name is a value when the responses say it stands for the same thing.
  /// Two paths whose bodies differ (`/issues`, `/pulls`) stay apart.
  static func merged(_ routes: [Route]) -> [Route] {
    var routes = routes
    // Each pass makes every merge it finds among routes no other merge of the pass took, so
    // the passes are as many as a path has segments to turn into parameters, not as many as
    // there are merges.
    var merging = true
    while merging {
      merging = false
      // Each route under each of its fixed segments masked: routes sharing a mask differ there.
      var masks: [String: (position: Int, members: [Int])] = [:]
      var order: [String] = []
      for (index, route) in routes.enumerated() {
        let segments = route.template.split(separator: "/").map(String.init)
        // Only where the segment before is a collection (`users`, `repos`), or the path goes on
        // after it (`/repos/octocat/hello/issues`, `/repos/octocat/world/issues`: the same
        // resource of two repositories): `/rest/v1/courses` and `/rest/v1/groups` are two
        // tables, and `/users/{name}/followers` and `/users/{name}/following` two lists,
        // however alike their rows.
        for position in segments.indices.dropFirst() where !segments[position].hasPrefix("{") {
          let before = segments[position - 1]
          let collection = !before.hasPrefix("{") && before.hasSuffix("s") && !before.hasSuffix("ss")
          guard collection || position < segments.count - 1 else { continue }
          var masked = segments
          masked[position] = "{}"
          let key = "\(route.method) \(route.isArray) \(position) /\(masked.joined(separator: "/"))"
          if masks[key] == nil { order.append(key) }
          masks[key, default: (position, [])].members.append(index)
        }
      }
      var taken = Set<Int>()
      var dropped = Set<Int>()
      for key in order {
        guard let (position, members) = masks[key] else { continue }
        let free = members.filter { !taken.contains($0) }
        guard let first = free.first else { continue }
        let alike = free.filter {
          FixtureGroups.similarity(routes[$0].shape.keys, routes[first].shape.keys) >= FixtureGroups.sameShape
        }
        guard alike.count > 1 else { continue }
        var segments = routes[first].template.split(separator: "/").map(String.init)
        let names = segments.filter { $0.hasPrefix("{name") }.count
        segments[position] = names == 0 ? "{name}" : "{name\(names + 1)}"
        routes[first].template = "/" + segments.joined(separator: "/")
        routes[first].responses = alike.map { routes[$0].responses }.reduce(0, +)
        routes[first].asksForOneObject = alike.allSatisfy { routes[$0].asksForOneObject }
        routes[first].hosts = alike.reduce(into: Set()) { $0.formUnion(routes[$1].hosts) }
        // The first stands for the rest, which are dropped; none takes part in another merge
        // this pass.
        taken.formUnion(alike)
        dropped.formUnion(alike.dropFirst())
        merging = true
      }
      routes = routes.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }
    return samePattern(routes)
  }

  /// `routes` with those a route pattern cannot tell apart made one: `/users/{id}` (a user
  /// whose name has digits) and `/users/{name}` match the same requests.
  static func samePattern(_ routes: [Route]) -> [Route] {
    var kept: [Route] = []
    var index: [String: Int] = [:]
    for route in routes {
      let pattern = route.template.split(separator: "/").map { $0.hasPrefix("{") ? "{}" : String($0) }
      let key = "\(route.method) \(route.isArray) /\(pattern.joined(separator: "/"))"
      if let position = index[key] {
        kept[position].responses += route.responses
        kept[position].asksForOneObject = kept[position].asksForOneObject && route.asksForOneObject
        kept[position].hosts.formUnion(route.hosts)
      } else {
        index[key] = kept.count
        kept.append(route)
      }
    }
    return kept
  }

  /// How many responses went to a contract.
  var sorted: Int {
    let byRoute = routes.reduce(0) { $0 + $1.responses }
    let byName = namedContracts.reduce(0) { $0 + $1.responses }
    return byRoute + byName + unrouted.reduce(0) { $0 + $1.responses }
  }

  /// Whether the route also answers with the other kind of body.
  func hasBothBodies(_ route: Route) -> Bool {
    routes.contains { $0.route == route.route && $0.isArray != route.isArray }
  }

  /// `path` with its identifier segments as `{id}`, `{id2}`, … (query and fragment left off).
  static func template(_ path: String) -> String {
    var count = 0
    let segments = path.prefix { $0 != "?" && $0 != "#" }.split(separator: "/").map { segment -> String in
      guard isIdentifier(segment) else { return String(segment) }
      count += 1
      return count == 1 ? "{id}" : "{id\(count)}"
    }
    return "/" + segments.joined(separator: "/")
  }

  /// Whether a path segment is a value rather than a name: a number, a date, a UUID, a long
  /// token that mixes letters and digits (`cus_NffrFeUfNV2Hib`, a hash), or text with
  /// escapes (`caf%C3%A9`).
  static func isIdentifier(_ segment: Substring) -> Bool {
    guard !segment.isEmpty, !segment.hasPrefix("{") else { return false }
    if segment.contains("%") { return true }
    if segment.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == ":" || $0 == ".") }) {
      return segment.contains { $0.isNumber }
    }
    if segment.count == 36, UUID(uuidString: String(segment)) != nil { return true }
    return segment.count >= 10 && segment.contains { $0.isNumber } && segment.contains { $0.isLetter }
      && !segment.contains(".")
  }

  /// A contract id for a route: its last fixed segment (singular where an identifier
  /// follows: `issues/{id}` → `issue`), after the method where it is not `GET`; with
  /// `qualified`, the fixed segment before it too (`repos.issues`).
  static func name(of route: Route, qualified: Bool) -> String {
    let segments = route.template.split(separator: "/").map(String.init)
    let fixed = segments.filter { !$0.hasPrefix("{") }
    var name = fixed.last ?? "root"
    if segments.last?.hasPrefix("{") == true { name = singular(name) }
    if qualified, fixed.count > 1 { name = fixed[fixed.count - 2] + "." + name }
    return route.method == "GET" ? name : route.method.lowercased() + "-" + name
  }

  /// `issues` → `issue`, `categories` → `category`; `status`, `address` stay.
  static func singular(_ word: String) -> String {
    if word.hasSuffix("ies"), word.count > 3 { return String(word.dropLast(3)) + "y" }
    if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), word.count > 1 {
      return String(word.dropLast())
    }
    return word
  }
}
