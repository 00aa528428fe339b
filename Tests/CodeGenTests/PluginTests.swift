import ContractTesting
import Foundation
import Testing

/// The SwiftPM plugins on a real package: `PluginFixture` (a models target whose
/// `contract-generate.json` the build-tool plugin reads, and an executable that decodes a
/// sample with the generated type) is built with `swift build` against this repository, and
/// `swift package generate-models` writes the same models into its source tree.
///
/// One test does both, sharing one build folder: the generator is built once (about a minute
/// on a quiet machine; the package needs only CodeGen and what it depends on).
@Suite struct PluginTests {
  static let repository = codeGenTestsDirectory.deletingLastPathComponent().deletingLastPathComponent().path

  @Test func theBuildToolPluginGeneratesTheModelsAndTheCommandPluginWritesThem() throws {
    let package = try temporaryFolder("plugin-fixture")
    try FileManager.default.removeItem(atPath: package)
    try FileManager.default.copyItem(atPath: codeGenTestsDirectory.path + "/PluginFixture", toPath: package)
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "PluginFixture",
        platforms: [.macOS(.v14)],
        dependencies: [.package(name: "contract", path: "\(Self.repository)")],
        targets: [
          .target(
            name: "PetModels", exclude: ["contract-generate.json", "pet.schema.json"],
            plugins: [.plugin(name: "ContractGeneratePlugin", package: "contract")]),
          .executableTarget(name: "PetCheck", dependencies: ["PetModels"]),
        ]
      )

      """
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: package + "/Package.swift"))

    let build = try runProcess("swift", ["build", "--package-path", package, "--product", "PetCheck"])
    try #require(build.exitCode == 0, "\(build.standardOutput)\(build.standardError)")
    #expect(build.standardOutput.contains("contract generate: PetModels from contract-generate.json"))

    let binary = try runProcess("swift", ["build", "--package-path", package, "--show-bin-path"])
    let executable = binary.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) + "/PetCheck"
    let sample =
      #"{"id":"3f1c2a9e-0000-4000-8000-000000000001","name":"Rex","status":"pending","born_at":"2024-03-15T10:30:00.123456+00:00","tag":null}"#
    let run = try runProcess("sh", ["-c", "printf '%s' '\(sample)' | '\(executable)'"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        Rex (pending, born 2024-03-15T10:30:00.123456+00:00)
        {"born_at":"2024-03-15T10:30:00.123456+00:00","id":"3F1C2A9E-0000-4000-8000-000000000001","name":"Rex","status":"pending","tag":null}

        """)

    let command = try runProcess(
      "swift", ["package", "--package-path", package, "--allow-writing-to-package-directory", "generate-models"])
    #expect(command.exitCode == 0, "\(command.standardOutput)\(command.standardError)")
    let written = package + "/Sources/PetModels/Generated"
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: written).sorted() == ["ContractSupport.swift", "Pet.swift"])
    let check = try runProcess(
      "swift",
      ["package", "--package-path", package, "--allow-writing-to-package-directory", "generate-models", "--check"])
    #expect(check.exitCode == 0, "\(check.standardOutput)\(check.standardError)")
  }
}
