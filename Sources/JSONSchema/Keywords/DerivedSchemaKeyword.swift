import JSONCore

/// An API document's `discriminator` on a base schema that other named schemas extend with
/// `allOf`, and no `oneOf`/`anyOf` beside it (there it picks an alternative: `Discriminator`):
/// an object whose property names a derived schema is checked against that schema, the base
/// included through its `allOf`.
///
/// This is the specification's `Pet` (`Cat` and `Dog` are `allOf: [Pet, {…}]`, and a response
/// says `$ref: Pet`), and Swagger 2.0's only form (`"discriminator": "petType"`). Checked
/// against the base alone, a cat without its `huntingSkill` passed.
///
/// What each value names is `Resolver.derivedSchemas(of:)`'s (the `mapping`, the extensions
/// and theirs in turn). An object whose value names none of them, or the base itself, is
/// checked against the base alone, as before.
final class DerivedSchemaKeyword: KeywordBase, Keyword, @unchecked Sendable {
  /// The discriminating property, as a one-name table.
  let property: PropertyTable
  /// The values that name a derived schema, and each one's schema, by position.
  let values: PropertyTable
  let targets: [NodeRef]
  /// Each target's name (its key), for errors.
  let names: [String]
  let location: KeywordLocation
  let appliesTo = InstanceKinds.object
  let priority = KeywordPriority.inPlace

  init(property: PropertyTable, values: PropertyTable, targets: [NodeRef], names: [String], location: KeywordLocation) {
    self.property = property
    self.values = values
    self.targets = targets
    self.names = names
    self.location = location
  }

  static func compile(_ value: JSONValue, _ context: SchemaContext) throws(SchemaError) -> (any Keyword)? {
    let compiler = context.compiler
    guard let derived = compiler.resolver.derivedSchemas(of: context.site) else { return nil }
    var targets: [NodeRef] = []
    for entry in derived.named {
      let node = try compiler.node(for: entry.site)
      // Not an in-place edge for the cycle check: the derived schema applies the base again,
      // which does not apply it a second time (`DynamicScope.beginDispatch`).
      compiler.addReferrer(context.node, to: node)
      targets.append(NodeRef(node))
    }
    return DerivedSchemaKeyword(
      property: context.propertyTable([derived.propertyName]), values: PropertyTable(derived.named.map(\.value)),
      targets: targets, names: derived.named.map { $0.site.pointer.tokens.last?.text ?? $0.value },
      location: context.location("discriminator"))
  }

  /// The position of the derived schema the object's property names, if any.
  @inline(__always)
  private func position(in instance: InstancePointer) -> Int? {
    guard let members = InstanceAccess.members(instance) else { return nil }
    var found: Int?
    _ = InstanceAccess.allMembers(of: members) { member, value in
      guard property.position(of: member.pointee.key) != nil else { return true }
      found = value.pointee.withStringBytes { values.position(ofBytes: $0) } ?? nil
      return false
    }
    return found
  }

  override func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    guard let position = position(in: instance), scope.beginDispatch(ObjectIdentifier(self)) else { return true }
    defer { scope.endDispatch() }
    return targets[position].isValid(instance, &scope)
  }

  override func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    guard let text = instance.objectValue?[property.names[0]]?.stringValue,
      let position = values.position(of: text), context.scope.beginDispatch(ObjectIdentifier(self))
    else { return true }
    defer { context.scope.endDispatch() }
    let mark = context.errors.count
    guard !context.apply(targets[position].node, instance, path, ["discriminator"]) else { return true }
    // The base does not list what failed: say which schema did, and why it applies.
    for index in context.errors.indices.dropFirst(mark) {
      context.errors[index].message += " (\(names[position])\(Self.reason)\(property.names[0]) names)"
    }
    return false
  }

  private static let reason = ", the schema its "

  /// `message` without the reason this keyword adds, to know an error reported twice.
  static func withoutReason(_ message: String) -> String {
    guard message.hasSuffix(" names)"), let open = message.lastIndex(of: "("),
      message[open...].contains(reason.dropFirst(2)), open > message.startIndex
    else { return message }
    return String(message[..<message.index(before: open)])
  }
}
