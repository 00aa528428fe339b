public import Supervision

extension MutantOracle {
  /// How a worker process runs the models of `oracles` (``WorkerServer/serve(setUp:)``):
  /// each contract's decoder and encoder made once, on its first payload.
  public static func modelRun(_ oracles: [String: MutantOracle]) -> WorkerServer.ModelRun {
    var coders: [String: Coders] = [:]
    return { contractID, payload, touched in
      guard let oracle = oracles[contractID] else { return nil }
      let pair = coders[contractID] ?? oracle.makeCoders()
      coders[contractID] = pair
      return oracle.modelResult(bytes: payload, touched: touched, coders: pair)
    }
  }
}
