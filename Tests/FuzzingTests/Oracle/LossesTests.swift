import Contracts
import JSONCore
import Jansson
import Testing

@testable import Fuzzing

/// The losses of a round trip under the mutated places, found from the streamed comparison of
/// the encoder's text, are the losses found by comparing the two trees.
@Suite struct LossesTests {
  private func both(_ original: String, _ encoded: String, _ places: [String]) throws -> ([Loss], [Loss]) {
    let tree = try JanssonParser.parse(Array(original.utf8)).value
    let pointers = try places.map { try JSONPointer(parsing: $0) }
    let differences = try JSONDiff.differences(from: tree, toEncoded: Array(encoded.utf8))
    let streamed = RoundTripCheck.losses(in: differences, of: tree, under: pointers)
    let fromTrees = RoundTripCheck.losses(
      from: tree, to: try JanssonParser.parse(Array(encoded.utf8)).value, under: pointers)
    return (streamed, fromTrees)
  }

  @Test func numbersAndDatesAtThePlace() throws {
    let (streamed, fromTrees) = try both(
      #"[{"a": 9007199254740993, "at": "2024-01-08T14:12:00.4815+00:00", "b": 1}]"#,
      #"[{"at":"2024-01-08T14:12:00.481Z","b":1,"a":9007199254740992}]"#, ["/0/a", "/0/at", "/0/b"])
    #expect(streamed == fromTrees)
    #expect(streamed.map(\.kind) == [.numberRounded, .datePrecisionLost])
  }

  @Test func lossesBelowAPlaceAndAboveIt() throws {
    let original =
      #"[{"city": {"rent": 1.50, "at": "2024-01-08T14:12:00.4815+00:00", "x": null}, "gone": {"y": 1}, "kept": 1}]"#
    // The model rounds nothing here but drops `gone` whole, turns `city/x` absent and adds `new`.
    let encoded = #"[{"kept":1,"city":{"at":"2024-01-08T14:12:00.481Z","rent":1.5},"new":{"z":2}}]"#
    let places = ["/0/city", "/0/gone/y", "/0/new/z", "/0/kept", "/0/missing"]
    let (streamed, fromTrees) = try both(original, encoded, places)
    #expect(streamed == fromTrees)
    #expect(
      streamed.map { "\($0.kind.rawValue) \($0.pointer)" } == [
        "date-precision-lost /0/city/at", "null-became-absent /0/city/x", "key-dropped /0/gone/y", "key-added /0/new/z",
      ])
    #expect(streamed.map(\.pointer.normalized) == fromTrees.map(\.pointer.normalized))
  }
}
