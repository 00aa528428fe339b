/// Whether a module must be taken: the `status` field of each module in `courses.modules`.
///
/// Universities disagree on the word: most say "compulsory", some "core" (a compulsory module
/// that must also be passed to progress). Anything else decodes to ``unknown``.
public enum CourseOptionalCompulsory: String, Codable, Sendable, Hashable, CaseIterable {
  case compulsory = "compulsory"
  case core = "core"
  case optional = "optional"
  case unknown = "unknown"

  public init(from decoder: any Decoder) throws {
    let raw = try decoder.singleValueContainer().decode(String.self)
    self = CourseOptionalCompulsory(rawValue: raw) ?? .unknown
  }
}

extension CourseOptionalCompulsory {
  /// Whether the student has to take the module.
  public var isRequired: Bool { self == .compulsory || self == .core }

  /// The label in the module list: "Compulsory", "Core", "Optional".
  public var displayName: String {
    switch self {
    case .compulsory: "Compulsory"
    case .core: "Core"
    case .optional: "Optional"
    case .unknown: "Module"
    }
  }
}
