extension CheckRun {
  /// The recorded responses findings at `sources` came from, each file read again once, as far
  /// as its last wanted response (NDJSON line by line, so a dump's size does not matter).
  ///
  /// A JSON file is one response, and its findings point inside it (a line and column of
  /// the value), so only the file has to match there; an NDJSON record is matched by its line,
  /// a HAR entry by its index.
  public func recordedResponses(at sources: [SourceReference]) -> [SourceReference: Response] {
    let resolver = ContractResolver(manifest: manifest)
    var found: [SourceReference: Response] = [:]
    for file in Set(sources.map(\.file)).sorted() {
      var wanted = sources.filter { $0.file == file }
      for pending in ResponseStream(files: .unsharded([(file, resolver.contract(forFile: file))])) {
        guard !wanted.isEmpty else { break }
        let response = pending.resolve(resolver).response
        let read = response.source
        wanted.removeAll { source in
          let matches = read.entry != nil ? read.entry == source.entry : read.line == nil || read.line == source.line
          if matches { found[source] = response }
          return matches
        }
      }
    }
    return found
  }
}
