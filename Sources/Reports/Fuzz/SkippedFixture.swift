/// A corpus value the campaign does not mutate, and why.
public struct SkippedFixture: Sendable, Hashable, Codable {
  public var source: String
  public var reason: String

  public init(source: String, reason: String) {
    self.source = source
    self.reason = reason
  }
}
