import Foundation
public import JSONCore

/// Questions about what a schema says, answered from the schema itself: which keys an object
/// requires, what may be `null`, the enum values, types and formats, whether extra keys are
/// allowed, the declared property order.
///
/// The validator answers "is this instance valid?"; a fuzzer choosing mutations, a code
/// generator writing models and a schema diff comparing versions need to know what the
/// schema says at each place instead. These answers follow the same rules as the validator:
/// references resolve through the same ``SchemaRegistry`` (`$id`, anchors, sibling files,
/// mapped prefixes), every draft from 4 to 2020-12 is read as written (`definitions` and
/// `$defs`, `items` as a list or `prefixItems`, `$ref` overriding its siblings up to draft 7),
/// OpenAPI 3.0 `nullable: true` admits `null`, and in PostgREST's Swagger 2.0 a property its
/// parent does not require admits `null`.
///
/// Two kinds of question:
/// - **at a schema location**, without an instance: ``shape(at:)`` reads one schema's own
///   keywords (its properties with their subschema locations, items, definitions, `$ref`
///   target). Walk from ``root``.
/// - **at an instance location**: ``facts(at:in:)`` merges every subschema that applies to
///   the place (see ``InstanceFacts``); ``facts(throughout:)`` answers for every place of an
///   instance in one pass.
///
/// ```swift
/// let schema = try CompiledSchema.compile(schemaAt: "Contracts/pets/pet.schema.json")
/// let place = schema.facts.facts(at: try JSONPointer(parsing: "/tag"))
/// place.isNullable         // true: "tag": {"type": ["string", "null"]}
/// schema.facts.facts(at: .root).requiredKeys   // ["id", "name"]
/// ```
///
/// Safe to use from several threads; answers are cached per schema location, shared by the
/// facts of the schemas compiled together (the resolver's `FactsCache`).
public final class SchemaFacts: @unchecked Sendable {
  /// The schema the questions are about.
  public let root: SchemaLocation

  /// The resolver's: the facts of several schemas compiled together share their resolver
  /// (``CompiledSchema/compile(schemasAt:registry:options:)``).
  var lock: NSLock { resolver.lock }
  // Guarded by `lock`: the resolver indexes documents as references reach them.
  let resolver: Resolver
  /// The resolver's, guarded by `lock`: what a schema says is the same whichever contract
  /// asks (the contracts of an API document meet its schemas a hundred times over).
  var cache: FactsCache { resolver.factsCache }

  init(resolver: Resolver, root: SchemaSite) {
    self.resolver = resolver
    self.root = SchemaLocation(root)
  }

  /// The facts of the schema in the file at `path`, or at `pointer` inside it.
  ///
  /// The same arguments as ``CompiledSchema/compile(schemaAt:pointer:registry:options:)``,
  /// without compiling a validator. `pointer` may be the root of an OpenAPI or Swagger document
  /// (whose ``SchemaShape/definitions`` are its schemas).
  public convenience init(
    schemaAt path: String, pointer: JSONPointer? = nil, registry: SchemaRegistry = SchemaRegistry(),
    options: ValidatorOptions = ValidatorOptions()
  ) throws(SchemaError) {
    let (resolver, site) = try CompiledSchema.locate(
      schemaAt: path, pointer: pointer, registry: registry, options: options)
    self.init(resolver: resolver, root: site)
  }

  /// The facts of `schema`, identified by `baseURI`.
  public convenience init(
    _ schema: JSONValue, baseURI: String = "urn:contract:schema", registry: SchemaRegistry = SchemaRegistry(),
    options: ValidatorOptions = ValidatorOptions()
  ) throws(SchemaError) {
    let (resolver, site) = try CompiledSchema.locate(schema, baseURI: baseURI, registry: registry, options: options)
    self.init(resolver: resolver, root: site)
  }

  // MARK: - Schema locations

  /// What the schema at `location` says by itself.
  public func shape(at location: SchemaLocation) -> SchemaShape {
    lock.withLock { readShape(location.site) }
  }

  /// The schema at `pointer` in the document of `location` (`/definitions/cities` beside a
  /// course), or `nil` when the pointer leads nowhere.
  public func location(_ pointer: JSONPointer, besides location: SchemaLocation) -> SchemaLocation? {
    lock.withLock {
      (try? resolver.site(in: location.site.document, at: pointer)).flatMap { $0 }.map(SchemaLocation.init)
    }
  }

  /// What an API document's `discriminator` names on the base schema at `location`, which
  /// other named schemas extend with `allOf` (the specification's `Pet`; Swagger 2.0's only
  /// form), as the validator applies them. `nil` where the schema is no such base.
  public func derivedSchemas(at location: SchemaLocation) -> DerivedSchemaCases? {
    guard let derived = lock.withLock({ resolver.derivedSchemas(of: location.site) }) else { return nil }
    return DerivedSchemaCases(
      propertyName: derived.propertyName, cases: derived.named.map { ($0.value, SchemaLocation($0.site)) },
      shadowed: derived.shadowed.map { ($0.value, SchemaLocation($0.site), SchemaLocation($0.by)) })
  }

