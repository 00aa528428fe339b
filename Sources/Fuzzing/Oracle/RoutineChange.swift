public import JSONCore
public import Supervision

/// The changes a backend makes without notice, which judge a mutant where no schema does.
///
/// A contract without a schema (a `Decodable` model and its recordings) cannot say which
/// mutants it allows, so its mutants are unchecked and a failure only fills the matrix. Two
/// changes need no schema to be expected:
/// - a key the model does not know (`extra-key`): adding a member is the change every public
///   API's versioning policy makes without a new version, and `Codable` ignores unknown keys,
///   so a model that fails on one has a strict decoder that breaks on the next release;
/// - a timestamp with fewer fraction digits than the recordings show, when they show more
///   than one length (`2025-05-28T02:16:44.06+00:00` beside `…37.914261+00:00`): the backend
///   writes as many digits as the instant needs (PostgreSQL, Python and Go drop trailing
///   zeros), so an instant on a whole second comes with none. A backend whose recordings
///   always carry three digits (JavaScript, Rails) gets no such mutant judged.
///
/// Without a schema a map cannot be told from an object before the model runs: a key added
/// to a map of objects (a gist's `files`) is an entry the backend would never send as a
/// string. The model tells: a model ignores a member it does not know, so one that reads the
/// added value (a type it expects there, a key it requires inside) declares the place a map,
/// and the mutant is unchecked after all (``settled(_:)``).
public struct RoutineChange: Sendable {
  /// The fraction digit counts of the contract's recorded timestamps.
  public private(set) var fractionDigits: Set<Int> = []

  /// The evidence of `values`, the contract's recorded values.
  public init(recorded values: some Sequence<JSONValue>) {
    for value in values {
      value.walk { _, node in
        guard let text = node.stringValue, let timestamp = Timestamp.dateTime(text) else { return }
        fractionDigits.insert(timestamp.precision)
      }
    }
  }

  /// `evaluation` of a routine mutant of a contract without a schema, with its verdict
  /// settled by what the model did: unchecked when the model read a value the mutant added.
  public static func settled(_ evaluation: Evaluation) -> Evaluation {
    guard evaluation.verdict == .allowed, readsAddedMember(evaluation) else { return evaluation }
    var settled = evaluation
    settled.verdict = .unchecked
    return settled
  }

  /// Whether the model failed on reading the member an `extra-key` mutant added: it reads
  /// every member there, so the place is a map and the member one of its entries.
  public static func readsAddedMember(_ evaluation: Evaluation) -> Bool {
    guard case .failed(let signature, _) = evaluation.result, let space = signature.firstIndex(of: " ") else {
      return false
    }
    // The causes of `DecodeCheck.signature(of:)` that say the decoder read a value.
    let readsValue = ["type-mismatch", "null-value", "missing-key"].contains(signature[..<space])
    let path = signature.split(separator: " ").last ?? ""
    return readsValue && path.split(separator: "/").contains(Substring(ExtraKey.key))
  }

  /// Whether `applied` is a change the backend makes without notice.
  public func isRoutine(_ applied: AppliedMutation) -> Bool {
    switch applied.mutation.operatorName {
    case ExtraKey().name:
      return true
    case DateFormat().name:
      guard fractionDigits.count > 1, let most = fractionDigits.max() else { return false }
      return DateFormat.fractionVariants.contains(applied.mutation.variant) && applied.mutation.variant <= most
    default:
      return false
    }
  }

  /// Why `applied` is expected of the backend, for people; `nil` when it is not.
  public func reason(for applied: AppliedMutation) -> String? {
    guard isRoutine(applied) else { return nil }
    return applied.mutation.operatorName == ExtraKey().name
      ? "a new key is a change APIs make without notice"
      : "the recorded responses write timestamps with \(fractionDigits.sorted().map(String.init).spokenList) fraction digits, as many as the instant needs"
  }
}
