import Foundation
public import JSONCore
public import Jansson

/// Compares the reference parser's reading of some bytes with Foundation's two readers.
///
/// An app reads JSON with Foundation; the harness reads it with jansson. Where they disagree,
/// a finding about the reference tree may not be what the app sees, so every disagreement is
/// a finding of its own:
///
/// - **accept/reject**: one side parses bytes the other refuses (Foundation takes trailing
///   commas, a byte order mark, UTF-16; `JSONDecoder` refuses `0e1` and underflowing reals);
/// - **duplicate-key winner**: a repeated key, where `JSONDecoder` keeps the first value and
///   jansson the last;
/// - **value**: both accept but read a value differently (a big integer rounded to `Double`,
///   `-0` read as `0`, a real read as an integer).
public struct ParserDifferential: Sendable {
  public struct Disagreement: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable {
      case acceptance = "accept-reject"
      case duplicateKeyWinner = "duplicate-key-winner"
      case value
    }

    public var kind: Kind
    /// `JSONSerialization` or `JSONDecoder`.
    public var parser: String
    public var pointer: JSONPointer?
    /// What the reference read (a value, or "rejected: …").
    public var reference: String
    /// What Foundation read.
    public var foundation: String
  }

  public var reference: Result<ParsedJSON, JSONParseError>
  public var serialization: FoundationReading
  public var decoder: FoundationReading
  public var disagreements: [Disagreement]

  /// Reads `bytes` with Foundation and compares with the reference reading.
  public init(bytes: [UInt8], reference: Result<ParsedJSON, JSONParseError>) {
    self.reference = reference
    if bytes.count > FoundationReading.sizeLimit {
      serialization = .skipped("JSONSerialization", size: bytes.count)
      decoder = .skipped("JSONDecoder", size: bytes.count)
      disagreements = []
      return
    }
    let data = Data(bytes)
    serialization = .serialization(data)
    decoder = .decoder(data)
    var disagreements: [Disagreement] = []
    for reading in [serialization, decoder] {
      ParserDifferential.compare(reference, reading, into: &disagreements)
    }
    self.disagreements = disagreements
  }

  private static func compare(
    _ reference: Result<ParsedJSON, JSONParseError>, _ reading: FoundationReading,
    into disagreements: inout [Disagreement]
  ) {
    switch (reference, reading.value) {
    case (.failure(let error), .some(let value)):
      disagreements.append(
        Disagreement(
          kind: .acceptance, parser: reading.parser, pointer: nil,
          reference: "rejected at \(error.location): \(error.message)",
          foundation: "accepted: \(value.abbreviated(limit: 120))"))
    case (.success, .none):
      disagreements.append(
        Disagreement(
          kind: .acceptance, parser: reading.parser, pointer: nil,
          reference: "accepted", foundation: "rejected: \(reading.error ?? "unknown error")"))
    case (.success(let parsed), .some(let value)):
      var differences: [(JSONPointer, JSONValue, JSONValue)] = []
      compareValues(parsed.value, value, at: .root, into: &differences)
      let duplicatePointers = Set(parsed.duplicateKeys.map(\.pointer.description))
      for (pointer, mine, theirs) in differences {
        let isDuplicate = duplicatePointers.contains(pointer.description)
        disagreements.append(
          Disagreement(
            kind: isDuplicate ? .duplicateKeyWinner : .value, parser: reading.parser,
            pointer: pointer, reference: mine.abbreviated(limit: 120), foundation: theirs.abbreviated(limit: 120)))
      }
    case (.failure, .none):
      break
    }
  }

  /// Strict comparison: numbers must agree in value and in the sign of zero, and
  /// `JSONSerialization` (which keeps the distinction) must agree on integer vs real.
  private static func compareValues(
    _ a: JSONValue, _ b: JSONValue, at path: JSONPath,
    into differences: inout [(JSONPointer, JSONValue, JSONValue)]
  ) {
    switch (a, b) {
    case (.object(let x), .object(let y)):
      for member in x.members {
        if let other = y[member.key] {
          compareValues(member.value, other, at: path.appending(key: member.key), into: &differences)
        }
      }
      if x.count != y.count { differences.append((path.pointer, a, b)) }
    case (.array(let x), .array(let y)) where x.count == y.count:
      for index in x.indices {
        compareValues(x[index], y[index], at: path.appending(index: index), into: &differences)
      }
    case (.number(let x), .number(let y)):
      let signDiffers = x.double == 0 && y.double == 0 && x.double.sign != y.double.sign
      if x != y || signDiffers { differences.append((path.pointer, a, b)) }
    default:
      if a != b { differences.append((path.pointer, a, b)) }
    }
  }
}
