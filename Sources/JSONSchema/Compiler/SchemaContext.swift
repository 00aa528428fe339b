import JSONCore
import JSONSchemaRegex

/// What a keyword's `compile` sees: its schema object (for sibling keywords), where the
/// schema is, and the compiler, to get the nodes of subschemas and references.
struct SchemaContext {
  let compiler: Compiler
  let site: SchemaSite
  let object: JSONObject
  /// The node being compiled, as the source of in-place edges.
  let node: SchemaNode

  var draft: Draft { site.draft }
  var dialect: Dialect { site.dialect.dialect }
  var options: ValidatorOptions { compiler.options }

  /// The keyword's location, for errors.
  func location(_ keyword: String) -> KeywordLocation { KeywordLocation(keyword: keyword, in: node) }

  /// The node of the subschema at `tokens` below this schema (`["properties", "name"]`).
  ///
  /// `inPlace` marks applicators that apply it to the same instance (for the cycle check).
  func subschema(_ tokens: [String], inPlace: Bool = false) throws(SchemaError) -> NodeRef {
    var pointer = site.pointer
    for token in tokens { pointer = pointer.appending(key: token) }
    guard let child = try compiler.resolver.site(in: site.document, at: pointer) else {
      throw invalid("no schema here", at: tokens)
    }
    switch child.value {
    case .object, .bool: break
    default: throw invalid("expected a schema (an object or a boolean), got \(child.value.typeName)", at: tokens)
    }
    let target = try compiler.node(for: child)
    compiler.addReferrer(node, to: target)
    if inPlace { compiler.inPlaceEdges[ObjectIdentifier(node), default: []].append((target, tokens)) }
    return NodeRef(target)
  }

  /// The node a reference names; references always apply in place.
  func reference(_ reference: String, keyword: String) throws(SchemaError) -> (site: SchemaSite, node: NodeRef) {
    let target = try compiler.resolver.resolve(reference, from: site, at: [keyword])
    switch target.value {
    case .object, .bool: break
    default:
      throw invalid("'\(reference)' names a \(target.value.typeName), not a schema", at: [keyword])
    }
    let node = try compiler.node(for: target)
    compiler.addReferrer(self.node, to: node)
    compiler.inPlaceEdges[ObjectIdentifier(self.node), default: []].append((node, [keyword]))
    return (target, NodeRef(node))
  }

  /// The name table for `names`, shared across the compile.
  func propertyTable(_ names: [String]) -> PropertyTable { compiler.propertyTable(names) }

  /// An invalid-schema error at `tokens` below this schema.
  func invalid(_ message: String, at tokens: [String]) -> SchemaError {
    site.error(.invalidSchema, message, at: tokens)
  }

  /// The value of `keyword` as a non-negative integer (`maxLength`, `minItems`, …).
  func nonNegativeInteger(_ value: JSONValue, _ keyword: String) throws(SchemaError) -> Int {
    guard case .number(let number) = value, number.isIntegral, number.double >= 0 else {
      throw invalid("'\(keyword)' must be a non-negative integer", at: [keyword])
    }
    // Limits beyond Int are unreachable by any real instance.
    return number.int64.map { Int(clamping: $0) } ?? Int.max
  }

  /// The value of `keyword` as an array of strings (`required`, `dependentRequired` lists).
  func stringArray(_ value: JSONValue, at tokens: [String]) throws(SchemaError) -> [String] {
    guard case .array(let items) = value else {
      throw invalid("expected an array of strings", at: tokens)
    }
    var strings: [String] = []
    for item in items {
      guard case .string(let text) = item else { throw invalid("expected an array of strings", at: tokens) }
      strings.append(text)
    }
    return strings
  }

  /// A compiled ECMA-262 regular expression, shared by every keyword that uses the pattern.
  func regex(_ pattern: String, at tokens: [String]) throws(SchemaError) -> ECMARegex {
    if let known = compiler.regexCache[pattern] { return known }
    do {
      let regex = try ECMARegex(pattern)
      compiler.regexCache[pattern] = regex
      return regex
    } catch {
      // Non-Unicode identity escapes (`\&`) are common in the wild; see PatternCompatibility.
      if let lenient = PatternCompatibility.rewritingIdentityEscapes(pattern),
        let regex = try? ECMARegex(lenient)
      {
        compiler.regexCache[pattern] = regex
        return regex
      }
      throw site.error(
        .invalidRegex, "invalid regular expression '\(pattern)': \(error.message)", at: tokens)
    }
  }
}
