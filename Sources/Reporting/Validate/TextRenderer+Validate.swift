public import Reports

/// `contract validate`'s text: `file[:line]: valid|invalid`, then one indented line per error
/// (instance location, message, keyword location, and where the keyword is written).
extension TextRenderer {
  public func render(_ validation: InstanceValidation) -> String {
    let name = validation.line.map { "\(validation.path):\($0)" } ?? validation.path
    var text = "\(name): \(validation.isValid ? "valid" : "invalid")\n"
    for violation in validation.violations {
      let instance = violation.instanceLocation.isEmpty ? "(root)" : violation.instanceLocation
      let keyword = violation.keywordLocation.isEmpty ? "#" : violation.keywordLocation
      let source = violation.source.map { "  \($0)" } ?? ""
      text += "  \(instance): \(violation.message)  [\(keyword)]\(source)\n"
    }
    return text
  }
}
