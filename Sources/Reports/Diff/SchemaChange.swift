public import JSONCore

/// One response-side difference between two versions of a schema, as the rules alone see it.
///
/// The ``id`` names the kind of change and is stable (an ignore file lists it); the
/// ``place`` is where in a response it applies, with `*` standing for any array position or
/// map key (`/*/course_url`); the two locations say where it is in each schema.
public struct SchemaChange: Sendable, Hashable {
  /// How a change reads for clients by the rules of response compatibility, before any model
  /// is asked: what oasdiff-style tools report.
  public enum Level: String, Sendable, Hashable, CaseIterable {
    /// The backend may now send something an old client could not read.
    case breaking
    /// Clients may be affected, depending on what they do with the place.
    case risky
    /// No client that read the old responses fails on the new ones.
    case safe
  }

  public var id: String
  public var level: Level
  /// Where in a response: `/course_url`, `/modules/*/status` (`*`: any position or key).
  public var place: JSONPointer
  /// The schema locations in the old and new documents (`file#/pointer`); `nil` for the side
  /// that does not have the place.
  public var oldLocation: String?
  public var newLocation: String?
  /// Where those schemas are written: `file:line:column` (a YAML file's own line and column
  /// for a YAML document); `nil` where there is no location or no file.
  public var oldSource: String?
  public var newSource: String?
  public var message: String
  /// What a probe payload changes at ``place`` to show the model what the backend may now
  /// send; `nil` when the change only narrows what is sent.
  public var probe: ProbeEdit?

  public init(
    id: String, level: Level, place: JSONPointer, oldLocation: String?, newLocation: String?, message: String,
    probe: ProbeEdit? = nil
  ) {
    self.id = id
    self.level = level
    self.place = place
    self.oldLocation = oldLocation
    self.newLocation = newLocation
    self.message = message
    self.probe = probe
  }
}
