// Hand-written beside the generated `Pet`: the plugin's output is part of this module.
extension Pet {
  public var summary: String { "\(name) (\(status.rawValue), born \(bornAt.text))" }
}
