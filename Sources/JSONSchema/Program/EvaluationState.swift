import JSONCore

/// The state of a full evaluation: errors, the evaluation path, annotations and the dynamic scope.
///
/// The fast path (`isValid`) carries only the dynamic scope.
///
/// Paths cost nothing until an error is made: the instance path is a linked ``JSONPath`` built
/// as keywords descend, and the evaluation path (`keywordPath`) is a stack of tokens pushed
/// and popped around each subschema; both become JSON Pointers only in ``report``.
struct EvaluationState {
  var scope: DynamicScope
  /// Whether errors are wanted; when not, evaluation stops at the first failure unless
  /// annotations are being tracked.
  let collectErrors: Bool
  var errors: [ValidationError] = []
  /// The evaluation path so far: keyword and index tokens through every `$ref` taken.
  var keywordPath: [String] = []
  /// The annotations of the current instance, when a schema with `unevaluated*` needs them.
  var annotations: Annotations?

  init(scope: DynamicScope, collectErrors: Bool) {
    self.scope = scope
    self.collectErrors = collectErrors
  }

  /// Whether the rest of a schema may be skipped after a failure: nobody wants the errors or
  /// the annotations of a schema that already failed.
  @inline(__always)
  var canStopEarly: Bool { !collectErrors }

  /// Whether a subschema can run on the fast path (nothing to record).
  @inline(__always)
  var isQuiet: Bool { !collectErrors && annotations == nil }

  /// Records an error of the keyword at `location`, `extra` tokens below it.
  mutating func report(
    _ location: KeywordLocation, _ extra: [String] = [], at path: JSONPath,
    _ message: @autoclosure () -> String
  ) {
    guard collectErrors else { return }
    var tokens = keywordPath
    tokens.append(contentsOf: location.relative)
    tokens.append(contentsOf: extra)
    var absolute = location.absolute
    for token in extra { absolute += "/" + JSONPointer.escape(token) }
    errors.append(
      ValidationError(
        instanceLocation: path.pointer, keywordLocation: JSONPointer(tokens.map { .key($0) }),
        absoluteKeywordLocation: absolute, keyword: location.keyword, message: message()))
  }

  /// Evaluates `node` on a value inside the current instance (a member, an item), pushing
  /// `token` (and `second`) on the evaluation path: the current annotations do not apply to
  /// it.
  mutating func descend(
    _ node: SchemaNode, _ instance: JSONValue, _ path: JSONPath, _ token: String, _ second: String? = nil
  ) -> Bool {
    guard scope.enterChild() else { return false }
    defer { scope.leaveChild() }
    if isQuiet { return node.isValid(value: instance, &scope) }
    let saved = annotations
    annotations = nil
    keywordPath.append(token)
    if let second { keywordPath.append(second) }
    let valid = node.evaluate(instance, path, &self)
    keywordPath.removeLast(second == nil ? 1 : 2)
    annotations = saved
    return valid
  }

  /// Evaluates `node` on the current instance (`allOf`, `$ref`, `then`, …), pushing `tokens`
  /// on the evaluation path: its annotations are the current instance's.
  mutating func apply(
    _ node: SchemaNode, _ instance: JSONValue, _ path: JSONPath, _ tokens: [String]
  ) -> Bool {
    if isQuiet { return node.isValid(value: instance, &scope) }
    keywordPath.append(contentsOf: tokens)
    let valid = node.evaluate(instance, path, &self)
    keywordPath.removeLast(tokens.count)
    return valid
  }

  /// Runs `body` as a branch whose errors and annotations are kept only if `keep` says so given its
  /// validity (`anyOf`, `oneOf`, `not`, `if`).
  ///
  /// Returns the branch's validity.
  mutating func branch(
    keepErrors: (Bool) -> Bool, keepAnnotations: (Bool) -> Bool,
    _ body: (inout EvaluationState) -> Bool
  ) -> Bool {
    let errorMark = errors.count
    let saved = annotations
    if saved != nil { annotations = Annotations() }
    let valid = body(&self)
    if !keepErrors(valid), errors.count > errorMark { errors.removeSubrange(errorMark...) }
    if var outer = saved {
      if keepAnnotations(valid), let inner = annotations { outer.merge(inner) }
      annotations = outer
    }
    return valid
  }
}

/// Where a keyword is: its name and the schema it belongs to.
///
/// Every compiled keyword holds one, and a large schema has hundreds of thousands of
/// keywords, so nothing is built ahead: the evaluation path's tokens and the absolute location
/// (`uri#/pointer/keyword`) are made from the schema's own location only when an error is
/// reported.
struct KeywordLocation: Sendable {
  /// The schema the keyword belongs to.
  ///
  /// Not retained: a node owns its keywords, and the
  /// program owns every node (``Program/nodes``) for as long as any keyword can run, so a
  /// strong reference would only make a cycle.
  unowned(unsafe) let schema: SchemaNode
  private let name: KeywordName
  /// The location is the schema's own (a `false` schema), not a keyword's inside it.
  private let isWholeSchema: Bool

  init(keyword: String, in schema: SchemaNode) {
    self.schema = schema
    self.name = KeywordName(keyword)
    self.isWholeSchema = false
  }

  private init(wholeSchema schema: SchemaNode, keyword: String) {
    self.schema = schema
    self.name = KeywordName(keyword)
    self.isWholeSchema = true
  }

  /// The location of `schema` itself, reported as `keyword` (`false`).
  static func wholeSchema(_ schema: SchemaNode, keyword: String) -> KeywordLocation {
    KeywordLocation(wholeSchema: schema, keyword: keyword)
  }

  /// The keyword's name.
  var keyword: String { name.text }

  /// Its tokens below its schema, for the evaluation path.
  var relative: [String] { isWholeSchema ? [] : [keyword] }

  /// Its absolute location (`uri#/pointer/keyword`).
  var absolute: String {
    isWholeSchema ? schema.absoluteLocation : schema.absoluteLocation + "/" + JSONPointer.escape(keyword)
  }
}
