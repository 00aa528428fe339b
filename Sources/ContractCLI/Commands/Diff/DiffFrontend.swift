import Contracts
import Foundation
import JSONCore
import JSONSchema
import Jansson
import SchemaDiff
import Reports
import Supervision

/// The work of `contract diff` once its arguments are read: compare each pair, find the
/// contracts whose models read it, and have those models judge the changes in workers.
struct DiffFrontend {
  let contractsDirectory: String
  let registry: ContractRegistry
  let judgesModels: Bool
  let console: Console

  func judge(_ allPairs: [SchemaPair]) throws -> [JudgedChange] {
    let (pairs, compared) = DiffFrontend.compare(allPairs)
    // What every pair says by the rules alone, when no model is asked.
    let ruleLevels = {
      zip(pairs, compared).flatMap { pair, compared in compared.changes.map { JudgedChange(change: $0, pair: pair.name) } }
    }
    let manifestPath = (contractsDirectory as NSString).appendingPathComponent("contracts.json")
    guard judgesModels, compared.contains(where: { $0.changes.contains { $0.probe != nil } }) else {
      return ruleLevels()
    }
    // Said, so a rule level is not read as a model's verdict.
    guard FileManager.default.fileExists(atPath: manifestPath) else {
      console.errorLine(
        "contract diff: no \(manifestPath): no model judged the changes, they are at their rule levels (--contracts DIR names the folder)"
      )
      return ruleLevels()
    }
    let manifest = try Manifest.load(path: manifestPath)
    let checkRun = CheckRun(manifest: manifest, registry: registry, loadSchema: JSONSchemaLoader().load)
    let claims = pairs.map { DiffFrontend.contracts(judging: $0, in: checkRun) }
    let ids = Array(Set(claims.flatMap { $0 })).sorted()
    guard !ids.isEmpty else {
      console.errorLine(
        "contract diff: no contract of \(manifestPath) with a registered model reads these schemas: the changes are at their rule levels"
      )
      return ruleLevels()
    }
    let pool: any MutantExecutor
    do {
      pool = try ModelWorkers(contractsDirectory: contractsDirectory, timeout: 10).executor(
        for: ids, of: checkRun, jobs: 1)
    } catch {
      console.errorLine("contract diff: models not asked, rule levels only: \(error)")
      return ruleLevels()
    }
    defer { pool.shutdown() }
    let judge = ModelJudge(bindings: checkRun.bindings, rows: rows(of: ids, in: checkRun), executor: pool)
    // Each pair's new schema compiled once, when a contract judges through it.
    var validators: [Int: Result<CompiledSchema, ConfigurationError>] = [:]
    func validator(_ index: Int) -> Result<CompiledSchema, ConfigurationError>? {
      if let known = validators[index] { return known }
      let pair = pairs[index]
      guard let file = pair.new.file else { return nil }
      // A revision with an invalid keyword (an old spec's `type: jsonb`) spoils the schemas
      // that reach it, not the diff: those are shown at their rule levels, with a located
      // warning; the rest is judged.
      if let oldFile = pair.old.file, let invalid = DiffFrontend.invalidity(oldFile, pair.old.pointer, root: nil) {
        console.errorLine("contract diff: warning: \(invalid); \(pair.name) (old side) is compared as written")
      }
      let compiled = Result { () throws(SchemaError) in
        try CompiledSchema.compile(schemaAt: file, pointer: pair.new.pointer, registry: SchemaRegistry(root: pair.newRoot))
      }.mapError { ConfigurationError(file: file, location: $0.location, pointer: $0.pointer, message: $0.message) }
      if case .failure(let invalid) = compiled {
        console.errorLine(
          "contract diff: warning: \(invalid); the changes of \(pair.name) are unjudged, at their rule levels")
      }
      validators[index] = compiled
      return compiled
    }
    let inherited = DiffFrontend.inheritedJudges(pairs: pairs, reaches: compared.map(\.reaches), claims: claims)
    // By the pair each verdict is shown under: a contract judges a change of a definition its
    // schema reaches where its own schema holds it (`/factors/*/status` of User, for a change
    // at `/status` of Factor), as that contract's payload has it.
    var judgedUnder = Array(repeating: [JudgedChange](), count: pairs.count)
    for (index, pair) in pairs.enumerated() {
      let changes = compared[index].changes
      let judges = claims[index].map { (contractID: $0, through: index, place: JSONPointer.root) } + inherited[index]
      if claims[index].isEmpty || changes.isEmpty {
        // Listed once, under its own definition, at its rule level.
        judgedUnder[index] += changes.map { JudgedChange(change: $0, pair: pair.name) }
      }
      guard !changes.isEmpty else { continue }
      for group in Dictionary(grouping: judges, by: { "\($0.through) \($0.place)" }).values.sorted(by: {
        ($0[0].through, $0[0].place.description) < ($1[0].through, $1[0].place.description)
      }) {
        let through = group[0].through
        let contractIDs = group.map(\.contractID)
        let placed = changes.map { change in
          var change = change
          change.place = group[0].place.appending(change.place)
          return change
        }
        switch validator(through) {
        case .success(let compiled)?:
          judgedUnder[through] += judge.judge(placed, of: pairs[through], contractIDs: contractIDs, validator: compiled)
        case .failure(let invalid)?:
          for id in contractIDs {
            let model = checkRun.bindings[id]?.model?.name ?? id
            judgedUnder[through] += placed.map { change in
              JudgedChange(
                change: change, pair: pairs[through].name, contractID: id,
                verdict: change.probe == nil
                  ? nil : .notProbed(model: model, reason: "the new schema does not compile (\(invalid.message))"))
            }
          }
        case nil:
          judgedUnder[through] += placed.map { JudgedChange(change: $0, pair: pairs[through].name) }
        }
      }
    }
    return judgedUnder.flatMap { $0 }
  }

