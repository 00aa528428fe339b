import Contracts
import Foundation
import JSONCore
import Jansson

/// A folder of recorded responses, sorted into the contracts `contract init` proposes.
///
/// A group is a subfolder (`issues/*.json`), or, at the top of the folder, the files whose
/// bodies have one shape (the same top-level keys, or nearly: `issue.json` and
/// `issue-closed.json`): the way fixtures are kept for one endpoint. The envelope comes from
/// the bodies: a group whose files hold arrays is an `array` contract; a group mixing arrays
/// and objects becomes two contracts. A group's id is its folder's name, or the shortest file
/// name among its files, whole (`email-change-single-confirmation`), with a trailing counter
/// (`issues_2`) left off.
struct FixtureGroups {
  struct Group: Equatable {
    var id: String
    /// Corpus globs, relative to the fixtures folder.
    var corpus: [String]
    var envelope: Manifest.Contract.Envelope
    var files: Int
    /// The keys of the group's first body (of its first element, for an array).
    var keys: Set<String> = []
    /// The model type whose properties match the keys, when one clearly does.
    var type: String? = nil
    /// The schema (`openapi.yaml#/components/schemas/User`) whose properties match the keys,
    /// when the contracts folder holds an API document and one clearly does.
    var schema: String? = nil
    /// For a body no type matches, a member holding rows (or an object) a type matches: the
    /// page of `{"data": [Product], "meta": …}`, whose envelope type is generic.
    var rows: Rows? = nil
    /// For recorded traffic, the routes whose responses are the contract's (`GET
    /// /issues/{id}`), each with the request header it requires, if any.
    var routes: [String] = []
    var routeHeaders: [String: String] = [:]

    struct Rows: Equatable {
      var key: String
      var type: String
    }
  }

  /// A schema of an API document a group may be matched with, by its properties.
  struct SchemaCandidate {
    var reference: String
    var properties: Set<String>
    /// By property, the properties of the object it holds (of its rows, for an array).
    var nested: [String: Set<String>] = [:]
    /// Whether the schema has a name of its own (`components/schemas`), not a response's.
    var isNamed = true
  }

  private(set) var groups: [Group] = []
  /// Recording files (NDJSON, HAR) that hold no JSON response: left for the user to look at.
  private(set) var skipped: [String] = []
  /// The recordings, sorted by route (empty when the folder holds none).
  private(set) var recorded = RecordedRoutes(files: [])
  /// How many JSON files the groups were made from (recorded responses aside).
  private(set) var files = 0

  /// How alike two bodies' keys must be (shared keys over all keys) to be one response shape.
  static let sameShape = 0.75
  /// How well a type's properties must match a group's keys to be named in the manifest.
  static let typeMatch = 0.6

