import Foundation
public import JSONCore

/// A schema compiled into a validator program, ready to check any number of instances.
///
/// Compile once, validate many times, from any thread:
///
/// ```swift
/// let registry = SchemaRegistry(root: "Contracts")
/// let schema = try CompiledSchema.compile(
///   schemaAt: "Contracts/chapter/openapi.json", pointer: try JSONPointer(parsing: "/definitions/courses"),
///   registry: registry)
/// if !schema.isValid(response) {
///   for error in schema.validate(response) { print(error) }
/// }
/// ```
///
/// Compiling resolves every reference, checks the schema against its meta-schema and turns
/// each keyword into a small validator; validating does no URI work and no lookups of
/// schemas.
public struct CompiledSchema: Sendable {
  let program: Program
  /// The schema's node in ``program`` (which may hold other schemas' too: ``compile(schemasAt:registry:options:)``).
  let root: SchemaNode
  /// The dialect the root schema is read in.
  public let dialect: Dialect
  /// What the schema says at each place, read through the compile's resolver (see ``facts``).
  let schemaFacts: SchemaFacts

  init(program: Program, root: SchemaNode? = nil, dialect: Dialect, facts: SchemaFacts) {
    self.program = program
    self.root = root ?? program.root
    self.dialect = dialect
    self.schemaFacts = facts
  }

  // MARK: - Compiling

  /// Compiles the schema in the file at `path`, or the schema at `pointer` inside it (an OpenAPI or
  /// Swagger document: `/components/schemas/Course`, `/definitions/courses`).
  ///
  /// `path` may also carry the pointer as a fragment: `openapi.json#/definitions/courses`.
  ///
  /// Relative references read files next to it, within the registry's root (by default the
  /// file's own directory).
  public static func compile(
    schemaAt path: String, pointer: JSONPointer? = nil, registry: SchemaRegistry = SchemaRegistry(),
    options: ValidatorOptions = ValidatorOptions()
  ) throws(SchemaError) -> CompiledSchema {
    let (resolver, site) = try locate(schemaAt: path, pointer: pointer, registry: registry, options: options)
    return try compile(site, resolver: resolver)
  }

  /// The schema site `path` (with `pointer`, or a `#` fragment) names, and the resolver for it.
  static func locate(
    schemaAt path: String, pointer: JSONPointer?, registry: SchemaRegistry, options: ValidatorOptions
  ) throws(SchemaError) -> (Resolver, SchemaSite) {
    let resolver = resolver(forSchemaAt: path, pointer: pointer, registry: registry, options: options)
    return (resolver, try locate(schemaAt: path, pointer: pointer, resolver: resolver))
  }

  /// The resolver for the schema file at `path`: relative references read files next to it.
  private static func resolver(
    forSchemaAt path: String, pointer: JSONPointer?, registry: SchemaRegistry, options: ValidatorOptions
  ) -> Resolver {
    let filePath = pointer == nil ? String(path.prefix { $0 != "#" }) : path
    let directory = FilePath.parent(of: SchemaRegistry.standardize(filePath))
    return Resolver(registry: registry, options: options, fileRoot: directory)
  }

  /// The schema site at `pointer` in the file at `path`, through `resolver`.
  private static func locate(schemaAt path: String, pointer: JSONPointer?, resolver: Resolver) throws(SchemaError)
    -> SchemaSite
  {
    var filePath = path
    var target = pointer ?? .root
    if pointer == nil, let hash = path.firstIndex(of: "#") {
      filePath = String(path[..<hash])
      let fragment = String(path[path.index(after: hash)...])
      do {
        target = try JSONPointer(fragment: fragment)
      } catch {
        throw SchemaError(
          kind: .unresolvedReference, message: "'#\(fragment)' is not a JSON Pointer", document: filePath)
      }
    }
    let document = try resolver.registry.loadFile(atPath: filePath)
    guard let site = try resolver.site(in: document, at: target) else {
      throw document.error(.unresolvedReference, "no schema at \(target)", at: .root)
    }
    return site
  }

