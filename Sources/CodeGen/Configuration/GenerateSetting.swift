/// The settings of `contract generate`, by the name they have on the command line and in
/// `contract-generate.json`: one table, so the two spellings never disagree.
public enum GenerateSetting: String, Sendable, CaseIterable {
  case layout, access, conformances, mutability, acronyms, decimal, uuid, uri
  case fileName = "file-name"
  case objectKind = "object-kind"
  case triState = "tri-state"
  case enumFallback = "enum-fallback"
  case dateStrategy = "date-strategy"
  case freeForm = "free-form"

  /// The values a setting takes, for help text and errors (`nil`: free text or a list).
  public var choices: [String]? {
    switch self {
    case .layout: GenerateOptions.Layout.allCases.map(\.rawValue)
    case .access: GenerateOptions.Access.allCases.map(\.rawValue)
    case .mutability: ["let", "var"]
    case .acronyms: GenerateOptions.Acronyms.allCases.map(\.rawValue)
    case .objectKind: GenerateOptions.ObjectKind.allCases.map(\.rawValue)
    case .dateStrategy: GenerateOptions.DateStrategy.allCases.map(\.rawValue)
    case .uuid: ["UUID", "String"]
    case .uri: ["URL", "String"]
    case .decimal, .triState, .enumFallback, .freeForm: ["true", "false"]
    case .fileName, .conformances: nil
    }
  }

  public var help: String {
    switch self {
    case .layout: "One file per schema, per named type, or one file (default per-schema)."
    case .fileName: "The file name of --layout single (default Models.swift)."
    case .access: "Access level of the generated declarations (default public)."
    case .conformances: "Comma-separated protocols (default Codable,Hashable,Sendable)."
    case .mutability: "let or var properties (default let)."
    case .acronyms: "userID (upper, default) or userId (capitalized)."
    case .objectKind: "struct (default) or final class."
    case .triState: "Optional nullable keys keep absent, null and a value apart."
    case .enumFallback: "An unknown(RawValue) case for enum values the schema does not list (default true)."
    case .dateStrategy: "date-time and date as ISO8601DateTime/CalendarDate (default) or String."
    case .decimal: "number as Decimal instead of Double."
    case .uuid: "format uuid as UUID (default) or String."
    case .uri: "format uri as URL (default) or String."
    case .freeForm: "Schemas that allow any JSON value become JSONValue (default true); off refuses them."
    }
  }

  /// Sets this setting in `options` from its text (a command-line value, or a config string,
  /// boolean or list written as text); throws the reason when the value is not one it takes.
  public func apply(_ text: String, to options: inout GenerateOptions) throws(SettingError) {
    if let choices, !choices.contains(text) {
      throw SettingError("\(rawValue) takes \(choices.joined(separator: ", ")), not '\(text)'")
    }
    switch self {
    case .layout: options.layout = GenerateOptions.Layout(rawValue: text) ?? .perSchema
    case .fileName:
      guard text.hasSuffix(".swift"), !text.contains("/") else {
        throw SettingError("file-name takes a Swift file name (Models.swift), not '\(text)'")
      }
      options.fileName = text
    case .access: options.access = GenerateOptions.Access(rawValue: text) ?? .public
    case .conformances:
      let names = text.split(separator: ",").map { $0.trimmingWhitespace }
      let known = ["Codable", "Hashable", "Equatable", "Sendable"]
      if let unknown = names.first(where: { !known.contains($0) }) {
        throw SettingError("conformances takes \(known.joined(separator: ", ")), not '\(unknown)'")
      }
      options.conformances = names
    case .mutability: options.mutable = text == "var"
    case .acronyms: options.acronyms = GenerateOptions.Acronyms(rawValue: text) ?? .upper
    case .objectKind: options.objectKind = GenerateOptions.ObjectKind(rawValue: text) ?? .struct
    case .triState: options.triState = text == "true"
    case .enumFallback: options.enumFallback = text == "true"
    case .dateStrategy: options.dateStrategy = GenerateOptions.DateStrategy(rawValue: text) ?? .iso8601
    case .decimal: options.decimal = text == "true"
    case .uuid: options.uuid = text == "UUID"
    case .uri: options.url = text == "URL"
    case .freeForm: options.freeForm = text == "true"
    }
  }
}

/// A setting given a value it does not take.
public struct SettingError: Error, Sendable, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}

extension Substring {
  var trimmingWhitespace: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
