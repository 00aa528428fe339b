import Foundation
import JSONCore

/// Every response of a run, in a deterministic order, each with the contract that claims it.
///
/// Files are read one at a time; NDJSON files line by line, so memory stays flat however
/// large the dump. HAR files are read whole (a capture is one JSON document).
struct ResponseStream: Sequence, IteratorProtocol {
  /// A response and the contract that claims it (`nil`, with the reason, when none does).
  struct Item: Sendable {
    var response: Response
    var contractID: String?
    var unmappedReason: String
  }

  /// A response as read, before the work that can run in parallel: parsing an NDJSON line's
  /// envelope and deciding its contract.
  struct Pending: Sendable {
    fileprivate enum Source: Sendable {
      case response(Response)
      case line(NDJSONReader.Line)
    }

    fileprivate var source: Source
    fileprivate var fileContract: String?

    func resolve(_ resolver: ContractResolver) -> Item {
      let response: Response
      switch source {
      case .response(let ready): response = ready
      case .line(let line): response = NDJSONReader.response(line)
      }
      let (contract, reason) = resolver.contract(for: response, fileContract: fileContract)
      return Item(response: response, contractID: contract, unmappedReason: reason)
    }
  }

  enum FileKind {
    case json, ndjson, har

    init?(path: String) {
      switch (path as NSString).pathExtension.lowercased() {
      case "json": self = .json
      case "ndjson", "jsonl": self = .ndjson
      case "har": self = .har
      default: return nil
      }
    }
  }

  static let extensions: Set<String> = ["json", "ndjson", "jsonl", "har"]

  private var files: IndexingIterator<[(path: String, contractID: String?)]>
  private var ndjson: (reader: NDJSONReader, contractID: String?)?
  private var pending: [Pending] = []
  private(set) var skippedNonJSON = 0

  /// - Parameter files: paths in reading order, each with the contract its location implies.
  init(files: [(path: String, contractID: String?)]) {
    self.files = files.makeIterator()
  }

  mutating func next() -> Pending? {
    while true {
      if !pending.isEmpty { return pending.removeFirst() }
      if var current = ndjson {
        if let next = current.reader.next() {
          ndjson = current
          switch next {
          case .line(let line): return Pending(source: .line(line), fileContract: current.contractID)
          case .unreadable(let response): return Pending(source: .response(response), fileContract: current.contractID)
          }
        }
        ndjson = nil
      }
      guard let (path, contractID) = files.next() else { return nil }
      switch FileKind(path: path) {
      case .ndjson:
        ndjson = (NDJSONReader(path: path), contractID)
      case .har:
        let result = HARReader.read(path: path)
        skippedNonJSON += result.skippedNonJSON
        if let error = result.error {
          var source = SourceReference(file: path)
          source.line = error.location?.line
          source.column = error.location?.column
          let response = Response(body: [], source: source, recordingError: error.message)
          pending.append(Pending(source: .response(response), fileContract: contractID))
        }
        pending += result.responses.map { Pending(source: .response($0), fileContract: contractID) }
      case .json, nil:
        let response: Response
        do {
          response = Response(body: try FileDiscovery.read(path), source: SourceReference(file: path))
        } catch {
          response = Response(body: [], source: SourceReference(file: path), recordingError: error.reason)
        }
        return Pending(source: .response(response), fileContract: contractID)
      }
    }
  }
}

/// Decides which contract claims a response: the recording's own `contract`, then its route,
/// then the file's location.
struct ContractResolver: Sendable {
  let manifest: Manifest

  func contract(for response: Response, fileContract: String?) -> (String?, String) {
    if let id = response.contractID {
      if manifest.contract(id: id) != nil { return (id, "") }
      return (nil, "its recording names contract '\(id)', which the manifest does not have")
    }
    if let path = response.path {
      let method = response.method ?? "GET"
      if let contract = manifest.contracts.first(where: {
        $0.routes.contains { $0.matches(method: method, path: path) }
      }) {
        return (contract.id, "")
      }
      if response.source.entry != nil || fileContract == nil {
        return (nil, "no contract has a route matching \(method) \(path)")
      }
    }
    if let fileContract { return (fileContract, "") }
    if response.source.line != nil || response.source.entry != nil {
      return (nil, "the record names no contract or route, and its file maps to no contract")
    }
    return (nil, "no contract's corpus globs or folder name match the file")
  }

  /// The contract a file's location implies: a corpus glob matching its path relative to
  /// the corpus root, else a glob whose last folder and pattern match its last two path
  /// components, else a folder named like a contract.
  func contract(forFile path: String) -> String? {
    if let relative = manifest.corpusRelativePath(of: path),
      let contract = manifest.contracts.first(where: { $0.claims(corpusPath: relative) })
    {
      return contract.id
    }
    let components = normalizedPath(path).split(separator: "/").map(String.init)
    guard components.count >= 2 else { return nil }
    let tail = components.suffix(2).joined(separator: "/")
    for contract in manifest.contracts {
      for pattern in contract.corpus {
        let patternTail = pattern.split(separator: "/").suffix(2).joined(separator: "/")
        if patternTail.contains("/"), Glob(patternTail).matches(tail) { return contract.id }
      }
    }
    let folder = components[components.count - 2]
    return manifest.contracts.first { contract in
      contract.id == folder || contract.id.split(separator: ".").last.map(String.init) == folder
    }?.id
  }
}
