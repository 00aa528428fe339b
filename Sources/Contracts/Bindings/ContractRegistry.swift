/// The types and profiles a runner knows, by name.
///
/// Swift cannot load a type by its name, so a runner (the ten-line executable `contract init`
/// writes, or the shipped `contract`) registers the types and profiles `contracts.json` names:
///
/// ```swift
/// var registry = ContractRegistry {
///   Model(Course_V2.self)
///   Model([GroupChat].self, name: "GroupChatList")
/// }
/// registry.register(Profile(name: "github", summary: "the app's decoder",
///   decoder: { JSONDecoder.gitHub() }, encoder: { JSONEncoder.gitHub() }))
/// ContractTool(registry: registry).main()
/// ```
///
/// The built-in profiles (``Profile/builtIn``) need no registration.
///
/// Two different types registered under one name would silently replace each other, and the
/// manifest's `"type"` would check responses with whichever came last; the registry keeps
/// both names in ``conflicts`` instead, and the tool refuses to run (exit 2) naming both.
public struct ContractRegistry: Sendable {
  public private(set) var models: [String: Model] = [:]
  public private(set) var profiles: [String: Profile] = [:]
  /// Names given to more than one type, with every type's qualified name.
  public private(set) var conflicts: [String: [String]] = [:]

  /// A registry of `models`, listed one per line, and the built-in profiles.
  public init(@ModelBuilder _ models: () -> [Model] = { [] }) {
    for profile in Profile.builtIn { profiles[profile.name] = profile }
    for model in models() { register(model) }
  }

  public mutating func register(_ model: Model) {
    if let existing = models[model.name], existing.qualifiedName != model.qualifiedName {
      var names = conflicts[model.name] ?? [existing.qualifiedName]
      if !names.contains(model.qualifiedName) { names.append(model.qualifiedName) }
      conflicts[model.name] = names
      return
    }
    models[model.name] = model
  }

  public mutating func register(_ profile: Profile) { profiles[profile.name] = profile }

  /// The configuration error for the first name given to two types, `nil` when there is none.
  public var conflictError: ConfigurationError? {
    guard let name = conflicts.keys.sorted().first, let types = conflicts[name] else { return nil }
    return ConfigurationError(
      file: "the runner's registry",
      message:
        "two types registered as '\(name)': \(types.joined(separator: " and ")); name one with Model(T.self, name: \"…\")")
  }

  @resultBuilder
  public enum ModelBuilder {
    public static func buildBlock(_ models: Model...) -> [Model] { models }
    public static func buildExpression(_ model: Model) -> Model { model }
  }
}
