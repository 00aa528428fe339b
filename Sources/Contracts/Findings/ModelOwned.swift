extension Finding {
  /// Whether the finding is the model's to fix, not the server's: the model cannot decode the
  /// response (`decode-failure`), loses data from it (`roundtrip-loss`), or decodes it and
  /// holds a value other than the response's (the reflection check's `model-drift`: a key
  /// never decoded, another key read). A schema violation is the server's, whatever the model
  /// does; a probe's or mutant's `model-drift` is about a payload no response holds.
  ///
  /// What a regression test written from a finding (`contract check --emit-tests`) checks.
  public var isModelOwned: Bool {
    switch kind {
    case .decodeFailure, .roundtripLoss: true
    case .modelDrift: evidence["operator"] == nil && evidence["property"] != nil
    default: false
    }
  }
}
