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

  func judge(_ pairs: [SchemaPair]) throws -> [JudgedChange] {
    let compared = pairs.map { pair in
      (pair, SchemaComparer(old: pair.oldFacts, new: pair.newFacts).changes(from: pair.old, to: pair.new))
    }
    // What every pair says by the rules alone, when no model is asked.
    let ruleLevels = { compared.flatMap { pair, changes in changes.map { JudgedChange(change: $0, pair: pair.name) } } }
    let manifestPath = (contractsDirectory as NSString).appendingPathComponent("contracts.json")
    guard judgesModels, compared.contains(where: { $0.1.contains { $0.probe != nil } }),
      FileManager.default.fileExists(atPath: manifestPath)
    else {
      return ruleLevels()
    }
    let manifest = try Manifest.load(path: manifestPath)
    let checkRun = CheckRun(manifest: manifest, registry: registry, loadSchema: JSONSchemaLoader().load)
    let claims = compared.map { pair, _ in DiffFrontend.contracts(judging: pair, in: checkRun) }
    let ids = Array(Set(claims.flatMap { $0 })).sorted()
    guard !ids.isEmpty else {
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
    var judged: [JudgedChange] = []
    for ((pair, changes), contractIDs) in zip(compared, claims) {
      guard !contractIDs.isEmpty, let file = pair.new.file else {
        judged += changes.map { JudgedChange(change: $0, pair: pair.name) }
        continue
      }
      // A revision with an invalid keyword (an old spec's `type: jsonb`) spoils the schemas
      // that reach it, not the diff: those are shown at their rule levels, with a located
      // warning; the rest is judged.
      if let oldFile = pair.old.file, let invalid = DiffFrontend.invalidity(oldFile, pair.old.pointer, root: nil)
      {
        console.errorLine("contract diff: warning: \(invalid); \(pair.name) (old side) is compared as written")
      }
      let validator: CompiledSchema
      do {
        validator = try CompiledSchema.compile(
          schemaAt: file, pointer: pair.new.pointer, registry: SchemaRegistry(root: pair.newRoot))
      } catch {
        let invalid = ConfigurationError(
          file: file, location: error.location, pointer: error.pointer, message: error.message)
        console.errorLine(
          "contract diff: warning: \(invalid); the changes of \(pair.name) are unjudged, at their rule levels")
        for id in contractIDs {
          let model = checkRun.bindings[id]?.model?.name ?? id
          judged += changes.map { change in
            JudgedChange(
              change: change, pair: pair.name, contractID: id,
              verdict: change.probe == nil
                ? nil : .notProbed(model: model, reason: "the new schema does not compile (\(invalid.message))"))
          }
        }
        continue
      }
      judged += judge.judge(changes, of: pair, contractIDs: contractIDs, validator: validator)
    }
    return judged
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