  /// Reads the folder at `path` (one level of subfolders is a group; deeper files belong to
  /// their first subfolder's group), and names each group's type among `types` where one
  /// matches its shape.
  init(folder path: String, types: [CodableTypeScanner.FoundType] = [], document: APIDocumentSchemas? = nil) {
    let schemas = document?.candidates ?? []
    let files = FileDiscovery.expand([path], extensions: ["json", "ndjson", "jsonl", "har"]).files
    struct Member {
      var relative: String
      var isArray: Bool
      var keys: Set<String>
      /// By member of an object body, the keys of the object it holds (its first row's).
      var nested: [(key: String, keys: Set<String>)]
    }
    var folders: [String: [Member]] = [:]
    var topLevel: [[Member]] = []
    var recordings: [(path: String, relative: String)] = []
    let base = path.hasSuffix("/") ? path : path + "/"
    for file in files.sorted() {
      let relative = file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
      guard (relative as NSString).pathExtension.lowercased() == "json" else {
        recordings.append((file, relative))
        continue
      }
      self.files += 1
      let (isArray, keys, nested) = FixtureGroups.shape(of: file)
      let member = Member(relative: relative, isArray: isArray, keys: keys, nested: nested)
      let components = relative.split(separator: "/")
      if components.count > 1 {
        folders[String(components[0]), default: []].append(member)
      } else if let index = topLevel.firstIndex(where: {
        $0[0].isArray == isArray && FixtureGroups.similarity($0[0].keys, keys) >= FixtureGroups.sameShape
      }) {
        topLevel[index].append(member)
      } else {
        topLevel.append([member])
      }
    }
    var drafts: [(key: String, isFolder: Bool, members: [Member])] = folders.map { ($0.key, true, $0.value) }
    for cluster in topLevel {
      let stems = cluster.map { FixtureGroups.stem(of: $0.relative) }
      let name = stems.min { ($0.count, $0) < ($1.count, $1) } ?? "fixtures"
      drafts.append((name, false, cluster))
    }
    var used = Set<String>()
    for draft in drafts.sorted(by: { ($0.key, $0.isFolder ? 0 : 1) < ($1.key, $1.isFolder ? 0 : 1) }) {
      let object = draft.members.filter { !$0.isArray }
      let array = draft.members.filter(\.isArray)
      let both = !object.isEmpty && !array.isEmpty
      for (envelope, members) in [(Manifest.Contract.Envelope.object, object), (.array, array)] where !members.isEmpty {
        // A folder holding one kind of body is claimed by one glob; otherwise each file is named.
        let corpus = draft.isFolder && !both ? ["\(draft.key)/**/*.json"] : members.map(\.relative).sorted()
        var id = FixtureGroups.identifier(draft.key)
        if both && envelope == .array || used.contains(id) && envelope == .array { id += ".list" }
        groups.append(
          FixtureGroups.group(
            id, used: &used, corpus: corpus, envelope: envelope, files: members.count,
            shape: Shape(keys: members[0].keys, nested: members[0].nested), types: types, schemas: schemas))
      }
    }
    recorded = RecordedRoutes(files: recordings)
    skipped = recorded.empty
    addRecordedGroups(types: types, document: document, used: &used)
    groups.sort { $0.id < $1.id }
  }

  /// A contract for each route of the recordings (and each file of bare bodies), named
  /// after the route, typed as the JSON files' groups are.
  private mutating func addRecordedGroups(
    types: [CodableTypeScanner.FoundType], document: APIDocumentSchemas?, used: inout Set<String>
  ) {
    let schemas = document?.candidates ?? []
    let names = recorded.routes.map { RecordedRoutes.name(of: $0, qualified: false) }
    // The routes each name would stand for (a route's two kinds of body are one route).
    var routesNamed: [String: Set<String>] = [:]
    for (route, name) in zip(recorded.routes, names) { routesNamed[name, default: []].insert(route.route) }
    for (route, name) in zip(recorded.routes, names) {
      // Two routes ending alike (`/repos/{id}/issues`, `/orgs/{id}/issues`) are named with the
      // segment before; one route's two kinds of body, the array's as `.list`.
      let both = recorded.hasBothBodies(route)
      var id = (routesNamed[name]?.count ?? 0) > 1 ? RecordedRoutes.name(of: route, qualified: true) : name
      if both && route.isArray { id += ".list" }
      // A route only another host than the API's answered (an SDK's analytics, crash
      // reports) is named after that host, to be told apart and deleted if the app does not
      // decode it.
      if let main = recorded.mainHost, !route.hosts.isEmpty, !route.hosts.contains(main),
        let host = route.hosts.sorted().first
      {
        id = host + "." + id
      }
      var made = FixtureGroups.group(
        id, used: &used, corpus: [], envelope: route.isArray ? .array : .object, files: route.responses,
        shape: route.shape, types: types, schemas: schemas)
      made.routes = [route.route]
      if let schema = document.flatMap({ Self.schema(of: route, in: $0) }) { made.schema = schema }
      if both, !route.isArray, route.asksForOneObject { made.routeHeaders[route.route] = RecordedRoutes.pgrstObject }
      groups.append(made)
    }
    // Named by the recording: the name as it is is what maps its lines.
    for contract in recorded.namedContracts where !used.contains(contract.id) {
      groups.append(
        FixtureGroups.group(
          contract.id, exactly: true, used: &used, corpus: [], envelope: contract.isArray ? .array : .object,
          files: contract.responses, shape: contract.shape, types: types, schemas: schemas))
    }
    for file in recorded.unrouted {
      groups.append(
        FixtureGroups.group(
          FixtureGroups.stem(of: file.relative), used: &used, corpus: [file.relative],
          envelope: file.isArray ? .array : .object, files: file.responses, shape: file.shape, types: types,
          schemas: schemas))
    }
  }

