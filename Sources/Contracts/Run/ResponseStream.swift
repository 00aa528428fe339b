import Foundation
import JSONCore

/// Every response of a run, in a deterministic order, each with the contract that claims it.
///
/// Files are read one at a time; NDJSON files line by line, so memory stays flat however
/// large the dump. HAR files are read whole (a capture is one JSON document). With a
/// ``Shard``, only the responses that shard owns come out: a JSON file it does not own is not
/// even read, an NDJSON line it does not own is not parsed. With a ``ReadingRange``, only the
/// responses in it come out, and files wholly outside it are not read; likewise with a set
/// of positions (responses read again by where a run found them).
package struct ResponseStream: Sequence, IteratorProtocol {
  /// A response and the contract that claims it (`nil`, with the reason, when none does).
  package struct Item: Sendable {
    package var response: Response
    package var contractID: String?
    package var unmappedReason: String
    package var position: ReadingPosition
  }

  /// A response as read, before the work that can run in parallel: parsing an NDJSON line's
  /// envelope and deciding its contract.
  package struct Pending: Sendable {
    fileprivate enum Source: Sendable {
      case response(Response)
      case line(NDJSONReader.Line)
    }

    fileprivate var source: Source
    fileprivate var fileContract: String?
    package var position: ReadingPosition

    /// The size of the record as read (an NDJSON line, a body): what its checks' time grows with.
    package var byteCount: Int {
      switch source {
      case .response(let ready): ready.body.count
      case .line(let line): line.byteCount
      }
    }

    /// The response as recorded, before any contract claims it (an NDJSON line's envelope
    /// is parsed here).
    package var response: Response {
      switch source {
      case .response(let ready): ready
      case .line(let line): NDJSONReader.response(line)
      }
    }

    package func resolve(_ resolver: ContractResolver) -> Item {
      let response = self.response
      let (contract, reason) = resolver.contract(for: response, fileContract: fileContract)
      return Item(response: response, contractID: contract, unmappedReason: reason, position: position)
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

  package static let extensions: Set<String> = ["json", "ndjson", "jsonl", "har"]

  private var files: EnumeratedSequence<[RunInputs.File]>.Iterator
  private let shard: Shard
  private let range: ReadingRange
  /// With positions: the last record wanted in each file that has one.
  private let selection: (positions: Set<ReadingPosition>, lastRecord: [Int: Int])?
  private var ndjson: (reader: NDJSONReader, file: RunInputs.File, index: Int)?
  private var pending: [Pending] = []
  package private(set) var skippedNonJSON = 0

  /// - Parameter files: paths in reading order, each with the contract its location implies.
  /// - Parameter positions: when given, only the responses at these positions come out.
  package init(
    files: RunInputs, shard: Shard = Shard(), range: ReadingRange = .whole, only positions: Set<ReadingPosition>? = nil
  ) {
    self.files = files.files.enumerated().makeIterator()
    self.shard = shard
    self.range = range
    selection = positions.map { positions in
      (positions, Dictionary(positions.map { ($0.file, $0.record) }, uniquingKeysWith: Swift.max))
    }
  }

  /// Whether this stream hands out the response at `record` of a file.
  private func owns(_ file: RunInputs.File, index: Int, record: Int) -> Bool {
    let position = ReadingPosition(file: index, record: record)
    return shard.owns(file: file.key, record: record) && range.contains(position)
      && (selection?.positions.contains(position) ?? true)
  }

  /// Whether no response from `position` on in its file comes out.
  private func isPast(_ position: ReadingPosition) -> Bool {
    guard let selection else { return range.isPast(position) }
    return range.isPast(position) || position.record > selection.lastRecord[position.file, default: -1]
  }

  package mutating func next() -> Pending? {
    while true {
      if let next = pending.popLast() { return next }
      if var current = ndjson {
        while let next = current.reader.next() {
          let source: Pending.Source
          let record: Int
          switch next {
          case .line(let line): (source, record) = (.line(line), line.number)
          case .unreadable(let response): (source, record) = (.response(response), 0)
          }
          if isPast(ReadingPosition(file: current.index, record: record)) { break }
          guard owns(current.file, index: current.index, record: record) else { continue }
          ndjson = current
          return Pending(
            source: source, fileContract: current.file.contractID,
            position: ReadingPosition(file: current.index, record: record))
        }
        ndjson = nil
      }
      guard let (index, file) = files.next() else { return nil }
      if range.excludes(file: index) {
        if range.isPast(ReadingPosition(file: index, record: 0)) { return nil }
        continue
      }
      if let selection, selection.lastRecord[index] == nil { continue }
      let path = file.path
      func ready(_ response: Response, record: Int) -> Pending {
        Pending(
          source: .response(response), fileContract: file.contractID,
          position: ReadingPosition(file: index, record: record))
      }
      switch FileKind(path: path) {
      case .ndjson:
        ndjson = (NDJSONReader(path: path), file, index)
      case .har:
        let result = HARReader.read(path: path)
        // Entries that are not JSON are counted by the shard owning the file's record 0.
        if owns(file, index: index, record: 0) { skippedNonJSON += result.skippedNonJSON }
        if let error = result.error, owns(file, index: index, record: 0) {
          var source = SourceReference(file: path)
          source.line = error.location?.line
          source.column = error.location?.column
          let response = Response(body: [], source: source, recordingError: error.message)
          pending.append(ready(response, record: 0))
        }
        for response in result.responses {
          let record = (response.source.entry ?? -1) + 1
          if owns(file, index: index, record: record) { pending.append(ready(response, record: record)) }
        }
        // Taken from the end: a capture of many entries is handed out in linear time.
        pending.reverse()
      case .json, nil:
        guard owns(file, index: index, record: 0) else { continue }
        let response: Response
        do {
          response = Response(body: try FileDiscovery.read(path), source: SourceReference(file: path))
        } catch {
          response = Response(body: [], source: SourceReference(file: path), recordingError: error.reason)
        }
        return ready(response, record: 0)
      }
    }
  }
}
