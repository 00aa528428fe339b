// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let followResponse = try FollowResponse(json)
//   let userFollowsResponse = try UserFollowsResponse(json)
//
// Hashable or Equatable:
// The compiler will not be able to synthesize the implementation of Hashable or Equatable
// for types that require the use of JSONAny, nor will the implementation of Hashable be
// synthesized for types that have collections (such as arrays or dictionaries).

import Foundation

// MARK: - FollowResponse
public struct FollowResponse: Codable, Hashable, Sendable {
    public let displayState: ContentState?
    public let followedAt: Date?
    public let liveActivity: LiveActivityStatus?
    public let matchID: String
    public let status: FollowStatus
    public let supportedTeamID: String?

    public enum CodingKeys: String, CodingKey {
        case displayState, followedAt, liveActivity
        case matchID = "matchId"
        case status
        case supportedTeamID = "supportedTeamId"
    }

    public init(displayState: ContentState?, followedAt: Date?, liveActivity: LiveActivityStatus?, matchID: String, status: FollowStatus, supportedTeamID: String?) {
        self.displayState = displayState
        self.followedAt = followedAt
        self.liveActivity = liveActivity
        self.matchID = matchID
        self.status = status
        self.supportedTeamID = supportedTeamID
    }
}

// MARK: FollowResponse convenience initializers and mutators

public extension FollowResponse {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(FollowResponse.self, from: data)
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
        displayState: ContentState?? = nil,
        followedAt: Date?? = nil,
        liveActivity: LiveActivityStatus?? = nil,
        matchID: String? = nil,
        status: FollowStatus? = nil,
        supportedTeamID: String?? = nil
    ) -> FollowResponse {
        return FollowResponse(
            displayState: displayState ?? self.displayState,
            followedAt: followedAt ?? self.followedAt,
            liveActivity: liveActivity ?? self.liveActivity,
            matchID: matchID ?? self.matchID,
            status: status ?? self.status,
            supportedTeamID: supportedTeamID ?? self.supportedTeamID
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

public enum FollowStatus: String, Codable, Hashable, Sendable {
    case following = "following"
    case notFollowing = "not_following"
}

// MARK: - UserFollowsResponse
public struct UserFollowsResponse: Codable, Hashable, Sendable {
    public let follows: [FollowedMatch]
    public let reconciledAt: Date

    public init(follows: [FollowedMatch], reconciledAt: Date) {
        self.follows = follows
        self.reconciledAt = reconciledAt
    }
}

// MARK: UserFollowsResponse convenience initializers and mutators

public extension UserFollowsResponse {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(UserFollowsResponse.self, from: data)
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
        follows: [FollowedMatch]? = nil,
        reconciledAt: Date? = nil
    ) -> UserFollowsResponse {
        return UserFollowsResponse(
            follows: follows ?? self.follows,
            reconciledAt: reconciledAt ?? self.reconciledAt
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}

// MARK: - FollowedMatch
public struct FollowedMatch: Codable, Hashable, Sendable {
    public let expiresAt, followedAt: Date
    public let matchID: String
    public let status: MatchStatus
    public let supportedTeamID: String?

    public enum CodingKeys: String, CodingKey {
        case expiresAt, followedAt
        case matchID = "matchId"
        case status
        case supportedTeamID = "supportedTeamId"
    }

    public init(expiresAt: Date, followedAt: Date, matchID: String, status: MatchStatus, supportedTeamID: String?) {
        self.expiresAt = expiresAt
        self.followedAt = followedAt
        self.matchID = matchID
        self.status = status
        self.supportedTeamID = supportedTeamID
    }
}

// MARK: FollowedMatch convenience initializers and mutators

public extension FollowedMatch {
    init(data: Data) throws {
        self = try newJSONDecoder().decode(FollowedMatch.self, from: data)
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
        expiresAt: Date? = nil,
        followedAt: Date? = nil,
        matchID: String? = nil,
        status: MatchStatus? = nil,
        supportedTeamID: String?? = nil
    ) -> FollowedMatch {
        return FollowedMatch(
            expiresAt: expiresAt ?? self.expiresAt,
            followedAt: followedAt ?? self.followedAt,
            matchID: matchID ?? self.matchID,
            status: status ?? self.status,
            supportedTeamID: supportedTeamID ?? self.supportedTeamID
        )
    }

    func jsonData() throws -> Data {
        return try newJSONEncoder().encode(self)
    }

    func jsonString(encoding: String.Encoding = .utf8) throws -> String? {
        return String(data: try self.jsonData(), encoding: encoding)
    }
}