  /// The types the schema at `location` accepts, through its `$ref`, `allOf`, `anyOf`,
  /// `oneOf`, `enum`, `const` and OpenAPI 3.0 `nullable`.
  public func admittedTypes(at location: SchemaLocation) -> Set<SchemaType> {
    lock.withLock { admittedTypes(location.site, depth: 0) }
  }

  /// Whether no value is valid at `location`: a `false` schema, or keywords that contradict
  /// (`"type": "string", "enum": [1]`).
  public func admitsNothing(at location: SchemaLocation) -> Bool {
    admittedTypes(at: location).isEmpty
  }

  // MARK: - Instance locations

  /// The facts at `instanceLocation`: `/0/course_url`, `/modules/year_1/0/status`.
  ///
  /// - Parameters:
  ///   - instanceLocation: the place in an instance, from the instance's root.
  ///   - instance: the instance the location is in, when there is one: it decides
  ///     which `anyOf`/`oneOf` branches apply on the way. Without it every branch counts, and
  ///     an index token and a numeric key are both followed.
  public func facts(at instanceLocation: JSONPointer, in instance: JSONValue? = nil) -> InstanceFacts {
    lock.withLock {
      let (candidates, value) = candidates(at: instanceLocation, in: instance)
      return merge(candidates, at: instanceLocation, value: value)
    }
  }

  /// The keys an object at `instanceLocation` of `instance` must have: ``facts(at:in:)``'s
  /// ``InstanceFacts/requiredKeys``, without the rest of the facts (asked once per recorded
  /// object whose required keys depend on the branch it takes).
  public func requiredKeys(at instanceLocation: JSONPointer, in instance: JSONValue) -> Set<String> {
    lock.withLock {
      let (candidates, value) = candidates(at: instanceLocation, in: instance)
      return candidates.reduce(into: Set<String>()) { $0.formUnion(certainRequired($1.site, for: value)) }
    }
  }

  /// The schemas the parent puts at `instanceLocation`, found from the root through the
  /// branches `instance` takes on the way, and the value there. Under the lock.
  private func candidates(at instanceLocation: JSONPointer, in instance: JSONValue?) -> ([Candidate], JSONValue?) {
    var candidates = [Candidate(site: root.site, nullableByRule: false)]
    var value = instance
    for token in instanceLocation.tokens {
      let applicable = expand(candidates.map(\.site), for: value)
      candidates = children(of: applicable, token: token, parent: value)
      value = value.flatMap { JSONPointer([token]).resolve(in: $0) }
      if candidates.isEmpty { break }
    }
    return (candidates, value)
  }

  /// The facts at `token` below a place whose facts are `parent`, without an instance: the
  /// same as ``facts(at:in:)`` for `parent`'s location and `token`, from the schemas found
  /// there rather than from the root (a walk of a schema's places asks this once per place).
  public func facts(at token: JSONPointer.Token, below parent: InstanceFacts) -> InstanceFacts {
    lock.withLock {
      let candidates = children(of: parent.schemas.map(\.site), token: token, parent: nil)
      return merge(candidates, at: parent.instanceLocation.appending(token: token), value: nil)
    }
  }

  /// The facts at `token` below a place whose facts are `parent`, as `branches` (alternatives
  /// of the place, ``unionAlternatives(at:)``) describe it: a member only the extensions a
  /// base's discriminator names declare (a cat's `huntingSkill`), which the place's own
  /// schemas do not lead to.
  public func facts(at token: JSONPointer.Token, below parent: InstanceFacts, in branches: [UnionAlternative])
    -> InstanceFacts
  {
    lock.withLock {
      let candidates = children(of: branches.flatMap { $0.parts.map(\.site) }, token: token, parent: nil)
      return merge(candidates, at: parent.instanceLocation.appending(token: token), value: nil)
    }
  }

  /// The facts at every place of `instance`, in document order (a parent before its
  /// members), each place's pointer built with index tokens for array positions.
  ///
  /// One pass: each place's applicable schemas are found once and handed to its children.
  public func facts(throughout instance: JSONValue) -> [InstanceFacts] {
    lock.withLock {
      var result: [InstanceFacts] = []
      var stack: [(value: JSONValue, pointer: JSONPointer, candidates: [Candidate])] = [
        (instance, .root, [Candidate(site: root.site, nullableByRule: false)])
      ]
      while let (value, pointer, candidates) = stack.popLast() {
        let facts = merge(candidates, at: pointer, value: value)
        result.append(facts)
        let applicable = facts.schemas.map(\.site)
        var pending: [(JSONValue, JSONPointer, [Candidate])] = []
        switch value {
        case .object(let object):
          for member in object.members {
            pending.append(
              (
                member.value, pointer.appending(key: member.key),
                children(of: applicable, token: .key(member.key), parent: value)
              ))
          }
        case .array(let elements):
          for (index, element) in elements.enumerated() {
            pending.append(
              (element, pointer.appending(index: index), children(of: applicable, token: .index(index), parent: value)))
          }
        default:
          break
        }
        stack.append(contentsOf: pending.reversed())
      }
      return result
    }
  }
}

extension CompiledSchema {
  /// The facts of this schema (see ``SchemaFacts``), read through the references the compile
  /// resolved.
  public var facts: SchemaFacts { schemaFacts }
}
