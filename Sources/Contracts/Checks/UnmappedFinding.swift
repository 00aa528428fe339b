/// Findings about no check in particular: a response no contract claims, a file not read.
extension Finding {
  package static func unmapped(_ response: Response, reason: String) -> Finding {
    let route = [response.method, response.path].compactMap { $0 }.joined(separator: " ")
    return Finding(
      kind: .unmapped, contract: nil, source: response.source, pointer: nil,
      message: "no contract claims this response (\(reason))",
      detail: route.isEmpty ? response.source.file : route)
  }

  /// A dump's file that is not read (a FIFO, a device, a broken symlink): a note, so that
  /// nothing in a dump goes unchecked in silence.
  package static func notRead(_ path: String, reason: String) -> Finding {
    Finding(
      kind: .unmapped, contract: nil, source: SourceReference(file: path), pointer: nil,
      message: "not read: \(reason); only regular files are checked", detail: "not-read:\(path)")
  }
}
