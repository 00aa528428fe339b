import Foundation

/// The folder of this test target's data files.
let codeGenTestsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

/// A fresh temporary folder for one test.
func temporaryFolder(_ name: String) throws -> String {
  let path = NSTemporaryDirectory() + "codegen-\(name)-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// What a process printed and how it ended.
struct ProcessOutput {
  var standardOutput: String
  var standardError: String
  var exitCode: Int32
}

/// Runs a real process (the toolchain's `swiftc`, a compiled runner) to the end and returns
/// its output; the same reader as `executeCommand`, for programs outside the package.
func runProcess(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> ProcessOutput {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [executable] + arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  try process.run()
  nonisolated(unsafe) var errorData = Data()
  let errorReader = Thread { errorData = error.fileHandleForReading.readDataToEndOfFile() }
  errorReader.start()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  while !errorReader.isFinished { usleep(1000) }
  return ProcessOutput(
    standardOutput: String(decoding: outputData, as: UTF8.self),
    standardError: String(decoding: errorData, as: UTF8.self), exitCode: process.terminationStatus)
}

/// Compiles Swift files into an executable in Swift 6 mode with warnings as errors (the
/// generated code must have none); returns the compiler's output when it fails.
func compileSwift(_ files: [String], output: String) throws -> ProcessOutput {
  try runProcess(
    "swiftc", ["-swift-version", "6", "-warnings-as-errors", "-package-name", "roundtrip"] + files + ["-o", output])
}
