import Reports
import Testing

/// The never-seen list for people: what needs a place the traffic never reached is counted on
/// the item that says so.
@Suite struct NeverSeenTests {
  private func item(_ pointer: String, _ kind: CoverageReport.Kind, seen: Int = 0) -> CoverageReport.Item {
    CoverageReport.Item(
      pointer: pointer, kind: kind, value: nil, seen: seen, firstSeen: nil, schemaPointer: nil, schemaLine: nil)
  }

  @Test func itemsNeedingAPlaceNeverReachedAreCountedOnIt() {
    let contract = CoverageReport.Contract(
      id: "c", schema: nil, responses: 3, samples: 3,
      items: [
        item("/card", .present), item("/card", .absent, seen: 3), item("/card", .null), item("/card", .enumValue),
        item("/card/number", .null), item("/card/brand", .enumValue), item("/card/brand/x", .present),
        item("/cards", .enumValue),
        item("/tags", .emptyArray, seen: 3), item("/tags", .nonEmptyArray), item("/tags/*", .enumValue),
        item("/state", .enumValue, seen: 1), item("/state", .enumValue),
      ], shapes: [], note: nil)
    let listed = contract.neverSeen.map { "\($0.item.pointer) \($0.item.kind.rawValue) \($0.needing)" }
    #expect(
      listed == [
        "/card present 4", "/card null 0", "/cards enum-value 0", "/tags non-empty-array 1", "/state enum-value 0",
      ])
    #expect(contract.unexercised.count == 10)
    #expect(contract.neverSeen[0].description == "optional key present (and 4 more that need it)")
  }

  /// A document that requires no key makes every key optional: the keys the traffic always
  /// carries are one entry per object, not a line each.
  @Test func theKeysOfOneObjectNeverAbsentAreOneEntry() {
    let contract = CoverageReport.Contract(
      id: "c", schema: nil, responses: 3, samples: 3,
      items: [
        item("/id", .absent), item("/aud", .absent), item("/email", .null), item("/role", .absent),
        item("/user", .absent, seen: 1), item("/user/id", .absent),
      ], shapes: [], note: nil)
    let listed = contract.neverSeen.map { "\($0.pointer) \($0.description)" }
    #expect(listed == [" 3 optional keys never absent: id, aud, role", "/email null", "/user/id optional key absent"])
  }
}
