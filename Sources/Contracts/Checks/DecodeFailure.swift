import Foundation
import JSONCore
import Jansson

/// A `DecodingError`, explained: where in the response (a JSON Pointer, not a coding path)
/// and why, in words a person can act on.
struct DecodeFailure {
  enum Cause: String {
    case missingKey = "missing-key"
    case nullValue = "null-value"
    case typeMismatch = "type-mismatch"
    case unknownEnumValue = "unknown-enum-value"
    case unreadableDate = "unreadable-date"
    case invalidValue = "invalid-value"
    /// JSONDecoder cannot read the bytes as JSON at all, though the reference parser can.
    case unreadableJSON = "unreadable-json"
  }

  var cause: Cause
  var pointer: JSONPointer
  var message: String
  /// The stable part of the failure, for fingerprints: the key, the type, the unknown value.
  var detail: String
  var evidence: [String: String] = [:]
  /// The Swift type the model wanted where it found `null` or a value of another type, as
  /// `String(describing:)` writes it (`"String"`, `"Date"`): what a ``StandIn`` must be.
  var expectedType: String? = nil

  init(_ error: DecodingError, in reference: JSONValue, profile: Profile) {
    switch error {
    case .keyNotFound(let key, let context):
      let parent = DecodeFailure.pointer(context.codingPath, in: reference, profile: profile)
      let jsonKey = DecodeFailure.jsonKey(key, under: parent, in: reference, profile: profile)
      pointer = parent.appending(key: jsonKey)
      cause = .missingKey
      var message = "missing key '\(jsonKey)': the model requires it"
      if let object = parent.resolve(in: reference)?.objectValue {
        // Keys spelled like the missing one (case, separators, a typo): likely a rename.
        let folded = KeySpelling.folded(jsonKey)
        let near = object.keys.filter {
          $0 != jsonKey && (KeySpelling.folded($0) == folded || Suggestion.editDistance($0, jsonKey) <= 2)
        }
        if !near.isEmpty { message += "; the response has \(near.map { "'\($0)'" }.joined(separator: ", ")) instead" }
      }
      self.message = message
      detail = "\(cause.rawValue):\(jsonKey)"
    case .valueNotFound(let type, let context):
      pointer = DecodeFailure.pointer(context.codingPath, in: reference, profile: profile)
      cause = .nullValue
      message =
        "null where the model requires \(DecodeFailure.describe(type)) (declare it Optional, or the backend must never send null)"
      detail = "\(cause.rawValue):\(type)"
      expectedType = String(describing: type)
    case .typeMismatch(let type, let context):
      pointer = DecodeFailure.pointer(context.codingPath, in: reference, profile: profile)
      cause = .typeMismatch
      let actual = pointer.resolve(in: reference)
      let found = actual.map { "\($0.typeName) \($0.abbreviated())" } ?? "nothing"
      message = "expected \(DecodeFailure.describe(type)), found \(found)"
      detail = "\(cause.rawValue):\(type):\(actual?.typeName ?? "")"
      expectedType = String(describing: type)
    case .dataCorrupted(let context):
      pointer = DecodeFailure.pointer(context.codingPath, in: reference, profile: profile)
      let description = context.debugDescription
      var actual = pointer.resolve(in: reference)
      if DecodeFailure.isUnreadableDate(description), let object = actual?.objectValue,
        let key = DecodeFailure.unreadableDateMember(of: object, profile: profile)
      {
        // swift-corelibs-foundation's date errors stop at the object holding the date (Darwin's
        // name its key): the member the profile cannot read as a date is the place.
        pointer = pointer.appending(key: key)
        actual = object[key]
      }
      if let typeName = DecodeFailure.unknownRawValue(in: description)?.type {
        let value = actual.map { $0.abbreviated() } ?? "?"
        cause = .unknownEnumValue
        message = "unknown \(typeName) raw value \(value): the enum has no case for it and no fallback"
        detail = "\(cause.rawValue):\(typeName):\(value)"
        evidence["value"] = value
      } else if DecodeFailure.isUnreadableDate(description) {
        cause = .unreadableDate
        message = DecodeFailure.naming(actual, in: description)
        detail = "\(cause.rawValue):\(actual.map(DecodeFailure.dateShape) ?? "")"
        if let actual { evidence["value"] = actual.abbreviated() }
      } else {
        cause = .invalidValue
        message = DecodeFailure.naming(actual, in: description)
        detail = "\(cause.rawValue):\(description)"
      }
    @unknown default:
      pointer = .root
      cause = .invalidValue
      message = "\(error)"
      detail = cause.rawValue
    }
  }