  /// Compiles several schemas of files in one folder (the `(path, pointer)`s as
  /// ``compile(schemaAt:pointer:registry:options:)`` takes them) as one program: a schema that
  /// several of them reach, through `$ref`s into a shared document, is compiled once.
  ///
  /// A large API's document holds a thousand schemas, most reachable from any of them: its
  /// contracts compiled one by one compiled it once each. Throws the first error of any of
  /// them (a caller that must tell them apart compiles the schemas one by one).
  public static func compile(
    schemasAt sites: [(path: String, pointer: JSONPointer?)], registry: SchemaRegistry = SchemaRegistry(),
    options: ValidatorOptions = ValidatorOptions()
  ) throws(SchemaError) -> [CompiledSchema] {
    guard let first = sites.first else { return [] }
    let (resolver, firstSite) = try locate(
      schemaAt: first.path, pointer: first.pointer, registry: registry, options: options)
    var located = [firstSite]
    for (path, pointer) in sites.dropFirst() {
      located.append(try locate(schemaAt: path, pointer: pointer, resolver: resolver))
    }
    for site in located { try refuseAPIRoot(site) }
    let compiler = Compiler(resolver: resolver, options: options)
    let (program, roots) = try compiler.compileProgram(roots: located)
    return zip(located, roots).map { site, root in
      CompiledSchema(
        program: program, root: root, dialect: site.dialect.dialect, facts: SchemaFacts(resolver: resolver, root: site))
    }
  }

  /// Every error compiling the schemas at `sites` together meets, each once, in the order met,
  /// with the indices of the sites it spoils (those that hold or reach the broken place);
  /// empty when they compile. Where ``compile(schemasAt:registry:options:)`` throws the first,
  /// this goes on past each schema that fails, so one pass lists every broken place of a large
  /// document and the schemas each one spoils (compiling the schemas one by one to learn the
  /// same compiled most of the document again for each).
  public static func errors(
    schemasAt sites: [(path: String, pointer: JSONPointer?)], registry: SchemaRegistry = SchemaRegistry(),
    options: ValidatorOptions = ValidatorOptions()
  ) -> [(error: SchemaError, sites: [Int])] {
    guard let first = sites.first else { return [] }
    let resolver = resolver(forSchemaAt: first.path, pointer: first.pointer, registry: registry, options: options)
    var errors: [(error: SchemaError, sites: [Int])] = []
    var located: [SchemaSite] = []
    var indices: [Int] = []
    for (index, (path, pointer)) in sites.enumerated() {
      do {
        let site = try locate(schemaAt: path, pointer: pointer, resolver: resolver)
        try refuseAPIRoot(site)
        located.append(site)
        indices.append(index)
      } catch {
        errors.append((error, [index]))
      }
    }
    for (error, spoiled) in Compiler(resolver: resolver, options: options).errors(roots: located) {
      errors.append((error, spoiled.map { indices[$0] }))
    }
    return errors
  }

  /// The site of `schema` registered under `baseURI`, and the resolver for it.
  static func locate(
    _ schema: JSONValue, baseURI: String, registry: SchemaRegistry, options: ValidatorOptions
  ) throws(SchemaError) -> (Resolver, SchemaSite) {
    let document = SchemaDocument(uri: URIReference(baseURI), root: schema, source: nil, filePath: nil)
    let resolver = Resolver(registry: registry, options: options, fileRoot: registry.root)
    guard let site = try resolver.site(in: document, at: .root) else {
      throw document.error(.unresolvedReference, "no schema at the root", at: .root)
    }
    return (resolver, site)
  }

  /// Compiles `schema`, identified by `baseURI` (which relative references resolve against,
  /// unless the schema has its own `$id`).
  public static func compile(
    _ schema: JSONValue, baseURI: String = "urn:contract:schema",
    registry: SchemaRegistry = SchemaRegistry(), options: ValidatorOptions = ValidatorOptions()
  ) throws(SchemaError) -> CompiledSchema {
    let (resolver, site) = try locate(schema, baseURI: baseURI, registry: registry, options: options)
    return try compile(site, resolver: resolver)
  }

  /// Compiles the schema an absolute URI names (with or without a fragment), found through
  /// the registry: a registered document, a mapped prefix, a `file:` URI, a meta-schema.
  public static func compile(
    reference uri: String, registry: SchemaRegistry = SchemaRegistry(),
    options: ValidatorOptions = ValidatorOptions()
  ) throws(SchemaError) -> CompiledSchema {
    let resolver = Resolver(registry: registry, options: options, fileRoot: registry.root)
    guard let site = try resolver.locate(URIReference(uri), referrer: nil, tokens: []) else {
      throw SchemaError(kind: .unresolvedReference, message: "cannot resolve '\(uri)'")
    }
    return try compile(site, resolver: resolver)
  }

