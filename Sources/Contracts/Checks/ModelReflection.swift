import Foundation
import JSONCore

/// Reads a decoded model with `Mirror` beside the response it came from: which Swift type
/// holds each place of the response, and which properties did not get the value their name
/// implies.
///
/// A round trip cannot see a property that `CodingKeys` leaves out (it is never decoded and
/// never encoded: nothing changes) nor two swapped keys (each is written back where it was
/// read). The decoded value can: `labelsURL` is `nil` while the response has `labels_url`;
/// `gitPushURL` holds `git_pull_url`'s value. A property's name implies its key as declared
/// (`labelsURL`) or in snake_case (`labels_url`, acronyms kept whole).
enum ModelReflection {
  /// A property whose value is not the one its name implies.
  struct Mismatch {
    enum Cause: String {
      /// `nil`, empty, or its type's zero (`0`, `false`, `""`: a default the model fell back
      /// to) while the response holds another value at the implied key.
      case neverDecoded = "never-decoded"
      /// Holds the value of a key a sibling property implies, not its own.
      case readsAnotherKey = "reads-another-key"
    }

    var cause: Cause
    /// The innermost model type holding the property (`Issue`, `Issue.Comment`).
    var type: String
    var property: String
    /// The key the property's name implies, present in the response.
    var key: String
    /// Where that key is in the response.
    var pointer: JSONPointer
    /// The response's value at ``key``.
    var expected: JSONValue
    /// For ``Cause/readsAnotherKey``: the key whose value the property holds.
    var otherKey: String?
    /// For ``Cause/neverDecoded``: the zero value the property holds instead (`nil` when it
    /// is empty).
    var held: JSONValue? = nil
    /// The property's declared type (`Optional<Date>`), to tell a key never read from a
    /// value its type cannot read.
    var valueType: Any.Type? = nil
  }

  /// The keys a property name implies: as declared, and in snake_case.
  static func impliedKeys(_ label: String) -> [String] {
    let snake = snakeCase(label)
    return snake == label ? [label] : [label, snake]
  }

  /// `labelsURL` → `labels_url`, `gitPushURL` → `git_push_url`, `URLString` → `url_string`.
  static func snakeCase(_ name: String) -> String {
    let characters = Array(name)
    var result = ""
    for (index, character) in characters.enumerated() {
      if character.isUppercase, index > 0 {
        let previous = characters[index - 1]
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { result += "_" }
      }
      result += character.lowercased()
    }
    return result
  }

  /// The name a reflected type goes by in findings: its path from the module (`Issue.Comment`).
  static func typeName(_ type: Any.Type) -> String {
    let reflected = String(reflecting: type)
    guard !reflected.contains("<"), !reflected.contains("("), let dot = reflected.firstIndex(of: ".") else {
      return String(describing: type)
    }
    return String(reflected[reflected.index(after: dot)...])
  }

  /// The stored properties of a struct or class, by label, with optionals unwrapped (`nil`
  /// for none) and the declared type; property wrappers' `_name` as `name`; lazy storage
  /// skipped.
  static func properties(of value: Any) -> [(label: String, value: Any?, type: Any.Type)]? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return nil }
    return mirror.children.compactMap { child in
      guard var label = child.label, !label.contains("$") else { return nil }
      if label.hasPrefix("_") { label.removeFirst() }
      return (label, unwrapped(child.value), Swift.type(of: child.value))
    }
  }

  /// Whether `value` is what a model falls back to when a key is not read: `0`, `false`, `""`.
  static func isZero(_ value: JSONValue) -> Bool {
    switch value {
    case .number(let number): number.double == 0
    case .bool(let flag): !flag
    case .string(let text): text.isEmpty
    default: false
    }
  }

  /// The value inside an `Optional`, however deep; `nil` for none.
  static func unwrapped(_ value: Any) -> Any? {
    // A cast, not a `Mirror`: asked for every property of every object reflected.
    guard let optional = value as? any OptionalValue else { return value }
    return optional.wrappedValue.flatMap(unwrapped)
  }

  /// The JSON a plain property value stands for (string, number, bool, raw-value enum,
  /// `URL`), `nil` when it is something else (a date, a nested model).
  static func jsonValue(of value: Any) -> JSONValue? {
    switch value {
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)
    case let number as Int: return .number(JSONNumber(number))
    case let number as Int64: return .number(JSONNumber(number))
    case let number as Double: return number.isFinite ? .number(JSONNumber(number)) : nil
    case let url as URL: return .string(url.absoluteString)
    // Asked for every property of every object the check reflects: the common answers
    // before the costlier cast to an existential.
    case is Date: return nil
    default:
      if let raw = value as? any RawRepresentable { return jsonValue(of: raw.rawValue) }
      return nil
    }
  }
}

