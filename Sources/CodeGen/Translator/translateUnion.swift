import JSONCore
import JSONSchema

extension Translator {
  /// `anyOf`/`oneOf` (without its `null` alternatives) as an enum with a case per
  /// alternative, holding the alternative's type.
  ///
  /// With an OpenAPI `discriminator`, decoding reads the property and picks the case its
  /// `mapping` (or the alternative's schema name) gives; without one it tries each case in
  /// schema order and takes the first that decodes, which is why alternatives that differ by
  /// a `const` (Zod's discriminated unions) decode into the right case.
  func translateUnion(_ shape: TranslationShape, _ alternatives: [SchemaPlace], _ context: Context) throws(SchemaError)
    -> TypeUsage
  {
    let name = declare(shape.place, nullable: shape.nullable, context)
    let inner = self.context(inside: name, context)
    let discriminator = shape.object["discriminator"]?["propertyName"]?.stringValue
    // `mapping` values are the alternatives' `$ref`s (or schema names, which name
    // `#/components/schemas/<name>`).
    var mapping: [(value: String, reference: String)] = []
    if discriminator != nil, case .object(let entries)? = shape.object["discriminator"]?["mapping"] {
      for entry in entries {
        guard let reference = entry.value.stringValue else { continue }
        mapping.append((entry.key, reference.contains("/") ? reference : "#/components/schemas/" + reference))
      }
    }
    var cases: [UnionDeclaration.Case] = []
    var taken: Set<String> = []
    /// The alternatives given a case, with its name.
    var kept: [(place: SchemaPlace, caseName: String)] = []
    let sharedMembers = Translator.hasSharedMembers(shape.object)
    for (position, alternative) in alternatives.enumerated() {
      // An alternative that is the union again without reading anything (`RecursivePetAnyOf:
      // anyOf [RecursivePetAnyOf, string]`, or `C: anyOf [D, …]` with `D: anyOf [C, …]`) would
      // decode by decoding the union again, from the same place, for ever: left out.
      if reachesWithoutReading(shape.place, from: alternative) {
        let warning = navigator.error(
          at: alternative,
          "the \(shape.object["oneOf"] != nil ? "oneOf" : "anyOf") alternative leads back to \(name) without reading a value (a reference cycle): its case is left out, as decoding it would never end, and validate and check refuse this schema"
        )
        warnings.append(warning)
        leftOutAlternatives.insert(warning.place)
        continue
      }
      // An alternative that also accepts `null` makes the union accept it (the validator's
      // answer, in `shape.nullable`): the union is optional where it is used, the case is not.
      let type: TypeUsage
      if sharedMembers,
        let merged = try sharedMembersAlternative(alternative, position: position, of: name, shape, inner)
      {
        type = merged
      } else {
        type = try translate(alternative, inner).type
      }
      var values: [String] = []
      if discriminator != nil {
        let reference = alternative.value["$ref"]?.stringValue
        values = mapping.filter { $0.reference == reference }.map(\.value)
        if values.isEmpty, let last = try followReferences(alternative).pointer.last?.text { values = [last] }
      }
      let caseName = unique(self.caseName(for: type, in: name), in: &taken)
      cases.append(.init(name: caseName, type: type, discriminatorValues: values))
      kept.append((alternative, caseName))
    }
    // A mapping entry naming no alternative (a schema renamed or removed, a typo) decodes its
    // value as no case: said, as the spec means something the models cannot do.
    let mapped = Set(cases.flatMap(\.discriminatorValues))
    for entry in mapping where !mapped.contains(entry.value) {
      warnings.append(
        navigator.error(
          at: shape.place,
          "the discriminator mapping '\(entry.value)' names \(entry.reference), which is none of \(name)'s alternatives: a '\(entry.value)' \(discriminator ?? "") decodes as no case (a DecodingError)",
          ["discriminator", "mapping", entry.value]))
    }
    // Without a discriminator, a property several alternatives pin to strings rules out those
    // that do not allow the payload's value (as the validator prunes them): alternatives whose
    // tag enums fall back to `unknown` would otherwise all decode, and the first would win.
    var tag: String?
    if discriminator == nil, let pinned = try pinnedTag(kept.map(\.place)) {
      tag = pinned.property
      for index in cases.indices { cases[index].tagValues = pinned.values[index] }
    }
    // Without a discriminator `UnionDecoding` takes the first case that keeps every key of the
    // payload, else the one that keeps the most: a case no payload makes win is never decoded.
    if discriminator == nil {
      for (index, later) in kept.enumerated() {
        guard
          let (earlier, why) = kept[..<index].lazy.compactMap({ earlier in
            self.shadowing(earlier.place, later.place).map { (earlier, $0) }
          }).first
        else { continue }
        warnings.append(
          navigator.error(
            at: shape.place,
            "\(name)'s alternatives \(earlier.caseName) and \(later.caseName): \(why.text(first: earlier.caseName)); decoding tries \(earlier.caseName) first, so \(later.caseName) is never decoded; tell them apart with a discriminator, a required key or a const"
          ))
      }
    }
    // An enum that falls back to `unknown` takes every string: beside an alternative that takes
    // strings too, it decodes only the values it lists, so the others reach that alternative
    // (`anyOf: [PetKind, string]`: "hello" was `.petKind(.unknown("hello"))`).
    if cases.contains(where: { $0.type == .builtin("String") }) {
      for index in cases.indices {
        if case .named(let enumName) = cases[index].type, case .enumeration(let enumeration)? = declarations[enumName],
          enumeration.rawType == .string
        {
          cases[index].listedOnly = enumeration.fallback
        }
      }
    }
    declarations[name] = .union(
      UnionDeclaration(
        name: name, documentation: documentation(shape.place, shape.object, context), cases: cases,
        discriminator: discriminator, tag: tag, isIndirect: false))
    return .named(name)
  }

