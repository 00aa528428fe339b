import Foundation
import SightscreenModels

/// How the app reads each recorded body: API responses with the shared decoder, APNs
/// payloads as ActivityKit does (a `JSONDecoder` with default strategies).
enum Decoding {
  /// The folder's model, decoded from `data`; returns a short summary so tests can count.
  static func decode(folder: String, _ data: Data) throws -> Int {
    let api = SightscreenJSON.makeDecoder()
    switch folder {
    case "schedule": return try api.decode(ScheduleResponse.self, from: data).count
    case "live": return try api.decode(LiveMatchesResponse.self, from: data).matches.count
    case "match": return try api.decode(Match.self, from: data).id.isEmpty ? 0 : 1
    case "follow": return try api.decode(FollowResponse.self, from: data).matchID.isEmpty ? 0 : 1
    case "follows": return try api.decode(UserFollowsResponse.self, from: data).follows.count
    case "activity": return try api.decode(LiveActivityStatusResponse.self, from: data).matchID.isEmpty ? 0 : 1
    case "devices": return try api.decode(DeviceRegistrationResponse.self, from: data).deviceID.isEmpty ? 0 : 1
    case "pushes": return try JSONDecoder().decode(LiveActivityPush.self, from: data).aps.timestamp > 0 ? 1 : 0
    default: throw UnknownFolder(name: folder)
    }
  }

  /// The corpus folder of an API route: `GET /matches/live` → `live`.
  static func folder(ofRoute route: String) -> String {
    let parts = route.split(separator: " ")
    let method = parts.first.map(String.init) ?? ""
    let path = parts.last.map { String($0.split(separator: "?").first ?? $0) } ?? ""
    let segments = path.split(separator: "/").map(String.init)
    switch (method, segments.first, segments.count) {
    case ("GET", "matches", 1): return "schedule"
    case ("GET", "matches", 2): return segments[1] == "live" ? "live" : "match"
    case ("POST", "matches", 3): return "activity"
    case (_, "user", _): return method == "GET" ? "follows" : "follow"
    case ("POST", "devices", _): return "devices"
    default: return "unknown"
    }
  }

  struct UnknownFolder: Error { var name: String }
}

/// An NDJSON envelope's route and status, read before its body is decoded with the right model.
struct Envelope: Decodable {
  let route: String?
  let contract: String?
  let status: Int
}

/// The body of an envelope, as raw JSON bytes for the model's own decoder.
func envelopeBody(_ line: Data) throws -> Data {
  guard let object = try JSONSerialization.jsonObject(with: line) as? [String: Any], let body = object["body"] else {
    throw Decoding.UnknownFolder(name: "(no body)")
  }
  return try JSONSerialization.data(withJSONObject: body, options: [.fragmentsAllowed])
}
