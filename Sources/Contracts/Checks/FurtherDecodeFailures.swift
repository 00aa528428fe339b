import Foundation
import JSONCore

/// The decode failures a response's first one hides: a `DecodingError` ends the decode, so a
/// page whose third row has an empty URL said nothing of its fifth row's unknown enum value,
/// and the fix of one showed the next only on the following run.
///
/// Each failure is set aside and the rest decoded again, a few times. A plain value of the
/// wrong type, a `null` or an unreadable date is given a value the model reads in its place
/// (``StandIn``), so an object's second bad date is found beside its first; any other failure
/// (a missing key, an unknown enum value) leaves out the array element holding it: a list
/// without one of its rows is a response the backend could send. Pointers are given in the
/// recorded response's positions.
struct FurtherDecodeFailures {
  /// Decodes after the first: each decodes the whole response once more.
  static let attempts = 4
  /// Failures in a row that repeat one already found, after which the search stops: a page
  /// whose every row fails the same way (one unknown enum value in each) costs two decodes
  /// more, not four.
  static let repeats = 2

  private let original: JSONValue
  /// The response with the failures set aside.
  private var current: JSONValue
  /// By array (in the recorded response's positions), the positions of the elements left out,
  /// ascending.
  private var leftOut: [JSONPointer: [Int]] = [:]
  /// What was set aside, as the recorded response places it, in the order found.
  private var aside: [(place: JSONPointer, leftOut: Bool)] = []
  private var dates: DateStandIn

  init(_ reference: JSONValue, profile: Profile) {
    original = reference
    current = reference
    dates = DateStandIn(profile)
  }

  /// The failures after `first`, each with the pointer of the recorded response.
  ///
  /// - Parameter decode: the model's decode of a payload; the error, `nil` when it decodes.
  static func find(
    after first: DecodeFailure, in reference: JSONValue, profile: Profile, decode: (Data) -> DecodingError?
  ) -> [DecodeFailure] {
    var search = FurtherDecodeFailures(reference, profile: profile)
    var failures: [DecodeFailure] = []
    var last = first
    var seen: Set<String> = [repeatKey(first)]
    var repeated = 0
    for _ in 0..<attempts {
      guard search.setAside(last) else { break }
      guard let error = decode(Data(JSONWriter().bytes(search.current))) else { break }
      var failure = DecodeFailure(error, in: search.current, profile: profile)
      guard failure.cause != .unreadableJSON else { break }
      failure.pointer = search.recorded(failure.pointer)
      last = failure
      // The model refuses the stand-in itself, or the object holding it (a custom
      // initializer comparing two dates): not the response's failure; its element is left
      // out next.
      if search.mayBeStandIns(failure.pointer) { continue }
      // The same failure in another row says nothing new; the search goes on past it, a
      // little.
      if seen.insert(repeatKey(failure)).inserted {
        repeated = 0
        failure.message += search.hiddenBehind
        failures.append(failure)
      } else {
        repeated += 1
        if repeated == repeats { break }
      }
    }
    return failures
  }

  /// A failure's cause and place with array positions folded: equal for the same failure in
  /// another row, different for another member of the same row.
  private static func repeatKey(_ failure: DecodeFailure) -> String {
    var key = failure.detail
    for token in failure.pointer.tokens {
      key += "/"
      if case .key(let name) = token { key += name } else { key += "*" }
    }
    return key
  }

  /// Whether a failure at `pointer` may be a stand-in's doing: at a stand-in or at a
  /// container holding one.
  private func mayBeStandIns(_ pointer: JSONPointer) -> Bool {
    aside.contains { !$0.leftOut && $0.place.tokens.starts(with: pointer.tokens) }
  }

  /// How the failures found so far were set aside, for the message of the one they hid.
  private var hiddenBehind: String {
    let places = aside.map(\.place.description)
    let leftOut = aside.filter(\.leftOut).map(\.place.description)
    let replaced = aside.filter { !$0.leftOut }.map(\.place.description)
    let how =
      if replaced.isEmpty {
        places.count == 1 ? "found with it left out" : "found with them left out"
      } else if leftOut.isEmpty {
        places.count == 1
          ? "found with a value the model reads in its place" : "found with values the model reads in their places"
      } else {
        "found with \(leftOut.spokenList) left out and values the model reads at \(replaced.spokenList)"
      }
    return places.count == 1
      ? " (hidden behind the failure at \(places[0]): \(how))"
      : " (hidden behind the failures at \(places.spokenList): \(how))"
  }

