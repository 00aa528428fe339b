import JSONCore
import Testing

@Suite struct JSONObjectTests {
  @Test(arguments: [3, 13, 100, 5_000])
  func findsEveryMemberByStringAndByBytes(_ count: Int) {
    let object = JSONObject(
      uniqueMembers: (0..<count).map { .init(key: "key-\($0)", value: .number(JSONNumber(Int64($0)))) })
    for position in [0, count / 2, count - 1] {
      #expect(object.position(of: "key-\(position)") == position)
      var key = "key-\(position)"
      #expect(key.withUTF8 { object.position(ofUTF8: $0) } == position)
    }
    #expect(object.position(of: "key-\(count)") == nil)
    #expect(object.position(of: "") == nil)
  }

  /// JSON compares member names code unit by code unit: "é" and "e" + U+0301 are two members,
  /// though Swift's `String` calls them equal.
  @Test(arguments: [1, 20])
  func namesMatchByteForByte(_ padding: Int) {
    let object = JSONObject(
      uniqueMembers: (0..<padding).map { .init(key: "p\($0)", value: nil) } + [
        .init(key: "\u{E9}", value: 1), .init(key: "e\u{301}", value: 2),
      ])
    #expect(object["\u{E9}"] == 1)
    #expect(object["e\u{301}"] == 2)
  }

  @Test func aRepeatedKeyKeepsItsPlaceAndTakesTheLastValue() {
    var object = JSONObject()
    for position in 0..<20 { object.append(key: "k\(position)", value: .number(JSONNumber(Int64(position)))) }
    object.append(key: "k3", value: "last")
    #expect(object.count == 20)
    #expect(object["k3"] == "last")
    #expect(object.shadowed.map(\.key) == ["k3"])
    object["k3"] = nil
    #expect(object.count == 19)
    #expect(object.position(of: "k4") == 3)
  }
}
