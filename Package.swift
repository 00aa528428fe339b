// swift-tools-version: 6.0
import PackageDescription

/// Settings every Swift target shares: Swift 6 with strict concurrency, `any` spelled out,
/// and imports internal unless a type is part of a module's public API.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "contract",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "contract", targets: ["contract"]),
    .library(name: "ContractCLI", targets: ["ContractCLI"]),
    .library(name: "ContractTesting", targets: ["ContractTesting"]),
    .library(name: "Contracts", targets: ["Contracts"]),
    .library(name: "JSONSchema", targets: ["JSONSchema"]),
    .library(name: "ContractRecording", targets: ["ContractRecording"]),
    .library(name: "CodeGen", targets: ["CodeGen"]),
    .executable(name: "contract-generate", targets: ["contract-generate"]),
    .plugin(name: "ContractGeneratePlugin", targets: ["ContractGeneratePlugin"]),
    .plugin(name: "GenerateModelsCommand", targets: ["GenerateModelsCommand"]),
  ],
  targets: [
    .systemLibrary(
      name: "CJansson",
      pkgConfig: "jansson",
      providers: [.apt(["libjansson-dev"]), .brew(["jansson"])]
    ),
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(
      name: "JSONCore", swiftSettings: swiftSettings,
      // `Double.rounded` needs libm, which nothing else pulls in for a Foundation-free module.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The one redactor: the CLI's reports and the in-app recorder share it, so it imports
    // nothing (no Foundation, no jansson) and an app can link it.
    .target(name: "Redaction", swiftSettings: swiftSettings),
    // The library an app links to record its traffic: Foundation (FoundationNetworking on
    // Linux) and the redactor only, so it builds for iOS, macOS and Linux without jansson.
    .target(name: "ContractRecording", dependencies: ["Redaction"], swiftSettings: swiftSettings),
    .target(name: "Jansson", dependencies: ["CJansson", "JSONCore"], swiftSettings: swiftSettings),
    .target(name: "YAML", dependencies: ["CYAML", "JSONCore"], swiftSettings: swiftSettings),
    // ECMA-262 regular expressions for `pattern`, `patternProperties` and the `regex` format:
    // parser, compiler, DFA, Pike VM and backtracker. Depends on nothing of the package.
    .target(name: "JSONSchemaRegex", swiftSettings: swiftSettings),
    .target(
      name: "JSONSchema", dependencies: ["JSONCore", "Jansson", "YAML", "JSONSchemaRegex"],
      swiftSettings: swiftSettings),
    .target(
      name: "Contracts", dependencies: ["JSONCore", "Jansson", "JSONSchema", "Redaction"],
      swiftSettings: swiftSettings),
    // The report values of every command (check, fuzz) and the one serialised form of each:
    // what renderers read, what a worker hands its supervisor, what `report merge` joins.
    .target(name: "Reports", dependencies: ["Contracts", "JSONCore", "Jansson"], swiftSettings: swiftSettings),
    // Supervised execution: worker processes, the in-flight slots, the hang watch, crash
    // reports, the executor protocol and the worker pool `check`, `fuzz`, `replay` and
    // `diff`'s judge run models in.
    .target(
      name: "Supervision", dependencies: ["Contracts", "Reports", "JSONCore", "Jansson"], swiftSettings: swiftSettings),
    .target(
      name: "Reporting", dependencies: ["Contracts", "Reports", "Evidence", "JSONCore", "Jansson"],
      swiftSettings: swiftSettings),
    // What the recorded traffic shows per contract: read by the ranking of probes (and by
    // coverage and inference), computed in one place.
    .target(
      name: "Evidence", dependencies: ["JSONCore", "JSONSchema", "Contracts", "Jansson", "Reports"],
      swiftSettings: swiftSettings),
    .target(
      name: "Fuzzing",
      dependencies: ["Contracts", "Evidence", "JSONCore", "Jansson", "JSONSchema", "Reports", "Supervision"],
      swiftSettings: swiftSettings),
    .target(
      name: "SchemaDiff", dependencies: ["JSONCore", "Jansson", "JSONSchema", "Contracts", "Reports", "Supervision"],
      swiftSettings: swiftSettings),
    .target(
      name: "CodeGen", dependencies: ["JSONCore", "Jansson", "JSONSchema", "JSONSchemaRegex"],
      swiftSettings: swiftSettings),
    // The generator alone, for the plugins: a package using them builds only this.
    .executableTarget(name: "contract-generate", dependencies: ["CodeGen", "JSONSchema"], swiftSettings: swiftSettings),
    .plugin(name: "ContractGeneratePlugin", capability: .buildTool(), dependencies: ["contract-generate"]),
    .plugin(
      name: "GenerateModelsCommand",
      capability: .command(
        intent: .custom(verb: "generate-models", description: "Write the models contract-generate.json asks for"),
        permissions: [.writeToPackageDirectory(reason: "writes the generated Swift models into the source tree")]),
      dependencies: ["contract-generate"]),
    .target(
      name: "ContractCLI",
      dependencies: [
        "JSONCore", "Jansson", "JSONSchema", "Contracts", "Reports", "Supervision", "Evidence", "Reporting", "Fuzzing",
        "CodeGen", "SchemaDiff",
      ],
      swiftSettings: swiftSettings),
    .target(name: "ChapterModels", swiftSettings: swiftSettings),
    // Generated by `contract generate --config Contracts/sightscreen/contract-generate.json`.
    .target(name: "SightscreenContractModels", swiftSettings: swiftSettings),
    // The Sightscreen app's models as it ships them. quicktype writes `import Foundation` into
    // the generated files, so imports stay public by default here.
    .target(name: "SightscreenModels", swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
    // The example systems' registry, as the library `contract init` scaffolds in a user's package.
    .target(
      name: "ExampleContracts",
      dependencies: ["Contracts", "ChapterModels", "SightscreenModels", "SightscreenContractModels"],
      swiftSettings: swiftSettings),
    .executableTarget(name: "contract", dependencies: ["ContractCLI", "ExampleContracts"], swiftSettings: swiftSettings),
    .target(name: "ContractTesting", dependencies: ["Contracts", "JSONCore"], swiftSettings: swiftSettings),
    // Models written to fail in known ways, and a runner for them: the harness's own test
    // fixtures, and an example of the ten-line runner a user's package adds.
    .target(
      name: "HarnessFixtures", dependencies: ["Contracts"], path: "Tests/HarnessFixtures",
      swiftSettings: swiftSettings),
    // A hosted-auth client's models as its package has them (`Decodable` only, one shared
    // decoder): `contract init` runs on a copy of Tests/Fixtures/auth, the runner checks them.
    .target(
      name: "AuthFixtureModels", path: "Tests/Fixtures/auth/Sources/AuthModels",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
    // A timeline client's models (`Codable` classes and structs, hand-written `init(from:)`
    // with defaults and `try?`, one shared snake_case decoder): checked by the runner.
    .target(
      name: "SocialFixtureModels", path: "Tests/Fixtures/social/Sources/SocialModels",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
    .executableTarget(
      name: "contract-fixtures",
      dependencies: ["ContractCLI", "Contracts", "HarnessFixtures", "AuthFixtureModels", "SocialFixtureModels"],
      path: "Tests/FixtureRunner", swiftSettings: swiftSettings),
    // Links ContractRecording as an app does: a writer for the killed-writer test, and the
    // timing loop of `scripts/bench record`.
    .executableTarget(
      name: "contract-recorder-runner", dependencies: ["ContractRecording"], path: "Tests/RecorderRunner",
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "contract-bench",
      dependencies: [
        "JSONCore", "Jansson", "JSONSchema", "Contracts", "Reports", "Supervision", "Fuzzing", "ChapterModels",
        "ExampleContracts",
      ],
      path: "Benchmarks/contract-bench", swiftSettings: swiftSettings),

    .testTarget(name: "JSONCoreTests", dependencies: ["JSONCore"], swiftSettings: swiftSettings),
    .testTarget(
      name: "JanssonTests", dependencies: ["Jansson", "JSONCore"], swiftSettings: swiftSettings),
    .testTarget(name: "YAMLTests", dependencies: ["YAML", "JSONCore", "Jansson"], swiftSettings: swiftSettings),
    .testTarget(
      name: "JSONSchemaTests", dependencies: ["JSONSchema", "JSONSchemaRegex", "Jansson", "JSONCore"],
      swiftSettings: swiftSettings),
    .testTarget(name: "JSONSchemaRegexTests", dependencies: ["JSONSchemaRegex"], swiftSettings: swiftSettings),
    .testTarget(
      name: "JSONSchemaConformanceTests", dependencies: ["JSONSchema", "Jansson", "JSONCore"],
      exclude: ["known-failures.json"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ChapterModelsTests", dependencies: ["ChapterModels"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SightscreenModelsTests", dependencies: ["SightscreenModels"], swiftSettings: swiftSettings),
    .testTarget(
      name: "ContractsTests", dependencies: ["Contracts", "ContractTesting", "JSONCore", "Reports", "Supervision"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SupervisionTests", dependencies: ["Supervision", "Contracts", "Reports", "JSONCore", "ContractTesting"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "SchemaDiffTests",
      dependencies: ["SchemaDiff", "Reports", "Reporting", "Contracts", "ContractTesting", "JSONCore", "JSONSchema", "Jansson"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ReportsTests", dependencies: ["Reports", "Contracts", "JSONCore"], swiftSettings: swiftSettings),
    .testTarget(
      name: "ContractTestingTests", dependencies: ["ContractTesting", "Contracts", "Reports", "ExampleContracts"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ReportingTests",
      dependencies: ["Reporting", "Reports", "Fuzzing", "Contracts", "JSONCore", "Jansson", "ContractTesting"],
      exclude: ["Snapshots"], swiftSettings: swiftSettings),
    .testTarget(
      name: "FuzzingTests",
      dependencies: [
        "Fuzzing", "Reports", "Supervision", "Contracts", "JSONCore", "JSONSchema", "Jansson", "HarnessFixtures",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CodeGenTests",
      dependencies: ["CodeGen", "ContractTesting", "JSONCore", "Jansson", "JSONSchema", "contract", "contract-generate"],
      exclude: ["RoundTrip", "Reference", "PluginFixture"], swiftSettings: swiftSettings),
    .testTarget(
      name: "ContractRecordingTests",
      dependencies: ["ContractRecording", "ContractTesting", "contract-fixtures", "contract-recorder-runner"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "EvidenceTests", dependencies: ["Evidence", "JSONCore", "JSONSchema", "Jansson", "Reports"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ContractCLITests",
      dependencies: ["ContractCLI", "ContractTesting", "Evidence", "contract", "contract-fixtures", "HarnessFixtures"],
      swiftSettings: swiftSettings),
  ]
)
