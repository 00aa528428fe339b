/// Findings about no check in particular: a response no contract claims.
extension Finding {
  static func unmapped(_ response: Response, reason: String) -> Finding {
    let route = [response.method, response.path].compactMap { $0 }.joined(separator: " ")
    return Finding(
      kind: .unmapped, contract: nil, source: response.source, pointer: nil,
      message: "no contract claims this response (\(reason))",
      detail: route.isEmpty ? response.source.file : route)
  }
}