  /// The enum and the value of Foundation's "Cannot initialize Species from invalid String
  /// value rabbit" (an enum's raw value it has no case for), as written.
  static func unknownRawValue(in description: String) -> (type: String, valueType: String, value: String)? {
    guard let range = description.range(of: "Cannot initialize "),
      let from = description.range(of: " from invalid ", range: range.upperBound..<description.endIndex),
      let value = description.range(of: " value ", range: from.upperBound..<description.endIndex)
    else { return nil }
    return (
      String(description[range.upperBound..<from.lowerBound]), String(description[from.upperBound..<value.lowerBound]),
      String(description[value.upperBound...])
    )
  }

  private init(cause: Cause, pointer: JSONPointer, message: String, detail: String, evidence: [String: String]) {
    self.cause = cause
    self.pointer = pointer
    self.message = message
    self.detail = detail
    self.evidence = evidence
  }

  /// JSONDecoder failed on the bytes as JSON (``isUnreadableJSON(_:)``) where the reference
  /// parser read them: the app gets no value at all, so this is a decode failure like any
  /// other, located where the reference reading shows the cause.
  ///
  /// The causes the reference reading can name: a number beyond what `Double` or `Int64` hold
  /// (``ParsedJSON/limitations``: `1e400`, `9223372036854775808`), and nesting deeper than
  /// Foundation's reader goes (jansson reads 2,048 levels, JSONDecoder far fewer). Anything
  /// else is placed at the root, with JSONDecoder's own words.
  static func unreadableJSON(_ error: DecodingError, _ parsed: ParsedJSON) -> DecodeFailure {
    var why = "JSONDecoder's reason: \(DecodeCheck.message(for: error))"
    if case .dataCorrupted(let context) = error, let underlying = context.underlyingError {
      why += " (\(underlying))"
    }
    let evidence = ["decodeFailure": why]
    if let limitation = parsed.limitations.first {
      let range =
        switch limitation.kind {
        case .integerBeyondInt64: "an integer beyond Int64"
        case .realOverflow: "a number beyond Double"
        }
      return DecodeFailure(
        cause: .unreadableJSON, pointer: limitation.pointer,
        message:
          "JSONDecoder cannot read the body as JSON: \(limitation.lexeme) at \(limitation.pointer) is \(range), and the whole body fails with it",
        detail: "\(Cause.unreadableJSON.rawValue):\(limitation.kind.rawValue)", evidence: evidence)
    }
    let (depth, deepest) = deepestPoint(of: parsed.value)
    if depth > deepNesting {
      return DecodeFailure(
        cause: .unreadableJSON, pointer: deepest,
        message:
          "JSONDecoder cannot read the body as JSON: it nests \(depth) levels deep, deeper than Foundation's reader goes",
        detail: "\(Cause.unreadableJSON.rawValue):depth", evidence: evidence)
    }
    return DecodeFailure(
      cause: .unreadableJSON, pointer: .root, message: "JSONDecoder cannot read the body as JSON: \(why)",
      detail: Cause.unreadableJSON.rawValue, evidence: evidence)
  }

  /// Nesting beyond which a reference reading's depth is named as the cause: Foundation's
  /// readers stop at 512 levels on Linux and Darwin alike; a shallower document failed for
  /// another reason.
  static let deepNesting = 512

  /// How many containers deep `value` nests, and the first place that deep.
  ///
  /// Iterative: the document may nest 2,048 levels, on a worker thread's small stack.
  static func deepestPoint(of value: JSONValue) -> (depth: Int, pointer: JSONPointer) {
    var best = (depth: 0, tokens: [JSONPointer.Token]())
    // Each entry: a container's value, its tokens, and the depth it stands at.
    var pending: [(JSONValue, [JSONPointer.Token])] = [(value, [])]
    while let (current, tokens) = pending.popLast() {
      let children: [(JSONPointer.Token, JSONValue)]
      switch current {
      case .object(let object): children = object.members.map { (.key($0.key), $0.value) }
      case .array(let elements): children = elements.enumerated().map { (.index($0.offset), $0.element) }
      default: continue
      }
      let depth = tokens.count + 1
      if depth > best.depth { best = (depth, tokens) }
      // Reversed, so the first child is visited first: the first deepest place wins.
      for (token, child) in children.reversed() where child.objectValue != nil || child.arrayValue != nil {
        pending.append((child, tokens + [token]))
      }
    }
    return (best.depth, JSONPointer(best.tokens))
  }

