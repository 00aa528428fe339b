import JSONCore

/// Decides which contract claims a response: the recording's own `contract`, then its route,
/// then the file's location.
package struct ContractResolver: Sendable {
  let manifest: Manifest

  package init(manifest: Manifest) { self.manifest = manifest }

  func contract(for response: Response, fileContract: String?) -> (String?, String) {
    if let id = response.contractID {
      if manifest.contract(id: id) != nil { return (id, "") }
      return (nil, "its recording names contract '\(id)', which the manifest does not have")
    }
    if let path = response.path {
      let method = response.method ?? "GET"
      // The most specific route wins: one that requires the request's headers over the
      // plain one (PostgREST's single-object answer to the same path); then manifest order.
      var best: (id: String, headers: Int)? = nil
      for contract in manifest.contracts {
        for route in contract.routes where route.headers.count > (best?.headers ?? -1) {
          if route.matches(method: method, path: path, headers: response.requestHeaders) {
            best = (contract.id, route.headers.count)
          }
        }
      }
      if let best { return (best.id, "") }
      if response.source.entry != nil || fileContract == nil {
        return (nil, "no contract has a route matching \(method) \(path)")
      }
    }
    if let fileContract { return (fileContract, "") }
    if response.source.line != nil || response.source.entry != nil {
      return (nil, "the record names no contract or route, and its file maps to no contract")
    }
    return (nil, "no contract's corpus globs or folder name match the file")
  }

  /// The contract a file's location implies: a corpus glob matching its path relative to
  /// the corpus root, else a glob whose last folder and pattern match its last two path
  /// components, else a folder named like a contract.
  package func contract(forFile path: String) -> String? {
    if let relative = manifest.corpusRelativePath(of: path),
      let contract = manifest.contracts.first(where: { $0.claims(corpusPath: relative) })
    {
      return contract.id
    }
    let components = normalizedPath(path).split(separator: "/").map(String.init)
    guard components.count >= 2 else { return nil }
    let tail = components.suffix(2).joined(separator: "/")
    for contract in manifest.contracts {
      for pattern in contract.corpus {
        let patternTail = pattern.split(separator: "/").suffix(2).joined(separator: "/")
        if patternTail.contains("/"), Glob(patternTail).matches(tail) { return contract.id }
      }
    }
    let folder = components[components.count - 2]
    return manifest.contracts.first { contract in
      contract.id == folder || contract.id.split(separator: ".").last.map(String.init) == folder
    }?.id
  }
}