  /// The pairs compared, each with its changes and where it reaches the others.
  ///
  /// Each pair is compared without entering the others (an API document's definitions): a
  /// shared definition's change is listed once, under it, and judged by the contracts of every
  /// pair that reaches it (``inheritedJudges(pairs:reaches:claims:)``). A supporting
  /// definition is compared only once a compared pair reaches it, and left out otherwise.
  static func compare(
    _ allPairs: [SchemaPair]
  ) -> (pairs: [SchemaPair], compared: [SchemaComparer.Comparison]) {
    let apart = Set(allPairs.map { SchemaComparer.Pair(old: $0.old, new: $0.new) })
    let position = Dictionary(
      allPairs.enumerated().map { (SchemaComparer.Pair(old: $1.old, new: $1.new), $0) },
      uniquingKeysWith: { first, _ in first })
    var comparisons: [Int: SchemaComparer.Comparison] = [:]
    var pending = allPairs.indices.filter { !allPairs[$0].isSupporting }
    var queued = Set(pending)
    while let index = pending.popLast() {
      let pair = allPairs[index]
      let compared = SchemaComparer(old: pair.oldFacts, new: pair.newFacts).changes(
        from: pair.old, to: pair.new, comparedApart: apart)
      comparisons[index] = compared
      for reach in compared.reaches {
        if let target = position[reach.pair], queued.insert(target).inserted { pending.append(target) }
      }
    }
    let kept = allPairs.indices.compactMap { index in comparisons[index].map { (allPairs[index], $0) } }
    return (kept.map(\.0), kept.map(\.1))
  }

  /// For each pair, the contracts of the other pairs that reach it (directly or through
  /// others), each with the pair it judges through and where that pair's schema reaches this
  /// one (the first place found, nearest first).
  static func inheritedJudges(
    pairs: [SchemaPair], reaches: [[SchemaComparer.Reach]], claims: [[String]]
  ) -> [[(contractID: String, through: Int, place: JSONPointer)]] {
    let index = Dictionary(
      pairs.enumerated().map { (SchemaComparer.Pair(old: $1.old, new: $1.new), $0) }, uniquingKeysWith: { first, _ in first })
    var inherited = Array(repeating: [(contractID: String, through: Int, place: JSONPointer)](), count: pairs.count)
    for (start, contractIDs) in claims.enumerated() where !contractIDs.isEmpty {
      // Breadth first from the claimed pair, so each pair it reaches is met at its nearest place.
      var seen: Set<Int> = [start]
      var frontier = [(pair: start, place: JSONPointer.root)]
      while !frontier.isEmpty {
        var next: [(pair: Int, place: JSONPointer)] = []
        for (pair, place) in frontier {
          for reach in reaches[pair] {
            guard let target = index[reach.pair], seen.insert(target).inserted else { continue }
            let at = place.appending(reach.place)
            inherited[target] += contractIDs.map { ($0, start, at) }
            next.append((target, at))
          }
        }
        frontier = next
      }
    }
    return inherited
  }