  /// Whether JSONDecoder failed on the bytes as JSON rather than on the model.
  static func isUnreadableJSON(_ error: DecodingError) -> Bool {
    guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty else { return false }
    return context.debugDescription.contains("not valid JSON") || context.underlyingError != nil
  }

  /// Maps a coding path to a JSON Pointer into the response: array positions become index
  /// tokens, and Swift key names become the JSON's when a key strategy converted them.
  static func pointer(_ path: [any CodingKey], in reference: JSONValue, profile: Profile) -> JSONPointer {
    var pointer = JSONPointer.root
    for key in path {
      if let index = key.intValue, pointer.resolve(in: reference)?.arrayValue != nil {
        pointer = pointer.appending(index: index)
      } else {
        pointer = pointer.appending(key: jsonKey(key, under: pointer, in: reference, profile: profile))
      }
    }
    return pointer
  }

  private static func jsonKey(
    _ key: any CodingKey, under parent: JSONPointer, in reference: JSONValue, profile: Profile
  ) -> String {
    let name = key.stringValue
    guard profile.convertsSnakeCase else { return name }
    if parent.resolve(in: reference)?[name] != nil { return name }
    return snakeCase(name)
  }

  /// `courseName` → `course_name`, `uniID` → `uni_id`, as JSONEncoder's convertToSnakeCase.
  static func snakeCase(_ name: String) -> String {
    var result = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      if character.isUppercase {
        let previousIsLower = index > 0 && !characters[index - 1].isUppercase && characters[index - 1] != "_"
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        let previousIsUpper = index > 0 && characters[index - 1].isUppercase
        if index > 0, previousIsLower || (previousIsUpper && nextIsLower) { result.append("_") }
        result += character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// A Swift type as a person reads it in a JSON context: the containers JSONDecoder names
  /// by their Swift types become "an object" and "an array".
  static func describe(_ type: Any.Type) -> String {
    let name = String(describing: type)
    if name.hasPrefix("Dictionary<") { return "an object" }
    if name.hasPrefix("Array<") { return "an array" }
    return name
  }

  /// A decoder's words with the value they are about, when they do not quote it already:
  /// Foundation's name none ("Invalid URL string.", "Expected date string to be
  /// ISO8601-formatted."); a profile's own may ("unreadable date '2025-05-31T19:05'").
  static func naming(_ value: JSONValue?, in description: String) -> String {
    guard let value, value.objectValue == nil, value.arrayValue == nil else { return description }
    if let text = value.stringValue, !text.isEmpty, description.contains(text) { return description }
    return "\(description) (found \(value.typeName) \(value.abbreviated()))"
  }

  static func isUnreadableDate(_ description: String) -> Bool {
    description.hasPrefix("unreadable date") || description.contains("Expected date string")
  }

  /// The first member of `object` that looks like a date (`2016-03-16…`) and that the
  /// profile's decoder cannot read as one.
  static func unreadableDateMember(of object: JSONObject, profile: Profile) -> String? {
    let decoder = profile.makeDecoder()
    for member in object where looksLikeDate(member.value) && !decoder.readsDate(member.value) {
      return member.key
    }
    return nil
  }

  /// Whether `value` is a string that begins as a date does (`2016-03-16…`).
  static func looksLikeDate(_ value: JSONValue) -> Bool {
    guard let text = value.stringValue, text.utf8.count >= 10 else { return false }
    return dateShape(.string(String(text.prefix(10)))) == "dddd-dd-dd"
  }

  /// A date string's shape without its digits (`dddd-dd-ddTdd:dd:dd+dd:dd`), so one
  /// fingerprint covers every timestamp written the same way.
  static func dateShape(_ value: JSONValue) -> String {
    guard let text = value.stringValue else { return value.typeName }
    return String(text.map { $0.isNumber ? "d" : $0 })
  }
}