  /// A group named `id` (made an identifier and unique among `used` with a counter, unless
  /// `exactly`; added to `used`), typed by `shape`: the type whose properties match its keys,
  /// the schema that does, else the type of the rows one of its members holds.
  private static func group(
    _ id: String, exactly: Bool = false, used: inout Set<String>, corpus: [String],
    envelope: Manifest.Contract.Envelope, files: Int, shape: Shape, types: [CodableTypeScanner.FoundType],
    schemas: [SchemaCandidate]
  ) -> Group {
    let plain = exactly ? id : identifier(id)
    var id = plain
    var counter = 2
    while used.contains(id), !exactly {
      id = "\(plain)-\(counter)"
      counter += 1
    }
    used.insert(id)
    var group = Group(
      id: id, corpus: corpus, envelope: envelope, files: files, keys: shape.keys,
      type: type(matching: shape.keys, among: types),
      schema: schema(matching: shape, among: schemas))
    if group.type == nil {
      group.rows =
        shape.nested.lazy.compactMap { nested in
          type(matching: nested.keys, among: types).map { Group.Rows(key: nested.key, type: $0) }
        }.first
    }
    return group
  }

  /// The response schema the API document gives the route's operation, for its kind of body:
  /// an array's rows, an object's schema, or a row for PostgREST's single object.
  private static func schema(of route: RecordedRoutes.Route, in document: APIDocumentSchemas) -> String? {
    guard let operation = document.operation(answering: route.method, template: route.template) else { return nil }
    if route.isArray || operation.rows != nil && route.asksForOneObject { return operation.rows }
    return operation.rows == nil ? operation.reference : nil
  }

  /// `issue-closed.json` → `issue-closed`; `issue_2.json`, `issue.json` → `issue`;
  /// `pull_request.json` → `pull_request` (an underscore followed by a letter belongs to the
  /// name).
  static func stem(of name: String) -> String {
    var stem = Substring((name as NSString).deletingPathExtension)
    while let last = stem.last, last.isNumber || last == "_" || last == "-" { stem = stem.dropLast() }
    return stem.isEmpty ? String((name as NSString).deletingPathExtension) : String(stem)
  }

  /// A contract id from a group name: lower case, runs of other characters than letters,
  /// digits, `.`, `-` as `_`.
  static func identifier(_ name: String) -> String {
    var id = ""
    for character in name.lowercased() {
      if character.isLetter || character.isNumber || character == "." || character == "-" {
        id.append(character)
      } else if id.last != "_" {
        id.append("_")
      }
    }
    return id.isEmpty ? "fixtures" : id
  }

  /// Shared keys over all keys.
  static func similarity(_ a: Set<String>, _ b: Set<String>) -> Double {
    let union = a.union(b).count
    return union == 0 ? 1 : Double(a.intersection(b).count) / Double(union)
  }

