import Foundation
public import JSONCore

/// The worker side of isolation: a worker process (`contract fuzz-worker`) reads payloads
/// from standard input, runs each through its contract's model, and writes what the model
/// did to standard output, until end of input. (The verdict is the parent's: it validates
/// the trees it already has.)
///
/// A model that traps kills this process and nothing else; the pool sees the pipe close and
/// reports a crash. The protocol keeps its own copy of standard output, and standard output
/// proper is pointed at standard error, so a model that prints cannot corrupt a frame.
public enum WorkerServer {
  /// Runs the model of contract `contractID` on `payload`.
  ///
  /// `touched` are the places whose round trip is compared. `nil` for a contract this worker
  /// does not run.
  public typealias ModelRun = (_ contractID: String, _ payload: [UInt8], _ touched: [JSONPointer]) -> ModelResult?

  /// Serves until standard input closes; returns the exit status.
  ///
  /// - Parameter setUp: binds the contracts (loads the manifest, compiles schemas) and returns
  ///   how their models are run; an error is sent to the parent as the reason the worker
  ///   could not start.
  public static func serve(setUp: () throws -> ModelRun) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    // Ctrl-C is the parent's to handle: it stops between batches and closes our input.
    signal(SIGINT, SIG_IGN)
    let protocolOutput = dup(1)
    guard protocolOutput >= 0 else { return 3 }
    _ = dup2(2, 1)
    let channel = FrameChannel(input: 0, output: protocolOutput)
    let runModel: ModelRun
    do {
      runModel = try setUp()
    } catch {
      _ = channel.write(WireFormat.startFailed("\(error)"))
      return 2
    }
    guard channel.write(WireFormat.ready) else { return 0 }
    while case .frame(let frame) = channel.read(timeout: nil) {
      let evaluation: Evaluation
      if let (contractID, touched, payload) = WireFormat.parseRequest(frame),
        let result = runModel(contractID, payload, touched)
      {
        // The parent validates: it has the payload's tree already.
        evaluation = Evaluation(verdict: .unchecked, result: result)
      } else {
        evaluation = Evaluation(
          verdict: .unchecked,
          result: .failed(signature: "bad-request", message: "the worker did not understand a request"))
      }
      // Each answer goes out before the next decode starts: if that decode traps, every
      // answer written so far has reached the parent, which then knows which request killed
      // this process (answers held back to write together would die with it).
      guard channel.write(WireFormat.response(evaluation)) else { break }
    }
    return 0
  }
}