extension ModelReflection {
  /// Every property of `value` (and of the models inside it) whose value is not the one its
  /// name implies in `reference`, the response at `pointer`.
  static func mismatches(in value: Any, reference: JSONValue, at pointer: JSONPointer = .root) -> [Mismatch] {
    var found: [Mismatch] = []
    var names = Names()
    walk(value, reference, pointer, into: &found, &names)
    return found
  }

  /// How many objects of one type a walk reads in one response. A list of a thousand rows
  /// is a thousand objects of one type that say the same about its properties; the round
  /// trip still compares every row (and, under `read`, turns a property that lost its value
  /// into this check's finding, ``mismatch(at:in:reference:)``). Per response, so every
  /// process of a sharded or `--jobs` run reads the same objects of it.
  static let objectsPerType = 16

  /// What a walk works out once per property label and type, not per object, and how many
  /// objects of each type it read.
  struct Names {
    var implied: [String: [String]] = [:]
    var types: [ObjectIdentifier: String] = [:]
    var walked: [ObjectIdentifier: Int] = [:]

    /// Counts one more object of `type`; `false` once the walk has read enough of them.
    mutating func admits(_ type: Any.Type) -> Bool {
      let count = walked[ObjectIdentifier(type), default: 0]
      guard count < ModelReflection.objectsPerType else { return false }
      walked[ObjectIdentifier(type)] = count + 1
      return true
    }

    mutating func keys(_ label: String) -> [String] {
      if let known = implied[label] { return known }
      let keys = ModelReflection.impliedKeys(label)
      implied[label] = keys
      return keys
    }

    mutating func name(_ type: Any.Type) -> String {
      if let known = types[ObjectIdentifier(type)] { return known }
      let name = ModelReflection.typeName(type)
      types[ObjectIdentifier(type)] = name
      return name
    }
  }

  private static func walk(
    _ value: Any, _ reference: JSONValue, _ pointer: JSONPointer, into found: inout [Mismatch], _ names: inout Names
  ) {
    if case .array(let elements) = reference {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .collection else { return }
      for (index, (element, json)) in zip(mirror.children.lazy.map(\.value), elements).enumerated() {
        walk(element, json, pointer.appending(index: index), into: &found, &names)
      }
      return
    }
    guard case .object(let object) = reference, names.admits(Swift.type(of: value)),
      let properties = properties(of: value)
    else { return }
    let type = names.name(Swift.type(of: value))
    let implied = impliedKeys(of: properties, in: object, &names)
    for property in properties {
      guard let key = implied[property.label], let expected = object[key] else { continue }
      let at = pointer.appending(key: key)
      if let mismatch = compare(property, key: key, expected: expected, type: type, at: at, siblings: implied, object) {
        found.append(mismatch)
      } else if let decoded = property.value, jsonValue(of: decoded) == nil {
        walk(decoded, expected, at, into: &found, &names)
      }
    }
  }

  /// The key each property's name implies that `object` has, by label.
  private static func impliedKeys(
    of properties: [(label: String, value: Any?, type: Any.Type)], in object: JSONObject, _ names: inout Names
  ) -> [String: String] {
    var implied: [String: String] = [:]
    for property in properties {
      if let key = names.keys(property.label).first(where: { object[$0] != nil }) { implied[property.label] = key }
    }
    return implied
  }

  /// How one property's decoded value parts from the value `expected` of the key it implies,
  /// if it does.
  private static func compare(
    _ property: (label: String, value: Any?, type: Any.Type), key: String, expected: JSONValue, type: String,
    at: JSONPointer, siblings implied: [String: String], _ object: JSONObject
  ) -> Mismatch? {
    func mismatch(_ cause: Mismatch.Cause, other: String? = nil, held: JSONValue? = nil) -> Mismatch {
      Mismatch(
        cause: cause, type: type, property: property.label, key: key, pointer: at, expected: expected, otherKey: other,
        held: held, valueType: property.type)
    }
    guard let decoded = property.value else { return expected != .null ? mismatch(.neverDecoded) : nil }
    if let json = jsonValue(of: decoded) {
      guard json != expected else { return nil }
      // A zero where the response has another value: the default a model falls back to when
      // it did not read the key (`decodeIfPresent(...) ?? 0`), whichever sibling holds 0 too.
      if isZero(json), expected != .null, !isZero(expected) { return mismatch(.neverDecoded, held: json) }
      // Swapped keys: the value is the one a sibling property's key holds.
      let other = implied.values.sorted().first { $0 != key && object[$0] == json }
      return other.map { mismatch(.readsAnotherKey, other: $0) }
    }
    let mirror = Mirror(reflecting: decoded)
    if mirror.displayStyle == .collection, mirror.children.isEmpty, let elements = expected.arrayValue,
      !elements.isEmpty
    {
      return mismatch(.neverDecoded)
    }
    return nil
  }

