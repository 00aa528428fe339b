import Foundation
public import JSONCore

/// The request headers a recording kept (a HAR entry's `request.headers`, an NDJSON envelope's
/// `request_headers`), for routes that name one (``RoutePattern/headers``).
///
/// They are held only to be compared: nothing reads a value back, they are never encoded, and
/// printing or mirroring them shows names only, so a credential header (`Authorization`,
/// `apikey`, `Cookie`) kept here cannot reach a report.
public struct RequestHeaders: Sendable, CustomStringConvertible, CustomReflectable {
  /// Names lower-cased (HTTP names ignore case), in recorded order.
  private var fields: [(name: String, value: String)] = []

  public init() {}

  /// `[{"name": "Accept", "value": "…"}]` (HAR) or `{"Accept": "…"}` (an envelope); other
  /// shapes and non-string values keep nothing.
  public init(json: JSONValue?) {
    if let object = json?.objectValue {
      for member in object.members {
        if let text = member.value.stringValue { fields.append((member.key.lowercased(), text)) }
      }
    } else if let array = json?.arrayValue {
      for pair in array {
        if let name = pair["name"]?.stringValue, let value = pair["value"]?.stringValue {
          fields.append((name.lowercased(), value))
        }
      }
    }
  }

  public var isEmpty: Bool { fields.isEmpty }

  /// Whether a header `name` carries `value`: one of its comma-separated elements is `value`,
  /// letter case aside, or is `value` with parameters (`application/vnd.pgrst.object+json;
  /// nulls=stripped` carries `application/vnd.pgrst.object+json`).
  public func contains(_ name: String, _ value: String) -> Bool {
    let name = name.lowercased()
    let wanted = value.trimmingCharacters(in: .whitespaces).lowercased()
    return fields.contains { field in
      field.name == name
        && field.value.split(separator: ",").contains { element in
          let element = element.trimmingCharacters(in: .whitespaces).lowercased()
          return element == wanted || element.hasPrefix(wanted + ";") || element.hasPrefix(wanted + " ;")
        }
    }
  }

  public var description: String { "[" + fields.map { "\($0.name): \(Redactor.marker)" }.joined(separator: ", ") + "]" }

  public var customMirror: Mirror { Mirror(self, children: ["names": fields.map(\.name)]) }
}
