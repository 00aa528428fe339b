package import Contracts

/// What one contract saw in a run.
public struct ContractSummary: Sendable, Codable {
  public var id: String
  public var schema: String
  public var type: String?
  public var profile: String
  public var responses = 0
  public var schemaValid = 0
  public var schemaInvalid = 0
  public var decoded = 0
  public var decodeFailed = 0
  /// The contract has no schema: validation was skipped for every response.
  public var schemaSkipped: Bool
  /// The contract names no type: decoding was skipped.
  public var decodeSkipped: Bool
  /// Responses whose recorded status says they have no body (204, or empty), and 4xx/5xx
  /// error responses: counted, not checked (``ResponseStatus``). `nil` for none.
  public var noBody: Int?
  public var errorResponses: Int?
  /// The schema error responses were checked against (``Manifest/ErrorSchema``).
  ///
  /// With how many met it and broke it; `nil` without one.
  public var errorSchema: String?
  public var errorResponsesValid: Int?
  public var errorResponsesInvalid: Int?

  /// A summary with the given counts: for renderers' tests and runners that build reports
  /// themselves.
  public init(
    id: String, schema: String, type: String?, profile: String, responses: Int = 0, schemaValid: Int = 0,
    schemaInvalid: Int = 0, decoded: Int = 0, decodeFailed: Int = 0, schemaSkipped: Bool = false,
    decodeSkipped: Bool = false
  ) {
    self.id = id
    self.schema = schema
    self.type = type
    self.profile = profile
    self.responses = responses
    self.schemaValid = schemaValid
    self.schemaInvalid = schemaInvalid
    self.decoded = decoded
    self.decodeFailed = decodeFailed
    self.schemaSkipped = schemaSkipped
    self.decodeSkipped = decodeSkipped
  }

  package init(binding: BoundContract) {
    id = binding.id
    schema = binding.contract.schemaDescription
    type = binding.contract.typeName
    profile = binding.profile.name
    schemaSkipped = binding.schema == nil
    decodeSkipped = binding.model == nil
    errorSchema = binding.errorSchema == nil ? nil : binding.errorSchemaDescription
  }

  package mutating func record(_ outcome: ResponseChecker.Outcome) {
    responses += 1
    switch outcome.status {
    case .body: break
    case .noBody: noBody = (noBody ?? 0) + 1
    case .errorResponse: errorResponses = (errorResponses ?? 0) + 1
    }
    switch outcome.errorBodyValid {
    case true?: errorResponsesValid = (errorResponsesValid ?? 0) + 1
    case false?: errorResponsesInvalid = (errorResponsesInvalid ?? 0) + 1
    case nil: break
    }
    switch outcome.schemaValid {
    case true?: schemaValid += 1
    case false?: schemaInvalid += 1
    case nil: break
    }
    switch outcome.decoded {
    case true?: decoded += 1
    case false?: decodeFailed += 1
    case nil: break
    }
  }
}
