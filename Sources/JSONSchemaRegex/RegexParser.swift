/// Parses ECMA-262 pattern text into a `RegexNode`, with the `u` flag's strict grammar.
///
/// JSON Schema says patterns are ECMA-262 regexes, and the test suite expects Unicode mode:
/// `\p{…}` works, surrogate pairs are one character, and the Annex B leniencies (`\a`
/// meaning `a`, a lone `{`, `\8` meaning `8`) are syntax errors. The parser is a plain
/// recursive descent over the pattern's scalars; every error names the scalar offset where
/// the offending construct starts.
struct RegexParser {
  let scalars: [Unicode.Scalar]
  var index = 0
  var groupCount = 0
  var groupNames: [String: Int] = [:]
  /// `\k<name>` references, resolved once every group name is known (they may point forward).
  var namedReferences: [(name: String, offset: Int)] = []
  /// `\N` references, checked against the final group count.
  var numberedReferences: [(number: Int, offset: Int)] = []

  /// Annex B's identity escapes for ASCII punctuation (`\%`, `\-`), see `ECMARegex.Syntax`.
  let allowsPunctuationEscapes: Bool

  /// Nesting limit for groups, so a hostile pattern cannot exhaust the stack.
  static let maxDepth = 200

  init(_ pattern: String, allowsPunctuationEscapes: Bool = false) {
    scalars = Array(pattern.unicodeScalars)
    self.allowsPunctuationEscapes = allowsPunctuationEscapes
  }

  /// Parses a whole pattern; also returns the number of capture groups.
  static func parse(
    _ pattern: String, allowsPunctuationEscapes: Bool = false
  ) throws(ECMARegexError) -> (node: RegexNode, groupCount: Int) {
    var parser = RegexParser(pattern, allowsPunctuationEscapes: allowsPunctuationEscapes)
    var node = try parser.parseDisjunction(depth: 0)
    if parser.index < parser.scalars.count {
      // Only an unmatched `)` stops a top-level disjunction early.
      throw parser.error("unmatched ')'")
    }
    for reference in parser.numberedReferences where reference.number > parser.groupCount {
      throw ECMARegexError(
        offset: reference.offset, message: "backreference to a group that does not exist")
    }
    if !parser.namedReferences.isEmpty {
      var numbers: [Int] = []
      for reference in parser.namedReferences {
        guard let number = parser.groupNames[reference.name] else {
          throw ECMARegexError(
            offset: reference.offset, message: "no group named '\(reference.name)'")
        }
        numbers.append(number)
      }
      node = node.resolvingNamedReferences(numbers)
    }
    return (node, parser.groupCount)
  }

  // MARK: - Cursor

  var atEnd: Bool { index >= scalars.count }