  /// The contracts whose models read `pair`'s schema: the pair's own contract; those naming
  /// either side's file and pointer (the schema the models were made from, or the one they
  /// will meet); else those naming the same pointer in an API document of their own (two
  /// releases of `openapi.yaml` compared from anywhere: `#/components/schemas/User` is the
  /// User schema whichever copy holds it); in a PostgREST document, those whose route ends in
  /// the definition's name (`GET /rest/v1/courses` reads `#/definitions/courses`).
  static func contracts(judging pair: SchemaPair, in checkRun: CheckRun) -> [String] {
    let byFile = contractsNamingTheFile(judging: pair, in: checkRun)
    if !byFile.isEmpty || pair.contractID != nil { return byFile }
    let pointers = Set([pair.old.pointer, pair.new.pointer].filter { $0.tokens.count >= 2 })
    return checkRun.manifest.contracts.filter { contract in
      checkRun.bindings[contract.id]?.model != nil && pointers.contains(contract.schemaPointer)
        && contract.schemaPointer.tokens.first.map { ["components", "definitions"].contains($0.text) } == true
    }.map(\.id)
  }

  private static func contractsNamingTheFile(judging pair: SchemaPair, in checkRun: CheckRun) -> [String] {
    if let id = pair.contractID { return checkRun.bindings[id]?.model == nil ? [] : [id] }
    let manifest = checkRun.manifest
    let absolute = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
    let sides = [pair.old, pair.new].compactMap { side in side.file.map { (absolute($0), side.pointer) } }
    let definition: String? =
      if pair.new.pointer.tokens.count == 2, case .key("definitions") = pair.new.pointer.tokens[0],
        case .key(let name) = pair.new.pointer.tokens[1]
      { name } else { nil }
    return manifest.contracts.filter { contract in
      guard checkRun.bindings[contract.id]?.model != nil else { return false }
      if let schema = contract.schemaPath {
        let named = absolute((manifest.contractsDirectory as NSString).appendingPathComponent(schema))
        if sides.contains(where: { $0.0 == named && $0.1 == contract.schemaPointer }) { return true }
      }
      guard let definition else { return false }
      return contract.routes.contains { $0.segments.last == definition }
    }.map(\.id)
  }

  /// Why the schema at `pointer` of `file` does not compile, located; `nil` when it does.
  static func invalidity(_ file: String, _ pointer: JSONPointer, root: String?) -> ConfigurationError? {
    do {
      _ = try CompiledSchema.compile(schemaAt: file, pointer: pointer, registry: SchemaRegistry(root: root))
      return nil
    } catch {
      return ConfigurationError(file: file, location: error.location, pointer: error.pointer, message: error.message)
    }
  }

  /// Up to ``CorpusSample/rowLimit`` rows of each contract's corpus (the array's elements for
  /// array contracts), from one pass over the corpus that stops once every contract has them.
  private func rows(of ids: [String], in checkRun: CheckRun) -> [String: [JSONValue]] {
    var rows: [String: [JSONValue]] = [:]
    var wanted = Set(ids.filter { checkRun.bindings[$0] != nil })
    for (response, id) in checkRun.corpusStream() where wanted.contains(id) {
      guard let binding = checkRun.bindings[id],
        let body = response.parsedBody?.value ?? (try? JanssonParser.parse(response.body))?.value
      else { continue }
      rows[id, default: []] += (binding.envelope.rows(of: body) ?? []).prefix(
        CorpusSample.rowLimit - rows[id, default: []].count)
      if rows[id, default: []].count >= CorpusSample.rowLimit {
        wanted.remove(id)
        if wanted.isEmpty { break }
      }
    }
    return rows
  }
}
