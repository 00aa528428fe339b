/// A manifest contract with everything resolved that checking a response needs: the compiled
/// schema, the registered model and the profile.
public struct BoundContract: Sendable {
  public var contract: Manifest.Contract
  /// `nil` when the contract has no schema yet: then schema validation is skipped, and the
  /// report says so.
  public let schema: (any ContractSchema)?
  /// `nil` when the contract names no type: then decoding is skipped.
  public var model: Model?
  public var profile: Profile
  /// What the contract's 4xx/5xx bodies are checked against (``Manifest/ErrorSchema``);
  /// `nil`: they are counted, not checked.
  public var errorSchema: (any ContractSchema)? = nil
  /// The error schema's path, for reports.
  public var errorSchemaDescription: String? = nil

  /// Where the schema has maps, whose entries fold in fingerprints: read once for every
  /// response of the contract.
  public let members: MapMembers

  public init(contract: Manifest.Contract, schema: (any ContractSchema)?, model: Model?, profile: Profile) {
    self.contract = contract
    self.schema = schema
    members = MapMembers(schema: schema?.facts, prefix: contract.envelope.prefix)
    self.model = model
    self.profile = profile
  }

  public var id: String { contract.id }

  /// The contract's direction, else the profile's, else round trip.
  public var direction: Manifest.Direction { contract.direction ?? profile.direction ?? .roundtrip }
}
