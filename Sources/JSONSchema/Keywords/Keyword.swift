import JSONCore

/// A compiled keyword: one small validator, built once from its schema value.
///
/// Each keyword type lives in its own file, with its `compile` (which rejects values it
/// cannot use), its fast check and its full evaluation. Keywords are final subclasses of
/// ``KeywordBase`` (see there why) so that a schema's keyword list is a list of references,
/// and calling one is one virtual call.
protocol Keyword: KeywordBase, Sendable {
  /// The instance types the keyword looks at; it is not even called for the others.
  var appliesTo: InstanceKinds { get }
  /// Run order within a schema: cheap checks first, so failures are found early
  /// (see ``KeywordPriority``).
  var priority: KeywordPriority { get }
  // `isValid` (the fast path) and `evaluate` (errors and annotations) are the overridden
  // methods of ``KeywordBase``.
}

/// The class every ``Keyword`` derives from, for the fast path's sake.
///
/// Calling a method through a protocol existential makes Swift retain the object for the
/// call; calling through a class reference held `Unmanaged` and borrowed with
/// `_withUnsafeGuaranteedRef` does not. The fast path calls keywords for every value it
/// checks, so the schema's keyword lists hold this base class (see ``KeywordLists``).
class KeywordBase: @unchecked Sendable {
  /// Whether the instance `instance` points at passes, without recording anything.
  ///
  /// Must stop at the first failure. (A pointer, so that validating copies nothing: see
  /// ``InstanceAccess``.) Every keyword overrides it.
  func isValid(_ instance: InstancePointer, _ scope: inout DynamicScope) -> Bool {
    preconditionFailure("\(type(of: self)) does not implement isValid")
  }

  /// Called once every schema of the program is compiled, for keywords that prepare
  /// something from their subschemas (which were placeholders while they were compiled).
  func programDidCompile() {}

  /// Whether `instance` passes, recording errors and annotations into `context`.
  ///
  /// Every keyword overrides it.
  func evaluate(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool {
    preconditionFailure("\(type(of: self)) does not implement evaluate")
  }
}

/// `unevaluatedProperties` and `unevaluatedItems`: they run after every other keyword of
/// their schema, on the annotations those keywords produced.
protocol UnevaluatedKeyword: Sendable {
  var appliesTo: InstanceKinds { get }
  func evaluateUnevaluated(_ instance: JSONValue, _ path: JSONPath, _ context: inout EvaluationState) -> Bool
}

/// The order keywords run in: assertions on the value itself first (cheap, and most failures), then
/// applicators that walk into members and items, then references.
///
/// Modelled on jsonschema-rs's `keyword_priority`.
enum KeywordPriority: Int, Comparable, Sendable {
  case constant = 0  // const, enum
  case bound  // minimum, maxLength, minItems, maxProperties, multipleOf …
  case presence  // required, dependentRequired
  case text  // pattern, format
  case uniqueness  // uniqueItems
  case children  // properties, items, contains, propertyNames …
  case inPlace  // allOf, anyOf, oneOf, not, if, dependentSchemas
  case reference  // $ref, $dynamicRef, $recursiveRef

  static func < (lhs: KeywordPriority, rhs: KeywordPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