  /// Sets `failure` aside: a stand-in at its place when a plain value or `null` is there and
  /// its cause allows one, else its array element left out; false when neither can be done.
  private mutating func setAside(_ failure: DecodeFailure) -> Bool {
    let path = currentPositions(of: failure.pointer)
    if let found = JSONPointer(path).resolve(in: current), found.objectValue == nil, found.arrayValue == nil,
      !aside.contains(where: { !$0.leftOut && $0.place == failure.pointer }),
      let value = StandIn.value(for: failure, found: found, dates: &dates)
    {
      current = FurtherDecodeFailures.changing(current, at: path[...]) { _ in value }
      aside.append((failure.pointer, false))
      return true
    }
    return leaveOut(elementHolding: failure.pointer)
  }

  /// Leaves out the innermost array element around `pointer` (the recorded response's
  /// positions); false when no array holds it.
  private mutating func leaveOut(elementHolding pointer: JSONPointer) -> Bool {
    let tokens = pointer.tokens
    var value = original
    var element: Int? = nil
    for (depth, token) in tokens.enumerated() {
      if case .array = value, JSONPointer.arrayIndex(token) != nil { element = depth }
      guard let child = JSONPointer([token]).resolve(in: value) else { break }
      value = child
    }
    guard let depth = element, let index = JSONPointer.arrayIndex(tokens[depth]) else { return false }
    let array = JSONPointer(Array(tokens[..<depth]))
    var positions = leftOut[array, default: []]
    guard !positions.contains(index) else { return false }
    positions.append(index)
    positions.sort()
    leftOut[array] = positions
    aside.append((array.appending(index: index), true))
    let kept = index - positions.filter { $0 < index }.count
    current = FurtherDecodeFailures.changing(current, at: currentPositions(of: array)[...]) { value in
      guard case .array(var elements) = value, elements.indices.contains(kept) else { return value }
      elements.remove(at: kept)
      return .array(elements)
    }
    return true
  }

  /// `pointer` (positions of the response with elements left out) in the recorded response.
  private func recorded(_ pointer: JSONPointer) -> JSONPointer {
    var result = JSONPointer.root
    for token in pointer.tokens {
      if let positions = leftOut[result], let index = JSONPointer.arrayIndex(token) {
        // The index-th element kept is past every element left out before it.
        var recorded = index
        for position in positions where position <= recorded { recorded += 1 }
        result = result.appending(index: recorded)
      } else {
        result = result.appending(token: token)
      }
    }
    return result
  }

  /// `array` (the recorded response's positions) in the response with elements left out.
  private func currentPositions(of array: JSONPointer) -> [JSONPointer.Token] {
    var result: [JSONPointer.Token] = []
    var prefix = JSONPointer.root
    for token in array.tokens {
      if let positions = leftOut[prefix], let index = JSONPointer.arrayIndex(token) {
        result.append(.index(index - positions.filter { $0 < index }.count))
      } else {
        result.append(token)
      }
      prefix = prefix.appending(token: token)
    }
    return result
  }

  /// `value` with `change` made to the value at `path`.
  private static func changing(
    _ value: JSONValue, at path: ArraySlice<JSONPointer.Token>, _ change: (JSONValue) -> JSONValue
  ) -> JSONValue {
    guard let token = path.first else { return change(value) }
    switch value {
    case .array(var elements):
      guard let position = JSONPointer.arrayIndex(token), elements.indices.contains(position) else { return value }
      elements[position] = changing(elements[position], at: path.dropFirst(), change)
      return .array(elements)
    case .object(var object):
      guard let member = object[token.text] else { return value }
      object[token.text] = changing(member, at: path.dropFirst(), change)
      return .object(object)
    default:
      return value
    }
  }
}
