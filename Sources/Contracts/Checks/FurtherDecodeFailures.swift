import Foundation
import JSONCore

/// The decode failures a response's first one hides: a `DecodingError` ends the decode, so a
/// page whose third row has an empty URL said nothing of its fifth row's unknown enum value,
/// and the fix of one showed the next only on the following run.
///
/// The array element holding each failure is left out and the rest decoded again, a few
/// times: a list without one of its rows is a response the backend could send, and the model
/// fails on each row found so. Pointers are given in the recorded response's positions.
struct FurtherDecodeFailures {
  /// Decodes after the first: each decodes the whole response once more.
  static let attempts = 4
  /// Failures in a row that repeat one already found, after which the search stops: a page
  /// whose every row fails the same way (one unknown enum value in each) costs two decodes
  /// more, not four.
  static let repeats = 2

  private let original: JSONValue
  /// The response with the failing elements left out.
  private var current: JSONValue
  /// By array (in the recorded response's positions), the positions of the elements left out,
  /// ascending.
  private var leftOut: [JSONPointer: [Int]] = [:]
  /// The elements left out, as the recorded response places them, in the order found.
  private(set) var leftOutElements: [JSONPointer] = []

  init(_ reference: JSONValue) {
    original = reference
    current = reference
  }

  /// The failures after `first`, each with the pointer of the recorded response.
  ///
  /// - Parameter decode: the model's decode of a payload; the error, `nil` when it decodes.
  static func find(
    after first: DecodeFailure, in reference: JSONValue, profile: Profile, decode: (Data) -> DecodingError?
  ) -> [DecodeFailure] {
    var search = FurtherDecodeFailures(reference)
    var failures: [DecodeFailure] = []
    var last = first
    var seen: Set<String> = [first.detail]
    var repeated = 0
    for _ in 0..<attempts {
      guard search.leaveOut(elementHolding: last.pointer) else { break }
      guard let error = decode(Data(JSONWriter().bytes(search.current))) else { break }
      var failure = DecodeFailure(error, in: search.current, profile: profile)
      guard failure.cause != .unreadableJSON else { break }
      failure.pointer = search.recorded(failure.pointer)
      // The same failure in another row says nothing new; the search goes on past it, a
      // little.
      if seen.insert(failure.detail).inserted {
        repeated = 0
        let before = search.leftOutElements
        failure.message +=
          before.count == 1
          ? " (hidden behind the failure at \(before[0]): found with it left out)"
          : " (hidden behind the failures at \(before.map(\.description).spokenList): found with them left out)"
        failures.append(failure)
      } else {
        repeated += 1
        if repeated == repeats { break }
      }
      last = failure
    }
    return failures
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
    leftOutElements.append(array.appending(index: index))
    let kept = index - positions.filter { $0 < index }.count
    current = FurtherDecodeFailures.removing(current, at: currentPositions(of: array)[...], index: kept)
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

  /// `value` with the element `index` of the array at `path` removed.
  private static func removing(_ value: JSONValue, at path: ArraySlice<JSONPointer.Token>, index: Int) -> JSONValue {
    guard let token = path.first else {
      guard case .array(var elements) = value, elements.indices.contains(index) else { return value }
      elements.remove(at: index)
      return .array(elements)
    }
    switch value {
    case .array(var elements):
      guard let position = JSONPointer.arrayIndex(token), elements.indices.contains(position) else { return value }
      elements[position] = removing(elements[position], at: path.dropFirst(), index: index)
      return .array(elements)
    case .object(var object):
      guard let member = object[token.text] else { return value }
      object[token.text] = removing(member, at: path.dropFirst(), index: index)
      return .object(object)
    default:
      return value
    }
  }
}