  func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let position = index + offset
    return position < scalars.count ? scalars[position] : nil
  }

  mutating func eat(_ scalar: Unicode.Scalar) -> Bool {
    guard peek() == scalar else { return false }
    index += 1
    return true
  }

  func error(_ message: String, at offset: Int? = nil) -> ECMARegexError {
    ECMARegexError(offset: offset ?? index, message: message)
  }

  // MARK: - Disjunction, alternative, term

  mutating func parseDisjunction(depth: Int) throws(ECMARegexError) -> RegexNode {
    guard depth <= RegexParser.maxDepth else { throw error("groups nested too deeply") }
    var alternatives = [try parseAlternative(depth: depth)]
    while eat("|") {
      alternatives.append(try parseAlternative(depth: depth))
    }
    return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
  }

  private mutating func parseAlternative(depth: Int) throws(ECMARegexError) -> RegexNode {
    var terms: [RegexNode] = []
    while let scalar = peek(), scalar != "|", scalar != ")" {
      terms.append(try parseTerm(depth: depth))
    }
    switch terms.count {
    case 0: return .empty
    case 1: return terms[0]
    default: return .sequence(terms)
    }
  }

  private mutating func parseTerm(depth: Int) throws(ECMARegexError) -> RegexNode {
    let groupsBefore = groupCount
    let atom: RegexNode
    var quantifiable = true
    guard let scalar = peek() else { throw error("unexpected end of pattern") }
    switch scalar {
    case "^":
      index += 1
      return .assertion(.start)
    case "$":
      index += 1
      return .assertion(.end)
    case "(":
      (atom, quantifiable) = try parseGroup(depth: depth)
    case ".":
      index += 1
      atom = .set(.dot)
    case "[":
      atom = .set(try parseClass())
    case "\\":
      if peek(1) == "b" {
        index += 2
        return .assertion(.wordBoundary)
      }
      if peek(1) == "B" {
        index += 2
        return .assertion(.notWordBoundary)
      }
      atom = try parseAtomEscape()
    case "*", "+", "?":
      throw error("nothing to repeat")
    case "{":
      throw error(
        parseBraceQuantifier(dryRun: true) != nil
          ? "nothing to repeat" : "lone '{' (escape it as '\\{')")
    case "}":
      throw error("lone '}' (escape it as '\\}')")
    case "]":
      throw error("lone ']' (escape it as '\\]')")
    default:
      index += 1
      atom = .scalar(scalar.value)
    }
    guard let (min, max, quantifierStart) = try parseQuantifier() else { return atom }
    guard quantifiable else {
      throw error("a lookaround assertion cannot be repeated", at: quantifierStart)
    }
    if let max, max < min {
      throw error("numbers out of order in {} quantifier", at: quantifierStart)
    }
    let greedy = !eat("?")
    return .quantified(
      atom, min: min, max: max, greedy: greedy, groups: (groupsBefore + 1)..<(groupCount + 1))
  }

  /// Reads `*`, `+`, `?` or a `{n}`, `{n,}`, `{n,m}` quantifier, if one comes next.
  private mutating func parseQuantifier() throws(ECMARegexError) -> (Int, Int?, Int)? {
    let start = index
    switch peek() {
    case "*":
      index += 1
      return (0, nil, start)
    case "+":
      index += 1
      return (1, nil, start)
    case "?":
      index += 1
      return (0, 1, start)
    case "{":
      guard let (min, max) = parseBraceQuantifier(dryRun: false) else {
        throw error("incomplete quantifier (escape '{' as '\\{')")
      }
      return (min, max, start)
    default:
      return nil
    }
  }

  /// Parses `{n}`, `{n,}` or `{n,m}` at the cursor.
  ///
  /// Leaves the cursor alone on failure or dry run. Counts above `Int32.max` are clamped:
  /// no input is that long.
  mutating func parseBraceQuantifier(dryRun: Bool) -> (Int, Int?)? {
    var cursor = index + 1
    func number() -> Int? {
      var value: Int?
      while cursor < scalars.count, let digit = scalars[cursor].asciiDigitValue {
        value = Swift.min((value ?? 0) * 10 + digit, Int(Int32.max))
        cursor += 1
      }
      return value
    }
    guard let min = number() else { return nil }
    var max: Int? = min
    if cursor < scalars.count, scalars[cursor] == "," {
      cursor += 1
      max = number()
    }
    guard cursor < scalars.count, scalars[cursor] == "}" else { return nil }
    if !dryRun { index = cursor + 1 }
    return (min, max)
  }

  // MARK: - Groups

  /// Parses a group of any kind; the flag says whether a quantifier may follow it.
  private mutating func parseGroup(depth: Int) throws(ECMARegexError) -> (RegexNode, Bool) {
    let start = index
    index += 1
    var capture: Int?
    if eat("?") {
      switch peek() {
      case ":":
        index += 1
      case "=", "!":
        let negative = peek() == "!"
        index += 1
        let body = try parseDisjunction(depth: depth + 1)
        try closeGroup(start)
        return (.look(body, ahead: true, negative: negative), false)
      case "<" where peek(1) == "=" || peek(1) == "!":
        let negative = peek(1) == "!"
        index += 2
        let body = try parseDisjunction(depth: depth + 1)
        try closeGroup(start)
        return (.look(body, ahead: false, negative: negative), false)
      case "<":
        index += 1
        let nameStart = index
        let name = try parseGroupName()
        if groupNames[name] != nil { throw error("duplicate group name '\(name)'", at: nameStart) }
        groupCount += 1
        groupNames[name] = groupCount
        capture = groupCount
      default:
        throw error("invalid group: '(?' must be followed by ':', '=', '!', '<=', '<!' or '<name>'")
      }
    } else {
      groupCount += 1
      capture = groupCount
    }
    let body = try parseDisjunction(depth: depth + 1)
    try closeGroup(start)
    return (.group(body, capture: capture), true)
  }

  private mutating func closeGroup(_ start: Int) throws(ECMARegexError) {
    guard eat(")") else { throw error("unterminated group", at: start) }
  }
}

extension RegexNode {
  /// Replaces the placeholder numbers of `\k<name>` (stored as `-(k+1)`) with group numbers.
  func resolvingNamedReferences(_ numbers: [Int]) -> RegexNode {
    switch self {
    case .empty, .scalar, .set, .assertion: self
    case .backreference(let number) where number < 0:
      .backreference(numbers.indices.contains(-number - 1) ? numbers[-number - 1] : 0)
    case .backreference: self
    case .sequence(let nodes): .sequence(nodes.map { $0.resolvingNamedReferences(numbers) })
    case .alternation(let nodes): .alternation(nodes.map { $0.resolvingNamedReferences(numbers) })
    case .group(let node, let capture):
      .group(node.resolvingNamedReferences(numbers), capture: capture)
    case .quantified(let node, let min, let max, let greedy, let groups):
      .quantified(
        node.resolvingNamedReferences(numbers), min: min, max: max, greedy: greedy, groups: groups)
    case .look(let node, let ahead, let negative):
      .look(node.resolvingNamedReferences(numbers), ahead: ahead, negative: negative)
    }
  }
}
