public import JSONCore

/// key-case: a backend that renames keys to another spelling convention, one key or a whole
/// object at once (a serializer setting changed).
///
/// Variants `0..<5` rename the one member the pointer names into ``KeyStyle`` `variant`;
/// variants `5..<10` rename every key of the object the pointer names into style
/// `variant - 5`. Only renamings that change something are listed. The values stay the same,
/// so a model that drops a key spelled in a way it does not know loses nothing of its own:
/// renamings show as failures (a required key gone missing), never as losses.
public struct KeyCase: MutationOperator {
  public let name = "key-case"
  static let wholeObject = KeyStyle.allCases.count

  public init() {}

  public func sites(in value: JSONValue, facts: FixtureFacts) -> [Mutation] {
    var sites: [Mutation] = []
    value.walk { pointer, node in
      guard let object = node.objectValue, !object.isEmpty else { return }
      for style in KeyStyle.allCases where object.keys.contains(where: { style.apply(to: $0) != $0 }) {
        sites.append(Mutation(operatorName: name, pointer: pointer, variant: KeyCase.wholeObject + style.rawValue))
      }
      for member in object.members {
        for style in KeyStyle.allCases {
          let renamed = style.apply(to: member.key)
          guard renamed != member.key, object[renamed] == nil else { continue }
          sites.append(
            Mutation(operatorName: name, pointer: pointer.appending(key: member.key), variant: style.rawValue))
        }
      }
    }
    return sites
  }

  public func apply(_ mutation: Mutation, to value: inout JSONValue, facts: FixtureFacts) -> AppliedMutation? {
    if mutation.variant >= KeyCase.wholeObject {
      guard let style = KeyStyle(rawValue: mutation.variant - KeyCase.wholeObject) else { return nil }
      return value.modify(at: mutation.pointer) { node -> AppliedMutation? in
        guard let object = node.objectValue else { return nil }
        let renamed = object.members.map { (style.apply(to: $0.key), $0.value) }
        // Two keys that fold to the same spelling would merge: not a renaming.
        guard Set(renamed.map(\.0)).count == renamed.count, renamed.map(\.0) != object.keys else { return nil }
        node = .object(JSONObject(renamed))
        return AppliedMutation(
          mutation: mutation, description: "every key of the object renamed to \(style.name)",
          changed: renamed.map { mutation.pointer.appending(key: $0.0) }, countsLosses: false)
      }
    }
    guard let style = KeyStyle(rawValue: mutation.variant) else { return nil }
    return value.modifyParent(of: mutation.pointer) { object, key -> AppliedMutation? in
      let newKey = style.apply(to: key)
      guard newKey != key, let renamed = object.renaming(key, to: newKey) else { return nil }
      object = renamed
      return AppliedMutation(
        mutation: mutation, description: "key \"\(key)\" renamed to \"\(newKey)\" (\(style.name))",
        changed: mutation.pointer.parent.map { [$0.appending(key: newKey)] } ?? [], countsLosses: false)
    }
  }
}

extension KeyCase {
  /// `value` with the keys the key-case mutations of `applied` renamed spelled back as
  /// `original` has them (unless that spelling is taken): what each renamed member means to
  /// the contract.
  ///
  /// A contract that does not close its objects allows any value under a key it does not
  /// declare, so a value drifted and then renamed (`"client_secret": 0` → `"clientSecret": 0`)
  /// would pass for allowed, while a decoder that converts snake_case reads it as the
  /// declared key all the same. A spelling changes no value's meaning: a mutant is allowed
  /// only if it is also allowed spelled back (``MutantOracle/verdict(of:respelled:size:knownViolations:)``).
  static func respelled(_ value: JSONValue, undoing applied: [AppliedMutation], original: JSONValue) -> JSONValue {
    var value = value
    for step in applied.reversed() where step.mutation.operatorName == KeyCase().name {
      let mutation = step.mutation
      let object: JSONPointer
      var back: [String: String] = [:]
      if mutation.variant >= wholeObject {
        guard let style = KeyStyle(rawValue: mutation.variant - wholeObject),
          let keys = mutation.pointer.resolve(in: original)?.objectValue?.keys
        else { continue }
        object = mutation.pointer
        for key in keys where style.apply(to: key) != key { back[style.apply(to: key)] = key }
      } else {
        guard let style = KeyStyle(rawValue: mutation.variant), let parent = mutation.pointer.parent,
          case .key(let key)? = mutation.pointer.last
        else { continue }
        object = parent
        back[style.apply(to: key)] = key
      }
      _ = value.modify(at: object) { node -> Bool? in
        guard let members = node.objectValue?.members else { return nil }
        let present = Set(members.map(\.key))
        node = .object(
          JSONObject(members.map { member in
            guard let spelled = back[member.key], !present.contains(spelled) else { return (member.key, member.value) }
            return (spelled, member.value)
          }))
        return true
      }
    }
    return value
  }
}
