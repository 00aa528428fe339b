import ContractTesting
import Foundation

/// The folder of this test target's data files.
let codeGenTestsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

/// A fresh temporary folder for one test.
func temporaryFolder(_ name: String) throws -> String {
  let path = NSTemporaryDirectory() + "codegen-\(name)-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Runs a real process (the toolchain's `swiftc`, a compiled runner) found on `PATH` to the end
/// and returns its output, with ContractTesting's reader.
func runProcess(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> CommandOutput {
  try executeProcess(URL(fileURLWithPath: "/usr/bin/env"), [executable] + arguments, in: directory)
}

/// Compiles Swift files into an executable in Swift 6 mode with warnings as errors (the
/// generated code must have none); returns the compiler's output when it fails.
func compileSwift(_ files: [String], output: String) throws -> CommandOutput {
  try runProcess(
    "swiftc", ["-swift-version", "6", "-warnings-as-errors", "-package-name", "roundtrip"] + files + ["-o", output])
}
