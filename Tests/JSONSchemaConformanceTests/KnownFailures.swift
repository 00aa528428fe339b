import Foundation
import JSONCore
import Jansson

/// Required tests allowed to fail, each with a one-line reason, from `known-failures.json`.
///
/// ```json
/// { "draft2020-12/ref.json :: group description :: test description": "why it fails" }
/// ```
///
/// The goal is an empty file. A test listed here that passes is reported as stale.
struct KnownFailures {
  let reasons: [String: String]

  static func load() -> KnownFailures {
    guard let data = try? Data(contentsOf: SuiteLocation.knownFailures),
      let parsed = try? JanssonParser.parse(Array(data)), case .object(let object) = parsed.value
    else { return KnownFailures(reasons: [:]) }
    var reasons: [String: String] = [:]
    for member in object { reasons[member.key] = member.value.stringValue ?? "" }
    return KnownFailures(reasons: reasons)
  }

  static func key(draft: String, file: String, group: String, test: String) -> String {
    "\(draft)/\(file) :: \(group) :: \(test)"
  }
}
