import Contracts
package import JSONCore
import Reports

/// The worker protocol's messages, in a small binary form (a campaign sends hundreds of
/// thousands; JSON here would cost more than some decodes).
///
/// Parent → worker, one per mutant: `1`, contract id (u16 length + UTF-8), the touched
/// pointers (u16 count; each u16 length + UTF-8 text), payload bytes.
/// Worker → parent: `0` ready (sent once, after loading the contracts); `2` + message when the
/// worker cannot start; `1` + an evaluation: verdict (u8), result kind (u8), then for a
/// decoded payload its losses (u32 count; each kind index u8 + pointer text), for a failure
/// its signature and message (u32 length + UTF-8 each). Crashes and hangs are never sent:
/// the parent sees them as the worker's death or silence.
package enum WireFormat {
  enum Message {
    case ready
    case startFailed(String)
    case evaluation(Evaluation)
  }

  static func request(_ job: EvaluationJob) -> [UInt8] {
    var bytes: [UInt8] = [1]
    bytes.reserveCapacity(job.bytes.count + 64)
    func appendShort(_ text: String) {
      let utf8 = Array(text.utf8.prefix(Int(UInt16.max)))
      bytes.append(UInt8(utf8.count >> 8))
      bytes.append(UInt8(utf8.count & 0xff))
      bytes.append(contentsOf: utf8)
    }
    appendShort(job.contractID)
    let touched = job.touched.prefix(Int(UInt16.max))
    bytes.append(UInt8(touched.count >> 8))
    bytes.append(UInt8(touched.count & 0xff))
    for pointer in touched { appendShort(pointer.description) }
    bytes.append(contentsOf: job.bytes)
    return bytes
  }

  package static func parseRequest(_ frame: [UInt8]) -> (contractID: String, touched: [JSONPointer], payload: [UInt8])?
  {
    var offset = 1
    func short() -> Int? {
      guard offset + 2 <= frame.count else { return nil }
      defer { offset += 2 }
      return Int(frame[offset]) << 8 | Int(frame[offset + 1])
    }
    func text() -> String? {
      guard let length = short(), offset + length <= frame.count else { return nil }
      defer { offset += length }
      return String(decoding: frame[offset..<(offset + length)], as: UTF8.self)
    }
    guard frame.first == 1, let contractID = text(), let count = short() else { return nil }
    var touched: [JSONPointer] = []
    for _ in 0..<count {
      guard let pointerText = text(), let pointer = try? JSONPointer(parsing: pointerText) else { return nil }
      touched.append(pointer)
    }
    return (contractID, touched, Array(frame[offset...]))
  }

  package static let ready: [UInt8] = [0]

  package static func startFailed(_ message: String) -> [UInt8] { [2] + Array(message.utf8) }

  package static func response(_ evaluation: Evaluation) -> [UInt8] {
    var bytes: [UInt8] = [1, verdictCode(evaluation.verdict)]
    switch evaluation.result {
    case .decoded(let losses):
      bytes.append(0)
      append(UInt32(losses.count), to: &bytes)
      for loss in losses {
        bytes.append(UInt8(JSONDifference.Kind.allCases.firstIndex(of: loss.kind) ?? 0))
        append(loss.pointer.description, to: &bytes)
      }
    case .failed(let signature, let message):
      bytes.append(1)
      append(signature, to: &bytes)
      append(message, to: &bytes)
    case .crashed, .hung:
      // Not produced by a worker; sent as a failure so a mistake shows rather than vanishes.
      bytes.append(1)
      append("worker-internal", to: &bytes)
      append("the worker reported a crash it cannot have seen", to: &bytes)
    }
    return bytes
  }

  static func parseResponse(_ frame: [UInt8]) -> Message? {
    var reader = Reader(bytes: frame)
    switch reader.byte() {
    case 0: return .ready
    case 2: return .startFailed(String(decoding: frame.dropFirst(), as: UTF8.self))
    case 1:
      guard let verdict = reader.byte().flatMap(verdict(code:)), let kind = reader.byte() else { return nil }
      if kind == 0 {
        guard let count = reader.uint32() else { return nil }
        var losses: [Loss] = []
        for _ in 0..<count {
          guard let index = reader.byte(), JSONDifference.Kind.allCases.indices.contains(Int(index)),
            let text = reader.string(), let pointer = try? JSONPointer(parsing: text)
          else { return nil }
          losses.append(Loss(kind: JSONDifference.Kind.allCases[Int(index)], pointer: pointer))
        }
        return .evaluation(Evaluation(verdict: verdict, result: .decoded(losses: losses)))
      }
      guard let signature = reader.string(), let message = reader.string() else { return nil }
      return .evaluation(Evaluation(verdict: verdict, result: .failed(signature: signature, message: message)))
    default:
      return nil
    }
  }

  private static func verdictCode(_ verdict: Verdict) -> UInt8 {
    switch verdict {
    case .allowed: 0
    case .drift: 1
    case .unchecked: 2
    }
  }

  private static func verdict(code: UInt8) -> Verdict? {
    switch code {
    case 0: .allowed
    case 1: .drift
    case 2: .unchecked
    default: nil
    }
  }

  private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: [
      UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff),
    ])
  }

  private static func append(_ text: String, to bytes: inout [UInt8]) {
    let utf8 = Array(text.utf8)
    append(UInt32(utf8.count), to: &bytes)
    bytes.append(contentsOf: utf8)
  }

  /// Reads the fields back, `nil` past the end (a truncated frame is refused, not trapped on).
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    mutating func byte() -> UInt8? {
      guard offset < bytes.count else { return nil }
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func uint32() -> UInt32? {
      guard offset + 4 <= bytes.count else { return nil }
      defer { offset += 4 }
      return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
        | UInt32(bytes[offset + 3])
    }

    mutating func string() -> String? {
      guard let length = uint32().map(Int.init), offset + length <= bytes.count else { return nil }
      defer { offset += length }
      return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }
  }
}
