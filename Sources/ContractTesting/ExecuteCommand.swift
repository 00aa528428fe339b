public import Foundation

/// The result of running the built `contract` executable.
public struct CommandOutput: Sendable {
  public var standardOutput: String
  public var standardError: String
  public var exitCode: Int32
}

/// Runs the built `contract` binary (or another product of this package) as a real process.
///
/// The binary is looked up beside the running test bundle, where SwiftPM puts every product
/// of the package, so tests exercise exactly what users run.
public func executeCommand(
  _ arguments: [String], product: String = "contract", in directory: String? = nil,
  environment: [String: String] = [:], standardInput: Data? = nil
) throws -> CommandOutput {
  try executeProcess(
    try productURL(product), arguments, in: directory, environment: environment, standardInput: standardInput)
}

/// Runs any executable (a script's interpreter, a shell) as ``executeCommand(_:product:in:environment:standardInput:)``
/// runs the package's products: `environment` on top of this process's.
public func executeProcess(
  _ executable: URL, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
  standardInput: Data? = nil
) throws -> CommandOutput {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  var processEnvironment = ProcessInfo.processInfo.environment
  processEnvironment.merge(environment) { _, new in new }
  process.environment = processEnvironment
  let output = Pipe()
  let error = Pipe()
  let input = Pipe()
  process.standardOutput = output
  process.standardError = error
  process.standardInput = input
  try process.run()
  // Read both pipes while the process runs, so a chatty process cannot fill one and block.
  nonisolated(unsafe) var errorData = Data()
  let errorReader = Thread { errorData = error.fileHandleForReading.readDataToEndOfFile() }
  errorReader.start()
  if let standardInput { input.fileHandleForWriting.write(standardInput) }
  try? input.fileHandleForWriting.close()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  while !errorReader.isFinished { usleep(1000) }
  return CommandOutput(
    standardOutput: String(decoding: outputData, as: UTF8.self),
    standardError: String(decoding: errorData, as: UTF8.self),
    exitCode: process.terminationStatus)
}

/// The URL of a product built beside the test bundle.
public func productURL(_ product: String) throws -> URL {
  var directory = Bundle.main.bundleURL
  for _ in 0..<3 {
    let candidate = directory.appendingPathComponent(product)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      let sibling = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(product)
      if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
    }
    directory = directory.deletingLastPathComponent()
  }
  throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: product])
}
