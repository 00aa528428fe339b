public import Foundation

/// A match in full, as `GET /matches/:id` returns it for the match screen.
public struct Match: Codable, Hashable, Sendable, Identifiable {
  /// `"match-001"`.
  public var id: String
  /// The league id (`"bbl"`, `"ipl"`), as the `league` filter of `GET /matches` takes it.
  public var league: String
  public var leagueName: String
  public var status: MatchStatus
  public var startTime: Date
  public var venue: String
  public var homeTeam: Team
  public var awayTeam: Team
  public var tossResult: String?
  /// `nil` before the toss.
  public var displayState: MatchDisplayState?

  public init(
    id: String, league: String, leagueName: String, status: MatchStatus, startTime: Date, venue: String,
    homeTeam: Team, awayTeam: Team, tossResult: String? = nil, displayState: MatchDisplayState? = nil
  ) {
    self.id = id
    self.league = league
    self.leagueName = leagueName
    self.status = status
    self.startTime = startTime
    self.venue = venue
    self.homeTeam = homeTeam
    self.awayTeam = awayTeam
    self.tossResult = tossResult
    self.displayState = displayState
  }
}
