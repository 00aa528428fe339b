// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let scheduleResponse = try ScheduleResponse(json)
//   let liveMatchesResponse = try LiveMatchesResponse(json)
//   let deviceRegistrationResponse = try DeviceRegistrationResponse(json)
//
// Hashable or Equatable:
// The compiler will not be able to synthesize the implementation of Hashable or Equatable
// for types that require the use of JSONAny, nor will the implementation of Hashable be
// synthesized for types that have collections (such as arrays or dictionaries).

import Foundation

// MARK: - LeagueGroup
public struct LeagueGroup: Codable, Hashable, Sendable {
    public let date, league, leagueName: String
    public let matches: [MatchItem]

    public init(date: String, league: String, leagueName: String, matches: [MatchItem]) {
        self.date = date
        self.league = league
        self.leagueName = leagueName
        self.matches = matches
    }
}

// MARK: LeagueGroup convenience initializers and mutators

public extension LeagueGroup {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(LeagueGroup.self, from: data)
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
        date: String? = nil,
        league: String? = nil,
        leagueName: String? = nil,
        matches: [MatchItem]? = nil
    ) -> LeagueGroup {
        return LeagueGroup(
            date: date ?? self.date,
            league: league ?? self.league,
            leagueName: leagueName ?? self.leagueName,
            matches: matches ?? self.matches
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

// MARK: - MatchItem
public struct MatchItem: Codable, Hashable, Sendable {
    public let away, home: TeamBadge
    public let id: String
    public let isFollowing: Bool
    public let league: String
    public let score: MatchScore?
    public let startTime: Date
    public let status: MatchStatus
    public let statusText, title, venue: String

    public init(away: TeamBadge, home: TeamBadge, id: String, isFollowing: Bool, league: String, score: MatchScore?, startTime: Date, status: MatchStatus, statusText: String, title: String, venue: String) {
        self.away = away
        self.home = home
        self.id = id
        self.isFollowing = isFollowing
        self.league = league
        self.score = score
        self.startTime = startTime
        self.status = status
        self.statusText = statusText
        self.title = title
        self.venue = venue
    }
}

// MARK: MatchItem convenience initializers and mutators

public extension MatchItem {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(MatchItem.self, from: data)
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
        home: TeamBadge? = nil,
        id: String? = nil,
        isFollowing: Bool? = nil,
        league: String? = nil,
        score: MatchScore?? = nil,
        startTime: Date? = nil,
        status: MatchStatus? = nil,
        statusText: String? = nil,
        title: String? = nil,
        venue: String? = nil
    ) -> MatchItem {
        return MatchItem(
            away: away ?? self.away,
            home: home ?? self.home,
            id: id ?? self.id,
            isFollowing: isFollowing ?? self.isFollowing,
            league: league ?? self.league,
            score: score ?? self.score,
            startTime: startTime ?? self.startTime,
            status: status ?? self.status,
            statusText: statusText ?? self.statusText,
            title: title ?? self.title,
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

// MARK: - MatchScore
public struct MatchScore: Codable, Hashable, Sendable {
    public let away: String?
    public let home, overs, summary: String

    public init(away: String?, home: String, overs: String, summary: String) {
        self.away = away
        self.home = home
        self.overs = overs
        self.summary = summary
    }
}

// MARK: MatchScore convenience initializers and mutators

public extension MatchScore {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(MatchScore.self, from: data)
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
        away: String?? = nil,
        home: String? = nil,
        overs: String? = nil,
        summary: String? = nil
    ) -> MatchScore {
        return MatchScore(
            away: away ?? self.away,
            home: home ?? self.home,
            overs: overs ?? self.overs,
            summary: summary ?? self.summary
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

public enum MatchStatus: String, Codable, Hashable, Sendable {
    case completed = "completed"
    case live = "live"
    case upcoming = "upcoming"
}

// MARK: - LiveMatchesResponse
public struct LiveMatchesResponse: Codable, Hashable, Sendable {
    public let matches: [MatchItem]

    public init(matches: [MatchItem]) {
        self.matches = matches
    }
}

// MARK: LiveMatchesResponse convenience initializers and mutators

public extension LiveMatchesResponse {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(LiveMatchesResponse.self, from: data)
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
        matches: [MatchItem]? = nil
    ) -> LiveMatchesResponse {
        return LiveMatchesResponse(
            matches: matches ?? self.matches
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

// MARK: - DeviceRegistrationResponse
public struct DeviceRegistrationResponse: Codable, Hashable, Sendable {
    public let appVersion: String?
    public let created: Bool
    public let deviceID: String
    public let expiresAt, lastSeenAt: Date
    public let osVersion: String?
    public let platform: Platform

    public enum CodingKeys: String, CodingKey {
        case appVersion, created
        case deviceID = "deviceId"
        case expiresAt, lastSeenAt, osVersion, platform
    }

    public init(appVersion: String?, created: Bool, deviceID: String, expiresAt: Date, lastSeenAt: Date, osVersion: String?, platform: Platform) {
        self.appVersion = appVersion
        self.created = created
        self.deviceID = deviceID
        self.expiresAt = expiresAt
        self.lastSeenAt = lastSeenAt
        self.osVersion = osVersion
        self.platform = platform
    }
}

// MARK: DeviceRegistrationResponse convenience initializers and mutators

public extension DeviceRegistrationResponse {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(DeviceRegistrationResponse.self, from: data)
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
        appVersion: String?? = nil,
        created: Bool? = nil,
        deviceID: String? = nil,
        expiresAt: Date? = nil,
        lastSeenAt: Date? = nil,
        osVersion: String?? = nil,
        platform: Platform? = nil
    ) -> DeviceRegistrationResponse {
        return DeviceRegistrationResponse(
            appVersion: appVersion ?? self.appVersion,
            created: created ?? self.created,
            deviceID: deviceID ?? self.deviceID,
            expiresAt: expiresAt ?? self.expiresAt,
            lastSeenAt: lastSeenAt ?? self.lastSeenAt,
            osVersion: osVersion ?? self.osVersion,
            platform: platform ?? self.platform
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

public enum Platform: String, Codable, Hashable, Sendable {
    case ios = "ios"
}

public typealias ScheduleResponse = [LeagueGroup]

public extension Array where Element == ScheduleResponse.Element {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(ScheduleResponse.self, from: data)
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

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}
