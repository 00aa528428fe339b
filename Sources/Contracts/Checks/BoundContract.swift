/// A manifest contract with everything resolved that checking a response needs: the compiled
/// schema, the registered model and the profile.
public struct BoundContract: Sendable {
  public var contract: Manifest.Contract
  /// `nil` when the contract has no schema yet: then schema validation is skipped, and the
  /// report says so.
  public var schema: (any ContractSchema)?
  /// `nil` when the contract names no type: then decoding is skipped.
  public var model: Model?
  public var profile: Profile
  /// What the contract's 4xx/5xx bodies are checked against (``Manifest/ErrorSchema``);
  /// `nil`: they are counted, not checked.
  public var errorSchema: (any ContractSchema)? = nil
  /// The error schema's path, for reports.
  public var errorSchemaDescription: String? = nil

  public init(contract: Manifest.Contract, schema: (any ContractSchema)?, model: Model?, profile: Profile) {
    self.contract = contract
    self.schema = schema
    self.model = model
    self.profile = profile
  }

  public var id: String { contract.id }

  /// The contract's direction, else the profile's, else round trip.
  public var direction: Manifest.Direction { contract.direction ?? profile.direction ?? .roundtrip }
}
