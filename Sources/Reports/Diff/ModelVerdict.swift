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
  public var sentence: String {
    switch self {
    case .breaks(let model, let cause): "breaks \(model): \(cause)"
    case .crashes(let model, let how): "crashes \(model): \(how)"
    case .tolerates(let model): "\(model) tolerates it"
    case .unused(let model): "unused by \(model) (it decodes whatever the place holds)"
    case .notProbed(let model, let reason): "unjudged: no probe reached \(model): \(reason)"
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
