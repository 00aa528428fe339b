/// An APNs `liveactivity` push, as the system reads it on the device.
///
/// The app never decodes this itself: ActivityKit takes `aps.content-state` and decodes it as
/// the activity's `ContentState` with a `JSONDecoder` of default strategies, so a `Date` in it
/// must be seconds since 2001-01-01 as a number, and its keys the Codable names. A payload
/// ActivityKit cannot decode is dropped on the device while APNs still answers 200. Modelled
/// here so the backend's pushes can be checked the way the device reads them.
public struct LiveActivityPush: Codable, Hashable, Sendable {
  public var aps: APS

  public init(aps: APS) { self.aps = aps }

  public struct APS: Codable, Hashable, Sendable {
    /// Unix seconds; the system ignores a push older than the last one it applied.
    public var timestamp: Int
    public var event: Event
    public var contentState: ContentState?
    /// Unix seconds (APNs reads them, not ActivityKit's decoder).
    public var staleDate: Int?
    public var dismissalDate: Int?
    public var relevanceScore: Double?
    /// `"LiveActivityAttributes"` on a push-to-start.
    public var attributesType: String?
    public var attributes: LiveActivityAttributes?
    public var alert: Alert?

    enum CodingKeys: String, CodingKey {
      case timestamp, event
      case contentState = "content-state"
      case staleDate = "stale-date"
      case dismissalDate = "dismissal-date"
      case relevanceScore = "relevance-score"
      case attributesType = "attributes-type"
      case attributes, alert
    }

    public init(
      timestamp: Int, event: Event, contentState: ContentState? = nil, staleDate: Int? = nil,
      dismissalDate: Int? = nil, relevanceScore: Double? = nil, attributesType: String? = nil,
      attributes: LiveActivityAttributes? = nil, alert: Alert? = nil
    ) {
      self.timestamp = timestamp
      self.event = event
      self.contentState = contentState
      self.staleDate = staleDate
      self.dismissalDate = dismissalDate
      self.relevanceScore = relevanceScore
      self.attributesType = attributesType
      self.attributes = attributes
      self.alert = alert
    }
  }

  public enum Event: String, Codable, Hashable, Sendable {
    case update, end, start
  }

  /// The alert a push may light the screen with (a wicket, a hundred).
  public struct Alert: Codable, Hashable, Sendable {
    public var title: String
    public var body: String
    public var sound: String?

    public init(title: String, body: String, sound: String? = nil) {
      self.title = title
      self.body = body
      self.sound = sound
    }
  }
}