  /// The type whose properties match `keys` best (a snake_case key matches its camelCase
  /// property), when it matches well enough and no other matches as well.
  ///
  /// By the share of all names first (``best(_:among:)``); else as a `Decodable` model reads a
  /// response: a few of its keys (a payment API's charge has 40, the app's `Charge` 12). Such a
  /// type matches when nearly all of its properties are keys (``modelShare``), and they are
  /// several (``modelKeys``, or every key of a small body); the one reading the most keys wins,
  /// then the one with more of its properties among them; a tie names none.
  static func type(matching keys: Set<String>, among types: [CodableTypeScanner.FoundType]) -> String? {
    let candidates = types.filter(\.isPublic).map { (name: $0.path, properties: $0.properties) }
    if let named = best(keys, among: candidates) { return named }
    let folded = Set(keys.map(FixtureGroups.folded))
    var best: (matched: Int, share: Double, name: String?) = (0, 0, nil)
    for candidate in candidates where !candidate.properties.isEmpty {
      let matched = candidate.properties.filter { folded.contains(FixtureGroups.folded($0)) }.count
      let share = Double(matched) / Double(candidate.properties.count)
      guard share >= modelShare, matched >= min(modelKeys, keys.count) else { continue }
      if (matched, share) > (best.matched, best.share) {
        best = (matched, share, candidate.name)
      } else if (matched, share) == (best.matched, best.share) {
        best.name = nil
      }
    }
    return best.name
  }

  /// How many of a model's properties must be keys of the body for it to match by reading.
  static let modelShare = 0.75
  /// How many keys a model must read to match by reading (fewer only when the body has fewer).
  static let modelKeys = 3

  /// A name without underscores and letter case: `site_url` and `siteURL` are one name.
  static func folded(_ name: String) -> String { name.replacingOccurrences(of: "_", with: "").lowercased() }

  /// The candidate whose names match `keys` best (`site_url` matches `siteURL`: underscores
  /// and letter case aside), when it matches well enough and no other matches as well.
  static func best(_ keys: Set<String>, among candidates: [(name: String, properties: Set<String>)]) -> String? {
    guard !keys.isEmpty else { return nil }
    var best: (score: Double, name: String?) = (0, nil)
    for candidate in candidates where !candidate.properties.isEmpty {
      let score = score(keys, candidate.properties)
      if score > best.score {
        best = (score, candidate.name)
      } else if score == best.score {
        best.name = nil
      }
    }
    return best.score >= typeMatch ? best.name : nil
  }

  /// How well `keys` match `properties`: the names they share over all their names, folded.
  static func score(_ keys: Set<String>, _ properties: Set<String>) -> Double {
    let folded = Set(properties.map(FixtureGroups.folded))
    let matched = keys.filter { folded.contains(FixtureGroups.folded($0)) }.count
    let all = keys.count + properties.count - matched
    return all == 0 ? 0 : Double(matched) / Double(all)
  }

  /// The schema whose properties match `shape` best, as ``best(_:among:)`` finds a type; among
  /// schemas that match its keys equally, the one whose members hold objects with the body's
  /// nested keys (one list page from another), then the one with a name of its own (a
  /// response that repeats a named schema inline).
  static func schema(matching shape: Shape, among candidates: [SchemaCandidate]) -> String? {
    guard !shape.keys.isEmpty else { return nil }
    let scored = candidates.filter { !$0.properties.isEmpty }.map { ($0, score(shape.keys, $0.properties)) }
    guard let top = scored.map(\.1).max(), top >= typeMatch else { return nil }
    var tied = scored.filter { $0.1 == top }.map(\.0)
    if tied.count > 1 {
      let nested = tied.map { candidate in
        shape.nested.reduce(0.0) { sum, member in
          sum + (candidate.nested[member.key].map { score(member.keys, $0) } ?? 0)
        }
      }
      let most = nested.max() ?? 0
      tied = zip(tied, nested).filter { $0.1 == most }.map(\.0)
    }
    if tied.count > 1, case let named = tied.filter(\.isNamed), named.count == 1 { tied = named }
    return tied.count == 1 ? tied[0].reference : nil
  }

