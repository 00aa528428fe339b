/// The match screen's strings, formatted by the backend (`"87/6"`, `"RR: 8.50"`): the app
/// builds none of them, it only lays them out.
public struct MatchDisplayState: Codable, Hashable, Sendable {
  public var headline: String
  public var homeScore: String?
  public var awayScore: String?
  public var overs: String?
  public var runRate: String?
  public var requiredRunRate: String?
  /// `"Scorchers won by 12 runs"` once the match is over.
  public var result: String?

  public init(
    headline: String, homeScore: String? = nil, awayScore: String? = nil, overs: String? = nil,
    runRate: String? = nil, requiredRunRate: String? = nil, result: String? = nil
  ) {
    self.headline = headline
    self.homeScore = homeScore
    self.awayScore = awayScore
    self.overs = overs
    self.runRate = runRate
    self.requiredRunRate = requiredRunRate
    self.result = result
  }
}
