import Contracts
import Evidence
import Foundation
import JSONCore
import Jansson
import Reporting

/// The work of `contract infer` once its arguments are read: record the traffic, infer per
/// contract, write each document's overlay or patch, print the summary.
struct InferFrontend {
  let infer: Infer

  func run() throws -> ExitCode {
    let console = infer.context.console
    if let output = infer.output, let problem = AtomicFile.problem(writing: output) { throw UsageError(problem) }
    // A file where the folder would go is said before any work, not found after it; the
    // folder itself is made only when there is something to write.
    var isFolder: ObjCBool = false
    if let out = infer.out, FileManager.default.fileExists(atPath: out, isDirectory: &isFolder), !isFolder.boolValue {
      throw UsageError("--out \(out): cannot create the folder: a file of that name exists")
    }
    let traffic = infer.traffic
    let (run, recorder, recordProblems) = try traffic.record(registry: infer.context.registry)
    var problems = recordProblems
    let contracts = run.manifest.contracts.compactMap { contract -> (String, ContractOutline, TrafficEvidence)? in
      guard let outline = recorder.outlines[contract.id] else { return nil }
      return (contract.id, outline, recorder.evidence[contract.id] ?? TrafficEvidence())
    }
    let result = InferResult(
      contracts: contracts, minimumSample: infer.minimumSample, includeTightening: infer.includeTightening)
    var written: [String: String] = [:]
    if let out = infer.out {
      let root = (traffic.contractsDirectory as NSString).standardizingPath
      let absoluteRoot = root.hasPrefix("/") ? root : FileManager.default.currentDirectoryPath + "/" + root
      for document in result.documents {
        let file = (document.file as NSString).standardizingPath
        let relative =
          file.hasPrefix(absoluteRoot + "/")
          ? String(file.dropFirst(absoluteRoot.count + 1)) : (file as NSString).lastPathComponent
        let path = (out as NSString).appendingPathComponent(
          relative + (document.isOverlay ? ".overlay.json" : ".patch.json"))
        try FileManager.default.createDirectory(
          atPath: FilePath.parent(of: path), withIntermediateDirectories: true)
        try AtomicFile.write(JSONWriter(indent: 2).string(document.changes) + "\n", to: path)
        written[document.file] = path
      }
    }
    var withoutSchema: [InferSummaryRenderer.Drafted] = []
    for contract in run.manifest.contracts where run.bindings[contract.id].map({ $0.schema == nil }) ?? false {
      let draft = recorder.drafts[contract.id] ?? SchemaDraft()
      var path: String? = nil
      if let out = infer.out, draft.values > 0 {
        let file = (out as NSString).appendingPathComponent(
          contract.id.replacingOccurrences(of: "/", with: "_") + ".schema.json")
        // A draft is written again over the last one; a schema someone wrote, or a draft
        // someone edited, never.
        if let existing = FileManager.default.contents(atPath: file) {
          guard SchemaDraft.isDraft(String(decoding: existing, as: UTF8.self)) else {
            problems.append("\(file) exists and is not a draft infer wrote: not overwritten (choose another --out)")
            continue
          }
          if let parsed = try? JanssonParser.parse(Array(existing)).value, SchemaDraft.isEdited(parsed) {
            problems.append(
              "\(file) was edited since infer drafted it: not overwritten (name it as the contract's \"schema\", or delete it to draft again)"
            )
            continue
          }
        }
        let document = draft.document(
          title: contract.typeName ?? contract.id, contract: contract.id, minimumSample: infer.minimumSample)
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try AtomicFile.write(JSONWriter(indent: 2).string(document) + "\n", to: file)
        path = file
      }
      withoutSchema.append(.init(contract: contract.id, values: draft.values, written: path))
    }
    let renderer = InferSummaryRenderer(
      written: written, workingDirectory: infer.context.currentDirectory, withoutSchema: withoutSchema)
    let summary = infer.json ? renderer.json(result) : renderer.text(result)
    if let output = infer.output { try AtomicFile.write(summary, to: output) } else { console.write(summary) }
    for problem in problems { console.errorLine("contract infer: \(problem)") }
    return problems.isEmpty ? .success : .usage
  }
}