  /// A decoded value and its response walked together toward the object holding the member
  /// a pointer names (a key dropped or changed by a round trip): what both ``mismatch(at:_:)``
  /// and ``holder(_:)`` ask, walked once.
  struct MemberWalk {
    let pointer: JSONPointer
    /// The decoded value and response reached: the member's object when ``reachedParent``.
    let current: Any
    let json: JSONValue
    /// Tokens followed.
    let consumed: Int
    /// The innermost model type on the way.
    let type: String

    var reachedParent: Bool { consumed == pointer.tokens.count - 1 }

    init(toward pointer: JSONPointer, in value: Any, reference: JSONValue) {
      self.pointer = pointer
      var current = value
      var json = reference
      var consumed = 0
      var type = typeName(Swift.type(of: value))
      let tokens = pointer.tokens
      while consumed < tokens.count - 1, let next = step(tokens[consumed], from: current, json) {
        (current, json) = next
        consumed += 1
        if properties(of: current) != nil { type = typeName(Swift.type(of: current)) }
      }
      (self.current, self.json, self.consumed, self.type) = (current, json, consumed, type)
    }
  }

  /// The mismatch of the one property that reads the member the walk's pointer names, if the
  /// decoded value parts from the response there: how a round trip's change at that place (a
  /// key dropped, a value changed) is told to be the model's never-decoded property.
  static func mismatch(at walk: MemberWalk) -> Mismatch? {
    guard walk.reachedParent, case .key(let key)? = walk.pointer.tokens.last,
      case .object(let object) = walk.json,
      let holder = walk.consumed == 0 ? walk.current : unwrapped(walk.current),
      let properties = properties(of: holder), let expected = object[key]
    else { return nil }
    var names = Names()
    let implied = impliedKeys(of: properties, in: object, &names)
    guard let property = properties.first(where: { implied[$0.label] == key }) else { return nil }
    return compare(
      property, key: key, expected: expected, type: typeName(Swift.type(of: holder)), at: walk.pointer,
      siblings: implied, object)
  }

  /// The innermost model type holding the member the walk's pointer names (the member a model
  /// drops), with the rest of the pointer below it: `(User, "organizations_url")` for
  /// `/user/organizations_url` of an `Issue`.
  static func holder(_ walk: MemberWalk) -> (type: String, key: String) {
    let rest = walk.pointer.tokens[walk.consumed...].compactMap { token -> String? in
      if case .key(let key) = token { return key }
      return nil
    }
    return (walk.type, rest.joined(separator: "/"))
  }
}

extension ModelReflection {
  /// The decoded value at `pointer` of `reference` (the response `value` was decoded from):
  /// properties found by the keys their names imply, array elements by position; `nil` where
  /// the walk loses the way (a custom `CodingKeys` name no key implies, a wrapper type).
  static func value(at pointer: JSONPointer, in value: Any, reference: JSONValue) -> Any? {
    var place: (Any, JSONValue) = (value, reference)
    for token in pointer.tokens {
      guard let next = step(token, from: place.0, place.1) else { return nil }
      place = next
    }
    return unwrapped(place.0)
  }

  /// One step of a pointer through a decoded value and its response together: an array
  /// element by position, a property by the key its name implies; `nil` where they part.
  private static func step(_ token: JSONPointer.Token, from current: Any, _ json: JSONValue) -> (Any, JSONValue)? {
    switch token {
    case .index(let index):
      let children = Mirror(reflecting: current).children.map(\.value)
      guard let elements = json.arrayValue, index < children.count, index < elements.count else { return nil }
      return (children[index], elements[index])
    case .key(let key):
      guard let object = json.objectValue, let member = object[key] else { return nil }
      if let properties = properties(of: current) {
        guard let property = properties.first(where: { impliedKeys($0.label).contains(key) }),
          let inner = property.value
        else { return nil }
        return (inner, member)
      }
      // A map (`files: [String: File]`): the entry under the key, so what the entry's type
      // does not model is said of that type, not of the map's holder under a key of data.
      let mirror = Mirror(reflecting: current)
      guard mirror.displayStyle == .dictionary else { return nil }
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2, (pair[0].value as? String) == key, let inner = unwrapped(pair[1].value) else { continue }
        return (inner, member)
      }
      return nil
    }
  }

  /// `labels_url` → `labelsUrl`: what `JSONDecoder`'s `convertFromSnakeCase` makes of a key.
  static func camelCase(_ key: String) -> String {
    let parts = key.split(separator: "_")
    guard let first = parts.first else { return key }
    return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}

/// `Optional` seen through `Any`, without a `Mirror`.
private protocol OptionalValue {
  var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
  fileprivate var wrappedValue: Any? { map { $0 as Any } }
}
