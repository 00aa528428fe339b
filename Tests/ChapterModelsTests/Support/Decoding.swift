import ChapterModels
import Foundation

/// Decodes a response body the way the app does: one decoder per call, default key strategy.
func decodeBody<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
  try SupabaseCoding.makeDecoder().decode(type, from: data)
}

/// Decodes a PostgREST array body with the model bound to its table; returns the row count.
///
/// Mirrors the manifest in `Contracts/contracts.chapter.json`.
func decodeRows(table: String, from data: Data) throws -> Int {
  switch table {
  case "courses": try decodeBody([Course_V2].self, from: data).count
  case "campuses": try decodeBody([CampusV2].self, from: data).count
  case "cities": try decodeBody([City].self, from: data).count
  case "group_chats": try decodeBody([GroupChat].self, from: data).count
  case "group_users": try decodeBody([GroupUser].self, from: data).count
  case "inbox_notifications": try decodeBody([InboxNotification].self, from: data).count
  default: throw UnknownTable(name: table)
  }
}

/// Decodes an NDJSON envelope's body with the model bound to its table; returns the row count.
func decodeEnvelope(table: String, from line: Data) throws -> Int {
  switch table {
  case "courses": try decodeBody(Envelope<[Course_V2]>.self, from: line).body.count
  case "campuses": try decodeBody(Envelope<[CampusV2]>.self, from: line).body.count
  case "cities": try decodeBody(Envelope<[City]>.self, from: line).body.count
  case "group_chats": try decodeBody(Envelope<[GroupChat]>.self, from: line).body.count
  case "group_users": try decodeBody(Envelope<[GroupUser]>.self, from: line).body.count
  case "inbox_notifications":
    try decodeBody(Envelope<[InboxNotification]>.self, from: line).body.count
  default: throw UnknownTable(name: table)
  }
}

struct UnknownTable: Error, CustomStringConvertible {
  let name: String
  var description: String { "No model is bound to table \(name)" }
}

extension Date {
  /// The date with its fraction of a second dropped, to compare a corpus row (microseconds)
  /// with an `example` (whole seconds).
  var wholeSeconds: Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}

extension City {
  var wholeSecondDates: City {
    var copy = self
    copy.createdAt = createdAt.wholeSeconds
    return copy
  }
}

extension CampusV2 {
  var wholeSecondDates: CampusV2 {
    var copy = self
    copy.createdAt = createdAt.wholeSeconds
    copy.city = city?.wholeSecondDates
    return copy
  }
}

extension Course_V2 {
  var wholeSecondDates: Course_V2 {
    var copy = self
    copy.createdAt = createdAt.wholeSeconds
    copy.updatedAt = updatedAt.wholeSeconds
    copy.ratings?.lastUpdated = ratings?.lastUpdated?.wholeSeconds
    copy.campus = campus?.wholeSecondDates
    return copy
  }
}

extension GroupChat {
  var wholeSecondDates: GroupChat {
    var copy = self
    copy.lastMessageAt = lastMessageAt?.wholeSeconds
    copy.createdAt = createdAt.wholeSeconds
    copy.updatedAt = updatedAt.wholeSeconds
    return copy
  }
}

extension GroupUser {
  var wholeSecondDates: GroupUser {
    var copy = self
    copy.joinedAt = joinedAt.wholeSeconds
    copy.lastReadAt = lastReadAt?.wholeSeconds
    return copy
  }
}

extension InboxNotification {
  var wholeSecondDates: InboxNotification {
    var copy = self
    copy.readAt = readAt?.wholeSeconds
    copy.createdAt = createdAt.wholeSeconds
    return copy
  }
}
