/// The responses of a run's inputs (the corpus, or `--against` dumps), each with the contract
/// that claims it, read as the sequence is walked: what `coverage` and `infer` read, one
/// response in memory at a time, in the order `check` reads them.
public struct RecordedTraffic: Sequence {
  public typealias Element = (response: Response, contractID: String?)

  private let inputs: RunInputs
  private let resolver: ContractResolver

  /// `--against` paths that do not exist.
  public var missingPaths: [String] { inputs.missing }
  /// Files found and not read, with why.
  public var skippedFiles: [(path: String, reason: String)] { inputs.skipped }

  init(inputs: RunInputs, resolver: ContractResolver) {
    self.inputs = inputs
    self.resolver = resolver
  }

  public struct Iterator: IteratorProtocol {
    var stream: ResponseStream
    let resolver: ContractResolver

    public mutating func next() -> Element? {
      guard let pending = stream.next() else { return nil }
      let item = pending.resolve(resolver)
      return (item.response, item.contractID)
    }
  }

  public func makeIterator() -> Iterator {
    Iterator(stream: ResponseStream(files: inputs), resolver: resolver)
  }
}

extension RecordedTraffic {
  /// Every response of the files at `paths` (NDJSON, HAR, JSON), as recorded, before any
  /// manifest claims it, read as the sequence is walked: what `contract init` sorts into
  /// contracts by their routes.
  package static func responses(inFiles paths: [String]) -> some Sequence<Response> {
    ResponseStream(files: .unsharded(paths.map { ($0, nil) })).lazy.map(\.response)
  }
}

extension CheckRun {
  /// The responses under `paths` (dumps: files and folders), or the manifest's corpus and
  /// recordings when `paths` is empty.
  public func recordedTraffic(against paths: [String]) -> RecordedTraffic {
    RecordedTraffic(inputs: inputs(against: paths).0, resolver: ContractResolver(manifest: manifest))
  }
}
