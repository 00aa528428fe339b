import Foundation
import JSONCore
import YAML

/// The text a document was read from, as far as locating its nodes needs it.
///
/// JSON keeps its bytes and is located lazily by scanning them (only for the documents an
/// error is in); YAML is located by the table its reader built, since its grammar is too
/// large to re-scan.
enum SchemaSource: Sendable {
  case json(JSONLocations)
  case yaml(YAMLLocations)

  /// The line and column of the value at `pointer`.
  func location(of pointer: JSONPointer) -> SourceLocation {
    switch self {
    case .json(let locations): locations.location(of: pointer)
    case .yaml(let locations): locations.location(of: pointer)
    }
  }
}

/// Where the values of a JSON document's text are, found as they are asked for.
///
/// A run reports keywords all over a large API document (2.8 MB, a thousand schemas): each
/// found by a scan from the document's start cost a scan of the document per keyword. Here
/// each place's start is remembered, so a place is found from its parent's, an object's members
/// are found in one scan of it, and a line and column from a ``LineIndex``.
///
/// A large file's text is not kept: it is a byte per byte of the document beside its tree,
/// through the compile (a large schema's peak), and most runs never ask where anything is. It
/// is read again from the file when first asked, and used only if it is still the text parsed
/// (same length and hash); otherwise nothing is located (every place is the document's start).
final class JSONLocations: @unchecked Sendable {
  /// Texts up to this size are kept; larger ones are read again when needed.
  static let keptTextLimit = 4 << 20

  private let lock = NSLock()
  // Guarded by `lock`.
  /// The text; for a large file, empty until ``file`` is read again.
  private var bytes: [UInt8]
  /// The large file the text is read again from, and what the text parsed was.
  private var file: (path: String, count: Int, hash: UInt64)?
  private var lines: LineIndex?
  private var starts: [JSONPointer: Int] = [:]
  /// The objects whose members' starts are all in `starts`.
  private var indexedObjects: Set<JSONPointer> = []

  /// The locations in `bytes`, read from the file at `path` (`nil` for text from elsewhere,
  /// which is kept whatever its size).
  init(_ bytes: [UInt8], path: String? = nil) {
    guard let path, bytes.count > JSONLocations.keptTextLimit else {
      self.bytes = bytes
      return
    }
    self.bytes = []
    file = (path, bytes.count, JSONLocations.hash(bytes))
  }

  /// The line and column of the value at `pointer`, or of the document's start when there
  /// is none.
  func location(of pointer: JSONPointer) -> SourceLocation {
    lock.withLock {
      readFileAgain()
      let offset = start(of: pointer) ?? 0
      let lines = self.lines ?? LineIndex(bytes)
      self.lines = lines
      return lines.location(ofOffset: offset)
    }
  }

  /// Reads a large file's text again, the first time a place is asked for; keeps it only if
  /// it is the text parsed. Called with `lock` held.
  private func readFileAgain() {
    guard let file else { return }
    self.file = nil
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: file.path)), data.count == file.count else { return }
    let text = Array(data)
    if JSONLocations.hash(text) == file.hash { bytes = text }
  }

  private static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hasher = FNV1a()
    bytes.withUnsafeBufferPointer { hasher.add($0) }
    return hasher.value
  }

  /// Where the value at `pointer` starts. Called with `lock` held.
  private func start(of pointer: JSONPointer) -> Int? {
    if let known = starts[pointer] { return known }
    guard let parent = pointer.parent, let last = pointer.last else {
      // The document's value, after any whitespace.
      return bytes.firstIndex { !JSONTextScanner.isJSONWhitespace($0) }
    }
    let from = parent.isRoot ? 0 : start(of: parent)
    guard let from else { return nil }
    if case .key = last {
      // An object's members are all found at once: they are asked for by the hundred (a
      // document's schemas), and finding one scans the object to its end anyway. A key not
      // among them is not in the object.
      if indexedObjects.contains(parent) { return starts[pointer] }
      if let members = JSONTextScanner.memberOffsets(inObjectAt: from, in: bytes) {
        indexedObjects.insert(parent)
        for (key, offset) in members { starts[parent.appending(key: key)] = offset }
        return starts[pointer]
      }
    }
    // An array's element (a key token that is a position, in a pointer read from text).
    guard let found = JSONTextScanner.offset(of: last, inValueAt: from, in: bytes) else { return nil }
    starts[pointer] = found
    return found
  }
}
