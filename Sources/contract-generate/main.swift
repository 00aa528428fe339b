import CodeGen
import Foundation
import JSONSchema

// The generator the SwiftPM plugins run: `contract generate` for a configuration file, without
// the rest of `contract` (so a package using the plugins builds only the generator).
//
//   contract-generate --config FILE [--out DIR] [--single-file NAME.swift] [--check]
//
// `--single-file` puts everything in one file: a build command must name its outputs before
// it runs. Exits 0, 1 (check found differences) or 2 (usage, unreadable or untranslatable
// schema), like `contract generate`.

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("contract-generate: " + message + "\n").utf8))
  exit(2)
}

var configPath: String?
var outputDirectory: String?
var singleFile: String?
var check = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--config": configPath = arguments.popFirst()
  case "--out": outputDirectory = arguments.popFirst()
  case "--single-file": singleFile = arguments.popFirst()
  case "--check": check = true
  default: fail("unknown argument '\(argument)'; usage: --config FILE [--out DIR] [--single-file NAME.swift] [--check]")
  }
}
guard let configPath else { fail("give --config FILE") }
var configuration: GenerateConfiguration
do {
  configuration = try GenerateConfiguration.load(path: configPath)
} catch {
  fail(error.description)
}
if let singleFile {
  do {
    try GenerateSetting.layout.apply("single", to: &configuration.options)
    try GenerateSetting.fileName.apply(singleFile, to: &configuration.options)
  } catch {
    fail(error.description)
  }
}
guard let out = outputDirectory ?? configuration.outputDirectory else {
  fail("give --out DIR (or out in \(configPath))")
}
var validatorOptions = ValidatorOptions()
if let name = configuration.draft {
  guard let draft = Draft(optionName: name) else { fail("draft takes 4, 6, 7, 2019-09 or 2020-12, not '\(name)'") }
  validatorOptions.draft = draft
}
let run = GenerateRun(
  configuration: configuration, outputDirectory: out, check: check, validatorOptions: validatorOptions)
let outcome = run.run(output: { print($0) }) {
  FileHandle.standardError.write(Data(("contract-generate: " + $0 + "\n").utf8))
}
switch outcome {
case .success: exit(0)
case .outOfDate: exit(1)
case .failure: exit(2)
}
