public import Contracts
import JSONCore
public import Reports

/// The run loop of a check: every response of the run's files through its contract's checks,
/// in reading order, into a ``CheckReport``.
///
/// It lives here, above ``CheckRun``'s binding of the contracts (which an app's test target
/// links, for iOS too), because the report it gathers is a ``Reports`` value and its `inFlight`
/// slots are this module's.
extension CheckRun {
  /// Checks the responses of `part`: from its `paths` (files and folders of dumps), or the
  /// manifest's corpus when it names none; only those its shard, lane and range own.
  ///
  /// `progress` is called after each batch with the responses so far. With a shard, the
  /// report is stamped to be merged with the other shards' (``CheckReport/shard``), and only
  /// the part that starts the run carries what is the run's rather than a response's.
  /// `inFlight` is told which responses are being checked, for the supervisor to read should
  /// a model kill this process.
  ///
  /// A corpus run also takes its ``CheckReport/sample``; with ``Part/sampleOnly``, that is
  /// all it is for: only the responses the sample still wants are checked.
  public func run(
    _ part: Part = Part(), inFlight: InFlightResponses? = nil, progress: (@Sendable (Int) -> Void)? = nil
  ) -> CheckReport {
    let (files, corpus) = inputs(against: part.paths)
    var report = start(files: files, corpus: corpus, part: part)
    let resolver = ContractResolver(manifest: manifest)
    var stream = laneStream(files, part)
    let sampleOnly = part.sampleOnly
    var summaries: [String: ContractSummary] = [:]
    for contract in manifest.contracts {
      guard let binding = bindings[contract.id] else { continue }
      summaries[contract.id] = ContractSummary(binding: binding)
    }
    var batch: [ResponseStream.Pending] = []
    batch.reserveCapacity(CheckRun.batchSize)
    var done = false
    while !done {
      batch.removeAll(keepingCapacity: true)
      while batch.count < CheckRun.batchSize, let item = stream.next() { batch.append(item) }
      done = batch.count < CheckRun.batchSize
      // Findings the report has listed enough of, as the batch starts: their later
      // occurrences are only counted, so their findings need not be built.
      let listedEnough = Set(report.listedEnough.keys)
      // Likewise the contracts whose responses the sample still reads.
      let reflecting = report.sample?.reflecting(among: bindings.keys) ?? []
      let skipping = sampleOnly ? Set(bindings.keys.filter { !(report.sample?.wants($0) ?? false) }) : []
      let checked = check(
        batch, resolver: resolver, listedEnough: listedEnough, reflecting: reflecting, skipping: skipping,
        sampleOnly: sampleOnly, inFlight: inFlight)
      for (item, outcome) in checked {
        report.responses += 1
        guard let id = item.contractID, bindings[id] != nil else {
          // Responses of contracts excluded by --contract are not unmapped: just not checked.
          if item.contractID != nil { continue }
          // A record that could not be read (a malformed HAR entry) is its parse error, not
          // also a response no contract claims.
          if item.response.recordingError == nil {
            report.add(.unmapped(item.response, reason: item.unmappedReason), at: item.position)
            report.unmapped += 1
          }
          report.add(outcome, at: item.position)
          continue
        }
        summaries[id]?.record(outcome)
        report.add(outcome, at: item.position)
        report.sample?.record(outcome, contract: id, at: item.position)
      }
      progress?(report.responses)
      if sampleOnly, let sample = report.sample, !bindings.keys.contains(where: sample.wants) { break }
    }
    report.skippedNonJSON = stream.skippedNonJSON
    report.contracts = manifest.contracts.compactMap { summaries[$0.id] }
    return report
  }

  /// Resolves and checks a batch in reading order: parsing an NDJSON line, finding its
  /// contract and checking it. Each response is marked in `inFlight` (its one slot) while it
  /// is checked.
  ///
  /// Responses of the contracts in `reflecting` also get the reflection check; those of the
  /// contracts in `skipping` are not checked, nor, with `sampleOnly`, unmapped ones.
  private func check(
    _ batch: [ResponseStream.Pending], resolver: ContractResolver, listedEnough: Set<UInt64>,
    reflecting: Set<String>, skipping: Set<String>, sampleOnly: Bool, inFlight: InFlightResponses?
  ) -> [(ResponseStream.Item, ResponseChecker.Outcome)] {
    batch.map { pending in
      inFlight?.begin(0, pending.position, bytes: pending.byteCount)
      defer { inFlight?.end(0) }
      var item = pending.resolve(resolver)
      guard let id = item.contractID, let binding = bindings[id], !skipping.contains(id) else {
        // Unmapped: still parsed, so bytes that are not JSON at all are reported as such.
        let unmapped = item.contractID == nil && !sampleOnly
        return (item, unmapped ? ResponseChecker.parseOnly(item.response) : ResponseChecker.Outcome())
      }
      let outcome = ResponseChecker(binding: binding).check(
        item.response, listedEnough: listedEnough, reflecting: reflecting.contains(id))
      // The report needs where the response was, not its bytes or tree: released now, not
      // with the batch, which would hold 64 documents' trees at once.
      item.response.body = []
      item.response.parsedBody = nil
      return (item, outcome)
    }
  }

  /// A report of `files` before any response: what is the run's and not a response's.
  ///
  /// Only the part that starts the run notes the files not read and the models that cannot
  /// encode.
  package func start(files: RunInputs, corpus: [(path: String, relativePath: String)]?, part: Part) -> CheckReport {
    var report = CheckReport()
    report.configurationErrors = configurationErrors
    if let corpus {
      report.sample = CorpusSample()
      report.warnings = CorpusCoverage(manifest: manifest, files: corpus, contractIDs: Set(bindings.keys)).warnings()
    }
    report.missingPaths = files.missing
    if part.startsTheRun {
      for (path, reason) in files.skipped { report.add(.notRead(path, reason: reason)) }
      let decodableOnly = manifest.contracts.compactMap { contract in
        bindings[contract.id].flatMap { $0.model?.encodes == false ? $0 : nil }
      }
      for binding in decodableOnly {
        report.add(.roundTripSkipped(binding, among: decodableOnly, manifestPath: manifest.path))
      }
    }
    report.inputFiles = files.files.count
    if let shard = part.shard { report.shard = CheckReport.ShardStamp(shard: shard, run: files.digest) }
    return report
  }

  /// The responses of `files` that `part` owns: in its range, of its lane of its shard.
  package func laneStream(_ files: RunInputs, _ part: Part) -> ResponseStream {
    ResponseStream(
      files: files, shard: (part.shard ?? Shard()).lane(part.lane.index, of: part.lane.count), range: part.range)
  }

  /// How many responses are checked between two looks at the report (which findings are
  /// listed enough, which contracts the sample still wants).
  package static let batchSize = 64

}
