public import Contracts

/// `contract parse`'s record of one file: the reference parser's reading beside Foundation's
/// two readers, and where they disagree.
public struct ParseVerdict: Sendable {
  /// The file, as the command was given it (or found it in a folder).
  public var path: String
  public var differential: ParserDifferential

  public init(path: String, differential: ParserDifferential) {
    self.path = path
    self.differential = differential
  }

  /// Accepted by the reference with no disagreement: the file does not fail the run.
  public var isClean: Bool {
    if case .success = differential.reference { differential.disagreements.isEmpty } else { false }
  }
}
