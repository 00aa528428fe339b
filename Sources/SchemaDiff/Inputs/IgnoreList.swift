public import Reports
public import Contracts
import Foundation
import JSONCore
import Jansson

/// Changes a team has accepted.
///
/// `{"ignore": [{"id": "enum-value-added", "pointer": "/status", "schema": "chapter.course",
/// "reason": "…"}]}`: `pointer` and `schema` are optional (any place, any schema); `reason` is
/// required, so every accepted change says why.
public struct IgnoreList: Sendable {
  public struct Entry: Sendable {
    public var id: String
    public var pointer: String?
    public var schema: String?
    public var reason: String
  }

  public var entries: [Entry]

  public init(entries: [Entry] = []) { self.entries = entries }

  public static func load(path: String) throws(ConfigurationError) -> IgnoreList {
    let parsed = try ToolFile.parse(path: path, kind: "ignore file").parsed
    guard let list = parsed.value["ignore"]?.arrayValue else {
      throw ConfigurationError(file: path, pointer: .root, message: #"expected {"ignore": [{"id": …, "reason": …}]}"#)
    }
    var entries: [Entry] = []
    for (index, item) in list.enumerated() {
      guard let id = item["id"]?.stringValue, let reason = item["reason"]?.stringValue, !reason.isEmpty else {
        throw ConfigurationError(
          file: path, pointer: JSONPointer([.key("ignore"), .index(index)]),
          message: "each entry needs an \"id\" and a \"reason\"")
      }
      entries.append(
        Entry(id: id, pointer: item["pointer"]?.stringValue, schema: item["schema"]?.stringValue, reason: reason))
    }
    return IgnoreList(entries: entries)
  }

  /// The reason `group` is accepted, or `nil`: an entry naming any of its judgements (the
  /// place and schema shown, or another contract's) accepts the change.
  public func reason(for group: ChangeGroup) -> String? {
    group.judgements.lazy.compactMap { reason(for: $0) }.first
  }

  /// The reason `change` is accepted, or `nil`.
  public func reason(for change: JudgedChange) -> String? {
    entries.first { entry in
      entry.id == change.change.id && (entry.pointer.map { $0 == change.change.place.description } ?? true)
        && (entry.schema.map { $0 == change.pair || $0 == change.contractID } ?? true)
    }?.reason
  }
}