  /// What a body shows of its type: the keys of the body (of its first element, for an
  /// array), and for an object body, the keys of each object (or first row of each array)
  /// it holds.
  struct Shape {
    var keys: Set<String> = []
    var nested: [(key: String, keys: Set<String>)] = []
  }

  static func shape(of value: JSONValue) -> Shape {
    switch value {
    case .array(let elements): return Shape(keys: Set(elements.first?.objectValue?.keys ?? []))
    case .object(let object):
      let nested = object.compactMap { member -> (key: String, keys: Set<String>)? in
        let row = member.value.arrayValue?.first ?? member.value
        return row.objectValue.map { (member.key, Set($0.keys)) }
      }
      return Shape(keys: Set(object.keys), nested: nested)
    default: return Shape()
    }
  }

  /// Whether the file's body is an array, and its shape.
  private static func shape(of path: String) -> (
    isArray: Bool, keys: Set<String>, nested: [(key: String, keys: Set<String>)]
  ) {
    guard let bytes = FileManager.default.contents(atPath: path),
      let value = try? JanssonParser.parse(Array(bytes)).value
    else { return (fileBodyIsArray(path), [], []) }
    let shape = shape(of: value)
    return (value.arrayValue != nil, shape.keys, shape.nested)
  }

  /// A recorded response's body, parsed (once, where its envelope's reading was not).
  static func value(of response: Response) -> JSONValue? {
    response.parsedBody?.value ?? (try? JanssonParser.parse(response.body).value)
  }

  /// Whether a body is an array (it starts with `[` after white space and a byte order
  /// mark); `nil` when it holds nothing.
  static func bodyIsArray<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool? {
    for byte in bytes where ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) {
      return byte == UInt8(ascii: "[")
    }
    return nil
  }

  /// Whether the file's body is an array, from its first bytes.
  private static func fileBodyIsArray(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    return bodyIsArray((try? handle.read(upToCount: 4096)) ?? Data()) ?? false
  }

  /// `Contracts/contracts.json` for these groups: one contract each, its type where one
  /// matched (else `TODO`), read only
  /// (recorded responses are what a client reads; what it sends back is `roundtrip`).
  ///
  /// - Parameter corpusRoot: the fixtures folder as the manifest names it (relative to the
  ///   contracts folder, or absolute).
  func manifest(corpusRoot: String, profile: String = "default") -> String {
    var text = "{\n  \"corpusRoot\": \(FixtureGroups.quoted(corpusRoot)),"
    if !recorded.recordings.isEmpty {
      // Each response of these is claimed by the contract whose route it was recorded on.
      text += "\n  \"recordings\": [\(recorded.recordings.map(FixtureGroups.quoted).joined(separator: ", "))],"
    }
    text += "\n  \"contracts\": ["
    for (index, group) in groups.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      text +=
        "    { \"id\": \(FixtureGroups.quoted(group.id)),"
        + (group.schema.map { " \"schema\": \(FixtureGroups.quoted($0))," } ?? "")
        + " \"type\": \(FixtureGroups.quoted(group.type ?? "TODO")),"
        + " \"profile\": \(FixtureGroups.quoted(profile)),"
        + " \"envelope\": \"\(group.envelope.rawValue)\", \"direction\": \"read\""
      if !group.corpus.isEmpty {
        text += ",\n      \"corpus\": [\(group.corpus.map(FixtureGroups.quoted).joined(separator: ", "))]"
      } else if !group.routes.isEmpty {
        let routes = group.routes.map { route in
          group.routeHeaders[route].map {
            "{\"route\": \(FixtureGroups.quoted(route)), \"headers\": {\"Accept\": \(FixtureGroups.quoted($0))}}"
          } ?? FixtureGroups.quoted(route)
        }
        text += ",\n      \"routes\": [\(routes.joined(separator: ", "))]"
      }
      // Neither: the recordings name the contract on each of its lines.
      text += " }"
    }
    return text + "\n  ]\n}\n"
  }

  private static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    JSONWriter.writeString(text, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