  /// The property most alternatives pin to strings (`const`, or an `enum` of strings), when
  /// two or more do (ties: the first name in order), with each alternative's strings (`nil`
  /// where it does not pin it): the validator's `Discriminator` rule.
  private func pinnedTag(_ alternatives: [SchemaPlace]) throws(SchemaError) -> (
    property: String, values: [[String]?]
  )? {
    var pins: [[String: [String]]] = []
    for alternative in alternatives { pins.append(try pinnedStrings(alternative)) }
    var counts: [String: Int] = [:]
    for pinned in pins { for name in pinned.keys { counts[name, default: 0] += 1 } }
    guard let best = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
      best.value >= 2
    else { return nil }
    return (best.key, pins.map { $0[best.key] })
  }

  /// The properties an object alternative pins to strings, through its `$ref`s and `allOf`
  /// parts, with the strings allowed.
  private func pinnedStrings(_ alternative: SchemaPlace) throws(SchemaError) -> [String: [String]] {
    let target = try followReferences(alternative)
    guard case .object = target.value, let parts = try? objectParts(of: target) else { return [:] }
    var pinned: [String: [String]] = [:]
    for part in parts {
      for member in part.object["properties"]?.objectValue ?? JSONObject() {
        guard let place = navigator.child(of: part.place, ["properties", member.key]),
          case .object(let schema) = try followReferences(place).value
        else { continue }
        if let text = schema["const"]?.stringValue {
          pinned[member.key] = [text]
        } else if let values = schema["enum"]?.arrayValue, !values.isEmpty {
          // `null` beside the strings (a nullable tag) pins nothing about the strings.
          let strings = values.compactMap(\.stringValue)
          if strings.count == values.filter({ $0 != .null }).count, !strings.isEmpty { pinned[member.key] = strings }
        }
      }
    }
    return pinned
  }

  /// Why every value one alternative accepts decodes as an earlier one.
  private enum Shadowing {
    case sameValues
    case takesEvery(String)
    case keepsAsMuch

    func text(first: String) -> String {
      switch self {
      case .sameValues: "they accept the same values"
      case .takesEvery(let type): "\(first) takes every \(type)"
      case .keepsAsMuch: "\(first) reads every object the other reads and keeps as many of its keys"
      }
    }
  }