  private static func compile(_ site: SchemaSite, resolver: Resolver) throws(SchemaError) -> CompiledSchema {
    try refuseAPIRoot(site)
    let compiler = Compiler(resolver: resolver, options: resolver.options)
    let program = try compiler.compileProgram(root: site)
    return CompiledSchema(
      program: program, dialect: site.dialect.dialect, facts: SchemaFacts(resolver: resolver, root: site))
  }

  /// An OpenAPI or Swagger document's root is not a schema: one of its schemas must be named.
  private static func refuseAPIRoot(_ site: SchemaSite) throws(SchemaError) {
    if site.document.apiDialect != nil, site.pointer.isRoot {
      throw site.document.error(
        .invalidSchema,
        "an API description is not a schema; name one of its schemas with a pointer (#/components/schemas/…, #/definitions/…)",
        at: .root)
    }
  }

  // MARK: - Validating

  /// Whether `instance` is valid.
  ///
  /// Stops at the first failure and records nothing: the fast path for fuzzing oracles and filters.
  public func isValid(_ instance: JSONValue) -> Bool {
    var scope = DynamicScope(enabled: program.usesDynamicScope)
    let valid = root.isValid(value: instance, &scope)
    guard scope.tooDeep else { return valid }
    return BigStack.run { [self] in deepIsValid(instance) } ?? false
  }

  /// Every error in `instance`, in evaluation order; empty when it is valid.
  public func validate(_ instance: JSONValue) -> [ValidationError] {
    // Valid instances are the common case: answer them on the fast path.
    if isValid(instance) { return [] }
    var evaluation = EvaluationState(scope: DynamicScope(enabled: program.usesDynamicScope), collectErrors: true)
    _ = root.evaluate(instance, .root, &evaluation)
    if evaluation.scope.tooDeep {
      return BigStack.run { [self] in deepValidate(instance) } ?? [tooDeepError]
    }
    return evaluation.errors.isEmpty ? [disagreement] : Self.distinct(evaluation.errors)
  }

  /// `errors` without repeats: the same keyword of the same schema failing on the same value,
  /// reached twice (a derived schema applied directly and again by its base's discriminator,
  /// which says so in the message; `allOf` naming one schema twice), is one error, the first.
  private static func distinct(_ errors: [ValidationError]) -> [ValidationError] {
    guard errors.count > 1 else { return errors }
    var seen: Set<[String]> = []
    return errors.filter {
      seen.insert([
        $0.instanceLocation.description, $0.absoluteKeywordLocation, DerivedSchemaKeyword.withoutReason($0.message),
      ]).inserted
    }
  }

  private func deepIsValid(_ instance: JSONValue) -> Bool {
    var scope = DynamicScope(enabled: program.usesDynamicScope, depthLimit: BigStack.levels)
    return root.isValid(value: instance, &scope) && !scope.tooDeep
  }

  private func deepValidate(_ instance: JSONValue) -> [ValidationError] {
    let scope = DynamicScope(enabled: program.usesDynamicScope, depthLimit: BigStack.levels)
    var evaluation = EvaluationState(scope: scope, collectErrors: true)
    _ = root.evaluate(instance, .root, &evaluation)
    if evaluation.scope.tooDeep { return Self.distinct(evaluation.errors) + [tooDeepError] }
    return evaluation.errors.isEmpty ? [disagreement] : Self.distinct(evaluation.errors)
  }

  private var tooDeepError: ValidationError {
    ValidationError(
      instanceLocation: .root, keywordLocation: .root, absoluteKeywordLocation: root.absoluteLocation,
      keyword: "", message: "the value is nested more than \(BigStack.levels) levels deep")
  }

  /// Both paths implement the same rules; should they ever disagree, still say "invalid".
  private var disagreement: ValidationError {
    ValidationError(
      instanceLocation: .root, keywordLocation: .root, absoluteKeywordLocation: root.absoluteLocation,
      keyword: "", message: "the value does not match the schema")
  }
}
