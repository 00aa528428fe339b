import Contracts

/// What the registered model did with a probe payload: the verdict a change is judged by.
public enum ModelVerdict: Sendable, Hashable {
  /// The model cannot decode what the new schema allows: the app fails on it.
  case breaks(model: String, cause: String)
  /// The model trapped or hung on it (in a worker process).
  case crashes(model: String, how: String)
  /// The model decodes it.
  case tolerates(model: String)
  /// The model does not read the place: it decodes the same whatever the place holds.
  case unused(model: String)
  /// No probe could be built that the new schema allows (the reason says why): the rule's
  /// level stands.
  case notProbed(model: String, reason: String)

  /// The level the user sees for a change with this verdict; `nil` keeps the rule's.
  var level: SchemaChange.Level? {
    switch self {
    case .breaks, .crashes: .breaking
    case .tolerates, .unused: .safe
    case .notProbed: nil
    }
  }

  public var model: String {
    switch self {
    case .breaks(let model, _), .crashes(let model, _), .tolerates(let model), .unused(let model),
      .notProbed(let model, _):
      model
    }
  }

  /// "breaks Course_V2: null where String is required", "Course_V2 tolerates it".
  public var sentence: String { sentence(saidOf: [model]) }

  /// The sentence said of several models at once, when each gave this verdict for the same
  /// reason: "Session and UserList tolerate it".
  func sentence(saidOf models: [String]) -> String {
    let named = models.isEmpty ? model : models.spokenList
    switch self {
    case .breaks(_, let cause): return "breaks \(named): \(cause)"
    case .crashes(_, let how): return "crashes \(named): \(how)"
    case .tolerates: return "\(named) \(models.count > 1 ? "tolerate" : "tolerates") it"
    case .unused: return "unused by \(named) (\(models.count > 1 ? "they decode" : "it decodes") whatever the place holds)"
    case .notProbed(_, let reason): return "unjudged: no probe reached \(named): \(reason)"
    }
  }

  /// What makes two models' verdicts one sentence: the same verdict for the same reason.
  /// A break or a crash names its own path and stays apart.
  var sharedReason: String? {
    switch self {
    case .breaks, .crashes: nil
    case .tolerates, .unused: name
    case .notProbed(_, let reason): "unjudged \(reason)"
    }
  }

  /// A stable word for reports and JSON.
  public var name: String {
    switch self {
    case .breaks: "breaks"
    case .crashes: "crashes"
    case .tolerates: "tolerates"
    case .unused: "unused"
    case .notProbed: "unjudged"
    }
  }
}