  /// Why every value `later` accepts decodes as `earlier`, when it does, as `UnionDecoding`
  /// decides (the first alternative that keeps every key of the payload, else the one that
  /// keeps the most, ties to the first): the same schema (annotations aside); a bare
  /// `{"type": T}` before another `T` (a scalar is taken by the first that decodes it); an
  /// object schema that requires no key `later` does not, and declares every property
  /// `later` declares, alike (it decodes all `later` does and keeps at least as much).
  private func shadowing(_ earlier: SchemaPlace, _ later: SchemaPlace) -> Shadowing? {
    guard let first = (try? followReferences(earlier))?.value.objectValue,
      let second = (try? followReferences(later))?.value.objectValue
    else { return nil }
    let own = Translator.withoutAnnotations(first)
    let theirs = Translator.withoutAnnotations(second)
    if own == theirs { return .sameValues }
    if own.count == 1, let type = own["type"]?.stringValue, type != "object", type != "array" {
      return theirs["type"]?.stringValue == type ? .takesEvery(type) : nil
    }
    // Objects whose keys are their declared properties alone: one that keeps any key (a map
    // beside its properties) is scored otherwise.
    let plain = { (object: JSONObject) in
      Translator.isObjectSchema(object) && object["properties"] != nil
        && ["allOf", "anyOf", "oneOf", "patternProperties"].allSatisfy { object[$0] == nil }
        && (object["additionalProperties"] == nil || object["additionalProperties"]?.boolValue == false)
    }
    guard plain(own), plain(theirs) else { return nil }
    let required = { (object: JSONObject) in Set((object["required"]?.arrayValue ?? []).compactMap(\.stringValue)) }
    guard required(own).isSubset(of: required(theirs)),
      let ownProperties = own["properties"]?.objectValue, let theirProperties = theirs["properties"]?.objectValue
    else { return nil }
    let agrees = theirProperties.allSatisfy { member in ownProperties[member.key] == member.value }
    return agrees ? .keepsAsMuch : nil
  }

  /// The schema `object` without its annotation keywords (`title`, `description`, …), nor its
  /// subschemas': two schemas that differ only in what they say about values are one.
  private static func withoutAnnotations(_ object: JSONObject) -> JSONObject {
    JSONObject(
      object.filter { !SchemaAnnotations.keywords.contains($0.key) }.map { member -> (String, JSONValue) in
        switch (member.key, member.value) {
        // Values, not schemas.
        case ("enum", _), ("const", _): return (member.key, member.value)
        // Maps of names to schemas.
        case ("properties", .object(let map)), ("patternProperties", .object(let map)),
          ("dependentSchemas", .object(let map)):
          return (member.key, .object(JSONObject(map.map { ($0.key, withoutAnnotations(in: $0.value)) })))
        default: return (member.key, withoutAnnotations(in: member.value))
        }
      })
  }

  /// A schema, or a list of schemas, without annotations.
  private static func withoutAnnotations(in value: JSONValue) -> JSONValue {
    switch value {
    case .object(let object): .object(withoutAnnotations(object))
    case .array(let items): .array(items.map(withoutAnnotations(in:)))
    default: value
    }
  }

  /// Whether `target` is reached from `start` through `$ref`s, `anyOf`/`oneOf` members and
  /// one-member `allOf`s alone: the types whose decoders decode the same value, at the same
  /// place (a struct merged from several `allOf` members reads its keys itself).
  private func reachesWithoutReading(_ target: SchemaPlace, from start: SchemaPlace) -> Bool {
    var pending = [start]
    var seen: Set<SchemaPlace> = []
    while let place = pending.popLast() {
      guard seen.insert(place).inserted else { continue }
      if place == target { return true }
      if place.value["$ref"] != nil, let next = try? navigator.reference(of: place) { pending.append(next) }
      for keyword in ["anyOf", "oneOf", "allOf"] {
        let members = place.value[keyword]?.arrayValue ?? []
        if keyword == "allOf", members.count > 1 { continue }
        for index in members.indices {
          if let member = navigator.child(of: place, [keyword, String(index)]) { pending.append(member) }
        }
      }
    }
    return false
  }

  /// A case name from the alternative's type: `ShapeCircle` in `Shape` → `circle`, `Pet` → `pet`,
  /// `String` → `string`, `[Tag]` → `tagArray`.
  func caseName(for type: TypeUsage, in union: String) -> String {
    switch type {
    case .named(let name):
      let trimmed = name.hasPrefix(union) && name.count > union.count ? String(name.dropFirst(union.count)) : name
      return names.property(trimmed)
    case .builtin(let name): return names.property(name)
    case .support(let type): return names.property(type.rawValue)
    case .array(let element): return caseName(for: element, in: union) + "Array"
    case .dictionary(let value): return caseName(for: value, in: union) + "Map"
    case .optional(let wrapped), .indirect(let wrapped): return caseName(for: wrapped, in: union)
    }
  }
}
