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
final class JSONLocations: @unchecked Sendable {
  private let bytes: [UInt8]
  private let lock = NSLock()
  // Guarded by `lock`.
  private var lines: LineIndex?
  private var starts: [JSONPointer: Int] = [:]
  /// The objects whose members' starts are all in `starts`.
  private var indexedObjects: Set<JSONPointer> = []

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The line and column of the value at `pointer`, or of the document's start when there
  /// is none.
  func location(of pointer: JSONPointer) -> SourceLocation {
    lock.withLock {
      let offset = start(of: pointer) ?? 0
      let lines = self.lines ?? LineIndex(bytes)
      self.lines = lines
      return lines.location(ofOffset: offset)
    }
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
