/// How types and names are spelled in the generated code.
extension TypeUsage {
  var swift: String {
    switch self {
    case .named(let name), .builtin(let name): name
    case .support(let type): type.rawValue
    case .array(let element): "[\(element.swift)]"
    case .dictionary(let value): "[String: \(value.swift)]"
    case .optional(let wrapped): wrapped.swift + "?"
    case .indirect(let wrapped): "Indirect<\(wrapped.swift)>"
    }
  }

  /// Whether the type or anything inside it comes from Foundation.
  var usesFoundation: Bool {
    switch self {
    case .builtin(let name): ["UUID", "URL", "Decimal", "Date"].contains(name)
    case .named, .support: false
    case .array(let inner), .dictionary(let inner), .optional(let inner), .indirect(let inner): inner.usesFoundation
    }
  }
}

extension PropertyDeclaration {
  /// The property's declared type: `T`, `T?`, or `Nullable<T>?`.
  var declaredType: String {
    switch presence {
    case .required: type.swift
    case .optional, .optionalNullable, .requiredNullable, .optionalHoldingNull: type.swift + "?"
    case .triState: "Nullable<\(type.swift)>?"
    }
  }

  /// `name` as declared (backticks for keywords).
  var declaredName: String { SwiftNames.escaped(swiftName) }
}
