// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let liveActivityAttributes = try LiveActivityAttributes(json)
//   let contentState = try ContentState(json)
//   let liveActivityStatusResponse = try LiveActivityStatusResponse(json)
//
// Hashable or Equatable:
// The compiler will not be able to synthesize the implementation of Hashable or Equatable
// for types that require the use of JSONAny, nor will the implementation of Hashable be
// synthesized for types that have collections (such as arrays or dictionaries).

import Foundation

// MARK: - LiveActivityAttributes
public struct LiveActivityAttributes: Codable, Hashable, Sendable {
    public let league, matchID: String
    public let teams: Teams
    public let venue: String

    public enum CodingKeys: String, CodingKey {
        case league
        case matchID = "matchId"
        case teams, venue
    }

    public init(league: String, matchID: String, teams: Teams, venue: String) {
        self.league = league
        self.matchID = matchID
        self.teams = teams
        self.venue = venue
    }
}

// MARK: LiveActivityAttributes convenience initializers and mutators

public extension LiveActivityAttributes {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(LiveActivityAttributes.self, from: data)
    }

    init(_ json: String, using encoding: String.Encoding = .utf8) throws {
        guard let data = json.data(using: encoding) else {
            throw NSError(domain: "JSONDecoding", code: 0, userInfo: nil)
        }
        try self.init(data: data)
    }

    init(fromURL url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    func with(
        league: String? = nil,
        matchID: String? = nil,
        teams: Teams? = nil,
        venue: String? = nil
    ) -> LiveActivityAttributes {
        return LiveActivityAttributes(
            league: league ?? self.league,
            matchID: matchID ?? self.matchID,
            teams: teams ?? self.teams,
            venue: venue ?? self.venue
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

// MARK: - Teams
public struct Teams: Codable, Hashable, Sendable {
    public let away, home: TeamBadge

    public init(away: TeamBadge, home: TeamBadge) {
        self.away = away
        self.home = home
    }
}

// MARK: Teams convenience initializers and mutators

public extension Teams {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(Teams.self, from: data)
    }

    init(_ json: String, using encoding: String.Encoding = .utf8) throws {
        guard let data = json.data(using: encoding) else {
            throw NSError(domain: "JSONDecoding", code: 0, userInfo: nil)
        }
        try self.init(data: data)
    }

    init(fromURL url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    func with(
        away: TeamBadge? = nil,
        home: TeamBadge? = nil
    ) -> Teams {
        return Teams(
            away: away ?? self.away,
            home: home ?? self.home
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

// MARK: - TeamBadge
public struct TeamBadge: Codable, Hashable, Sendable {
    public let abbreviation, color, id: String
    public let logoURL: String?
    public let name: String

    public enum CodingKeys: String, CodingKey {
        case abbreviation, color, id
        case logoURL = "logoUrl"
        case name
    }

    public init(abbreviation: String, color: String, id: String, logoURL: String?, name: String) {
        self.abbreviation = abbreviation
        self.color = color
        self.id = id
        self.logoURL = logoURL
        self.name = name
    }
}

// MARK: TeamBadge convenience initializers and mutators

public extension TeamBadge {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(TeamBadge.self, from: data)
    }

    init(_ json: String, using encoding: String.Encoding = .utf8) throws {
        guard let data = json.data(using: encoding) else {
            throw NSError(domain: "JSONDecoding", code: 0, userInfo: nil)
        }
        try self.init(data: data)
    }

    init(fromURL url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    func with(
        abbreviation: String? = nil,
        color: String? = nil,
        id: String? = nil,
        logoURL: String?? = nil,
        name: String? = nil
    ) -> TeamBadge {
        return TeamBadge(
            abbreviation: abbreviation ?? self.abbreviation,
            color: color ?? self.color,
            id: id ?? self.id,
            logoURL: logoURL ?? self.logoURL,
            name: name ?? self.name
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

// MARK: - ContentState
public struct ContentState: Codable, Hashable, Sendable {
    public let displayState: LiveActivityDisplayState
    public let events: [MatchEvent]
    public let overs, score: String
    public let sequence: Int
    public let target: Int?
    public let updatedAt: Date

    public init(displayState: LiveActivityDisplayState, events: [MatchEvent], overs: String, score: String, sequence: Int, target: Int?, updatedAt: Date) {
        self.displayState = displayState
        self.events = events
        self.overs = overs
        self.score = score
        self.sequence = sequence
        self.target = target
        self.updatedAt = updatedAt
    }
}

// MARK: ContentState convenience initializers and mutators

public extension ContentState {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(ContentState.self, from: data)
    }

    init(_ json: String, using encoding: String.Encoding = .utf8) throws {
        guard let data = json.data(using: encoding) else {
            throw NSError(domain: "JSONDecoding", code: 0, userInfo: nil)
        }
        try self.init(data: data)
    }

    init(fromURL url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    func with(
        displayState: LiveActivityDisplayState? = nil,
        events: [MatchEvent]? = nil,
        overs: String? = nil,
        score: String? = nil,
        sequence: Int? = nil,
        target: Int?? = nil,
        updatedAt: Date? = nil
    ) -> ContentState {
        return ContentState(
            displayState: displayState ?? self.displayState,
            events: events ?? self.events,
            overs: overs ?? self.overs,
            score: score ?? self.score,
            sequence: sequence ?? self.sequence,
            target: target ?? self.target,
            updatedAt: updatedAt ?? self.updatedAt
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

// MARK: - LiveActivityDisplayState
public struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    public let battingPerspective: BattingPerspective
    public let compact: LiveActivityCompact
    public let expanded: LiveActivityExpanded
    public let phase: MatchPhase
    public let sentiment: MatchSentiment
    public let statusText: String

    public init(battingPerspective: BattingPerspective, compact: LiveActivityCompact, expanded: LiveActivityExpanded, phase: MatchPhase, sentiment: MatchSentiment, statusText: String) {
        self.battingPerspective = battingPerspective
        self.compact = compact
        self.expanded = expanded
        self.phase = phase
        self.sentiment = sentiment
        self.statusText = statusText
    }
}

// MARK: LiveActivityDisplayState convenience initializers and mutators

public extension LiveActivityDisplayState {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(LiveActivityDisplayState.self, from: data)
    }

    init(_ json: String, using encoding: String.Encoding = .utf8) throws {
        guard let data = json.data(using: encoding) else {
            throw NSError(domain: "JSONDecoding", code: 0, userInfo: nil)
        }
        try self.init(data: data)
    }

    init(fromURL url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    func with(
        battingPerspective: BattingPerspective? = nil,
        compact: LiveActivityCompact? = nil,
        expanded: LiveActivityExpanded? = nil,
        phase: MatchPhase? = nil,
        sentiment: MatchSentiment? = nil,
        statusText: String? = nil
    ) -> LiveActivityDisplayState {
        return LiveActivityDisplayState(
            battingPerspective: battingPerspective ?? self.battingPerspective,
            compact: compact ?? self.compact,
            expanded: expanded ?? self.expanded,
            phase: phase ?? self.phase,
            sentiment: sentiment ?? self.sentiment,
            statusText: statusText ?? self.statusText
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

public enum BattingPerspective: String, Codable, Hashable, Sendable {
    case away = "away"
    case home = "home"
    case none = "none"
}

// MARK: - LiveActivityCompact
public struct LiveActivityCompact: Codable, Hashable, Sendable {
    public let leading, minimal, trailing: String

    public init(leading: String, minimal: String, trailing: String) {
        self.leading = leading
        self.minimal = minimal
        self.trailing = trailing
    }
}

// MARK: LiveActivityCompact convenience initializers and mutators

public extension LiveActivityCompact {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(LiveActivityCompact.self, from: data)
    }

    init(_ json: String, using encoding: String.Encoding = .utf8) throws {
        guard let data = json.data(using: encoding) else {
            throw NSError(domain: "JSONDecoding", code: 0, userInfo: nil)
        }
        try self.init(data: data)
    }

    init(fromURL url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    func with(
        leading: String? = nil,
        minimal: String? = nil,
        trailing: String? = nil
    ) -> LiveActivityCompact {
        return LiveActivityCompact(
            leading: leading ?? self.leading,
            minimal: minimal ?? self.minimal,
            trailing: trailing ?? self.trailing
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

// MARK: - LiveActivityExpanded
public struct LiveActivityExpanded: Codable, Hashable, Sendable {
    public let awayScore, bowler, equation: String?
    public let homeScore: String
    public let nonStriker: Striker?
    public let overs: String
    public let recentBalls: [String]
    public let requiredRunRate: String?
    public let runRate: String
    public let striker: Striker?
    public let title: String

    public init(awayScore: String?, bowler: String?, equation: String?, homeScore: String, nonStriker: Striker?, overs: String, recentBalls: [String], requiredRunRate: String?, runRate: String, striker: Striker?, title: String) {
        self.awayScore = awayScore
        self.bowler = bowler
        self.equation = equation
        self.homeScore = homeScore
        self.nonStriker = nonStriker
        self.overs = overs
        self.recentBalls = recentBalls
        self.requiredRunRate = requiredRunRate
        self.runRate = runRate
        self.striker = striker
        self.title = title
    }
}

// MARK: LiveActivityExpanded convenience initializers and mutators

public extension LiveActivityExpanded {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(LiveActivityExpanded.self, from: data)
    }

    init(_ json: String, using encoding: String.Encoding = .utf8) throws {
        guard let data = json.data(using: encoding) else {
            throw NSError(domain: "JSONDecoding", code: 0, userInfo: nil)
        }
        try self.init(data: data)
    }

    init(fromURL url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    func with(
        awayScore: String?? = nil,
        bowler: String?? = nil,
        equation: String?? = nil,
        homeScore: String? = nil,
        nonStriker: Striker?? = nil,
        overs: String? = nil,
        recentBalls: [String]? = nil,
        requiredRunRate: String?? = nil,
        runRate: String? = nil,
        striker: Striker?? = nil,
        title: String? = nil
    ) -> LiveActivityExpanded {
        return LiveActivityExpanded(
            awayScore: awayScore ?? self.awayScore,
            bowler: bowler ?? self.bowler,
            equation: equation ?? self.equation,
            homeScore: homeScore ?? self.homeScore,
            nonStriker: nonStriker ?? self.nonStriker,
            overs: overs ?? self.overs,
            recentBalls: recentBalls ?? self.recentBalls,
            requiredRunRate: requiredRunRate ?? self.requiredRunRate,
            runRate: runRate ?? self.runRate,
            striker: striker ?? self.striker,
            title: title ?? self.title
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

// MARK: - Striker
public struct Striker: Codable, Hashable, Sendable {
    public let balls: Int
    public let display, name: String
    public let runs: Int

    public init(balls: Int, display: String, name: String, runs: Int) {
        self.balls = balls
        self.display = display
        self.name = name
        self.runs = runs
    }
}

// MARK: Striker convenience initializers and mutators

public extension Striker {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(Striker.self, from: data)
    }

    init(_ json: String, using encoding: String.Encoding = .utf8) throws {
        guard let data = json.data(using: encoding) else {
            throw NSError(domain: "JSONDecoding", code: 0, userInfo: nil)
        }
        try self.init(data: data)
    }

    init(fromURL url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    func with(
        balls: Int? = nil,
        display: String? = nil,
        name: String? = nil,
        runs: Int? = nil
    ) -> Striker {
        return Striker(
            balls: balls ?? self.balls,
            display: display ?? self.display,
            name: name ?? self.name,
            runs: runs ?? self.runs
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

public enum MatchPhase: String, Codable, Hashable, Sendable {
    case abandoned = "abandoned"
    case completed = "completed"
    case inningsBreak = "innings_break"
    case live = "live"
    case pre = "pre"
}

public enum MatchSentiment: String, Codable, Hashable, Sendable {
    case dominant = "dominant"
    case exciting = "exciting"
    case neutral = "neutral"
    case tense = "tense"
}

// MARK: - MatchEvent
public struct MatchEvent: Codable, Hashable, Sendable {
    public let detail: String?
    public let headline: String
    public let kind: MatchEventKind
    public let over: String

    public init(detail: String?, headline: String, kind: MatchEventKind, over: String) {
        self.detail = detail
        self.headline = headline
        self.kind = kind
        self.over = over
    }
}

// MARK: MatchEvent convenience initializers and mutators

public extension MatchEvent {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(MatchEvent.self, from: data)
    }

    init(_ json: String, using encoding: String.Encoding = .utf8) throws {
        guard let data = json.data(using: encoding) else {
            throw NSError(domain: "JSONDecoding", code: 0, userInfo: nil)
        }
        try self.init(data: data)
    }

    init(fromURL url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    func with(
        detail: String?? = nil,
        headline: String? = nil,
        kind: MatchEventKind? = nil,
        over: String? = nil
    ) -> MatchEvent {
        return MatchEvent(
            detail: detail ?? self.detail,
            headline: headline ?? self.headline,
            kind: kind ?? self.kind,
            over: over ?? self.over
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

public enum MatchEventKind: String, Codable, Hashable, Sendable {
    case batsmanOn90s = "batsman_on_90s"
    case batsmanOnFire = "batsman_on_fire"
    case bowlerOnFire = "bowler_on_fire"
    case consecutiveSixes = "consecutive_sixes"
    case fifty = "fifty"
    case four = "four"
    case hattrick = "hattrick"
    case hundred = "hundred"
    case inningsEnd = "innings_end"
    case maiden = "maiden"
    case matchEnd = "match_end"
    case newBatsman = "new_batsman"
    case onHattrick = "on_hattrick"
    case six = "six"
    case wicket = "wicket"
}

// MARK: - LiveActivityStatusResponse
public struct LiveActivityStatusResponse: Codable, Hashable, Sendable {
    public let activityStatus: LiveActivityStatus
    public let matchID: String
    public let updatedAt: Date

    public enum CodingKeys: String, CodingKey {
        case activityStatus
        case matchID = "matchId"
        case updatedAt
    }

    public init(activityStatus: LiveActivityStatus, matchID: String, updatedAt: Date) {
        self.activityStatus = activityStatus
        self.matchID = matchID
        self.updatedAt = updatedAt
    }
}

// MARK: LiveActivityStatusResponse convenience initializers and mutators

public extension LiveActivityStatusResponse {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(LiveActivityStatusResponse.self, from: data)
    }

    init(_ json: String, using encoding: String.Encoding = .utf8) throws {
        guard let data = json.data(using: encoding) else {
            throw NSError(domain: "JSONDecoding", code: 0, userInfo: nil)
        }
        try self.init(data: data)
    }

    init(fromURL url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    func with(
        activityStatus: LiveActivityStatus? = nil,
        matchID: String? = nil,
        updatedAt: Date? = nil
    ) -> LiveActivityStatusResponse {
        return LiveActivityStatusResponse(
            activityStatus: activityStatus ?? self.activityStatus,
            matchID: matchID ?? self.matchID,
            updatedAt: updatedAt ?? self.updatedAt
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

public enum LiveActivityStatus: String, Codable, Hashable, Sendable {
    case active = "active"
    case dismissed = "dismissed"
    case ended = "ended"
    case pending = "pending"
}

// MARK: - Helper functions for creating encoders and decoders

func newJSONDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    if #available(iOS 10.0, OSX 10.12, tvOS 10.0, watchOS 3.0, *) {
        decoder.dateDecodingStrategy = .iso8601
    }
    return decoder
}

func newJSONEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    if #available(iOS 10.0, OSX 10.12, tvOS 10.0, watchOS 3.0, *) {
        encoder.dateEncodingStrategy = .iso8601
    }
    return encoder
}
