import JSONCore

/// An unquoted `null` where a schema's type name stands, read as the name `"null"`.
///
/// YAML reads `type: [string, null]` as a list holding a string and no value: a type list no
/// meta-schema allows. Yet it is how OpenAPI 3.1 documents written in YAML often say "a
/// string or null", and how the Swift tools built on Yams read it (Yams decodes a scalar as
/// its text when a `String` is asked for: swift-openapi-generator's own test documents write
/// it so). Refusing the whole document for it would refuse what the app's generator accepts.
///
/// Only `type`'s value is read so, at schema places: examples, defaults, `const`, `enum` and
/// `x-` extensions hold data, whose `null` stays null.
enum YAMLTypeNames {
  static func reading(_ root: JSONValue) -> JSONValue {
    let places = unquotedNullTypes(in: root)
    guard !places.isEmpty else { return root }
    var value = root
    for tokens in places { replace(&value, at: tokens[...], with: .string("null")) }
    return value
  }

  /// Keys whose values are data, not schemas.
  private static let dataKeys: Set<String> = ["example", "examples", "default", "const", "enum"]
  /// Keys whose values map names to schemas: a property may be called `type` or `default`.
  private static let schemaMaps: Set<String> = [
    "properties", "patternProperties", "definitions", "$defs", "dependentSchemas", "schemas",
  ]

  /// The pointers (as tokens) of the nulls standing as type names; an explicit stack, so a
  /// deep document costs heap, not call stack. Only containers are visited, each knowing its
  /// parent: a path is spelled out for a find alone.
  private static func unquotedNullTypes(in root: JSONValue) -> [[String]] {
    var found: [[String]] = []
    var links: [(parent: Int, token: String)] = [(-1, "")]
    func path(_ link: Int, _ last: [String]) -> [String] {
      var tokens: [String] = []
      var at = link
      while at > 0 {
        tokens.append(links[at].token)
        at = links[at].parent
      }
      return tokens.reversed() + last
    }
    var pending: [(value: JSONValue, link: Int, names: Bool)] = [(root, 0, false)]
    func visit(_ value: JSONValue, under link: Int, _ token: String, names: Bool) {
      guard value.objectValue != nil || value.arrayValue != nil else { return }
      links.append((link, token))
      pending.append((value, links.count - 1, names))
    }
    while let (value, link, names) = pending.popLast() {
      switch value {
      case .object(let object):
        for member in object {
          if names {
            visit(member.value, under: link, member.key, names: false)
          } else if member.key == "type", member.value.isNull {
            found.append(path(link, [member.key]))
          } else if member.key == "type", case .array(let types) = member.value {
            for (index, type) in types.enumerated() where type.isNull {
              found.append(path(link, [member.key, String(index)]))
            }
          } else if !dataKeys.contains(member.key), !member.key.hasPrefix("x-") {
            visit(member.value, under: link, member.key, names: schemaMaps.contains(member.key))
          }
        }
      case .array(let items):
        for (index, item) in items.enumerated() { visit(item, under: link, String(index), names: false) }
      default: break
      }
    }
    return found
  }

  private static func replace(_ value: inout JSONValue, at tokens: ArraySlice<String>, with new: JSONValue) {
    guard let token = tokens.first else {
      value = new
      return
    }
    switch value {
    case .object(var object):
      guard var child = object[token] else { return }
      replace(&child, at: tokens.dropFirst(), with: new)
      object[token] = child
      value = .object(object)
    case .array(var items):
      guard let index = Int(token), items.indices.contains(index) else { return }
      replace(&items[index], at: tokens.dropFirst(), with: new)
      value = .array(items)
    default: break
    }
  }
}
