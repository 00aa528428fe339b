extension CheckRun {
  /// The recorded response a finding at `source` came from: the file read again, as far as
  /// that response (NDJSON line by line, so a dump's size does not matter).
  ///
  /// A JSON file is one response, and its findings point inside it (a line and column of
  /// the value), so only the file has to match there; an NDJSON record is matched by its line,
  /// a HAR entry by its index.
  public func recordedResponse(at source: SourceReference) -> Response? {
    let resolver = ContractResolver(manifest: manifest)
    let stream = ResponseStream(files: .unsharded([(source.file, resolver.contract(forFile: source.file))]))
    for pending in stream {
      let response = pending.resolve(resolver).response
      let read = response.source
      let matches =
        read.entry != nil ? read.entry == source.entry : read.line == nil || read.line == source.line
      if matches, read.file == source.file { return response }
    }
    return nil
  }
}
