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
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "contract", targets: ["contract"]),
    .library(name: "ContractCLI", targets: ["ContractCLI"]),
    .library(name: "ContractTesting", targets: ["ContractTesting"]),
    .library(name: "Contracts", targets: ["Contracts"]),
    .library(name: "JSONSchema", targets: ["JSONSchema"]),
  ],
  targets: [
    .systemLibrary(
      name: "CJansson",
      pkgConfig: "jansson",
      providers: [.apt(["libjansson-dev"]), .brew(["jansson"])]
    ),
    .target(
      name: "JSONCore", swiftSettings: swiftSettings,
      // `Double.rounded` needs libm, which nothing else pulls in for a Foundation-free module.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(name: "Jansson", dependencies: ["CJansson", "JSONCore"], swiftSettings: swiftSettings),
    .target(name: "JSONSchema", dependencies: ["JSONCore", "Jansson"], swiftSettings: swiftSettings),
    .target(
      name: "Contracts", dependencies: ["JSONCore", "Jansson", "JSONSchema"],
      swiftSettings: swiftSettings),
    .target(
      name: "Reporting", dependencies: ["Contracts", "JSONCore", "Jansson"], swiftSettings: swiftSettings),
    .target(
      name: "Fuzzing", dependencies: ["Contracts", "JSONCore", "Jansson", "JSONSchema"], swiftSettings: swiftSettings),
    .target(
      name: "SchemaDiff", dependencies: ["JSONCore", "Jansson", "JSONSchema", "Contracts", "Fuzzing"],
      swiftSettings: swiftSettings),
    .target(name: "CodeGen", dependencies: ["JSONCore", "Jansson", "JSONSchema"], swiftSettings: swiftSettings),
    .target(
      name: "ContractCLI",
      dependencies: ["JSONCore", "Jansson", "JSONSchema", "Contracts", "Reporting", "Fuzzing", "CodeGen", "SchemaDiff"],
      swiftSettings: swiftSettings),
    .target(name: "ChapterModels", swiftSettings: swiftSettings),
    // The Sightscreen app's models as it ships them. quicktype writes `import Foundation` into
    // the generated files, so imports stay public by default here.
    .target(name: "SightscreenModels", swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
    .executableTarget(
      name: "contract", dependencies: ["ContractCLI", "Contracts", "ChapterModels", "SightscreenModels"],
      swiftSettings: swiftSettings),
    .target(
      name: "ContractTesting", dependencies: ["Contracts", "ContractCLI"],
      swiftSettings: swiftSettings),
    // Models written to fail in known ways, and a runner for them: the harness's own test
    // fixtures, and an example of the ten-line runner a user's package adds.
    .target(
      name: "HarnessFixtures", dependencies: ["Contracts"], path: "Tests/HarnessFixtures",
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "contract-fixtures", dependencies: ["ContractCLI", "Contracts", "HarnessFixtures"],
      path: "Tests/FixtureRunner", swiftSettings: swiftSettings),
    .executableTarget(
      name: "contract-bench",
      dependencies: ["JSONCore", "Jansson", "JSONSchema", "Contracts", "Fuzzing", "ChapterModels"],
      path: "Benchmarks/contract-bench", swiftSettings: swiftSettings),

    .testTarget(name: "JSONCoreTests", dependencies: ["JSONCore"], swiftSettings: swiftSettings),
    .testTarget(
      name: "JanssonTests", dependencies: ["Jansson", "JSONCore"], swiftSettings: swiftSettings),
    .testTarget(
      name: "JSONSchemaTests", dependencies: ["JSONSchema", "Jansson", "JSONCore"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "JSONSchemaConformanceTests", dependencies: ["JSONSchema", "Jansson", "JSONCore"],
      exclude: ["known-failures.json"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ChapterModelsTests", dependencies: ["ChapterModels"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SightscreenModelsTests", dependencies: ["SightscreenModels"], swiftSettings: swiftSettings),
    .testTarget(
      name: "ContractTestingTests", dependencies: ["ContractTesting", "Contracts", "ChapterModels", "SightscreenModels"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ReportingTests", dependencies: ["Reporting", "Contracts", "JSONCore", "Jansson", "ContractTesting"],
      exclude: ["Snapshots"], swiftSettings: swiftSettings),
    .testTarget(
      name: "FuzzingTests",
      dependencies: ["Fuzzing", "Contracts", "JSONCore", "JSONSchema", "Jansson", "HarnessFixtures"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CodeGenTests",
      dependencies: ["CodeGen", "ContractTesting", "JSONCore", "Jansson", "JSONSchema", "contract"],
      exclude: ["RoundTrip", "Reference"], swiftSettings: swiftSettings),
    .testTarget(
      name: "ContractCLITests",
      dependencies: ["ContractCLI", "ContractTesting", "contract", "contract-fixtures", "HarnessFixtures"],
      swiftSettings: swiftSettings),
  ]
)
