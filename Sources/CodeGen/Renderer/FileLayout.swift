/// Which declarations go to which file.
///
/// By `--layout`:
///
/// - `per-schema`: one file per input, named after the schema file (`pet.schema.json` →
///   `Pet.swift`) or the definition it points at (`openapi.yaml#/components/schemas/User` →
///   `User.swift`), holding every type first reached from it;
/// - `per-type`: one file per root or definition, with the inline types inside it;
/// - `single`: one file (`--file-name`).
///
/// The helper types used go to `ContractSupport.swift` (in `single`, to the end of the file).
struct FileLayout {
  let options: GenerateOptions
  let inputs: [SchemaInput]

  static let supportFileName = "ContractSupport.swift"

  func files(from translator: Translator) -> [SwiftFile] {
    let names = SwiftNames(acronyms: options.acronyms)
    var files: [SwiftFile] = []
    var index: [String: Int] = [:]
    var taken: Set<String> = [FileLayout.supportFileName]
    for entry in translator.order {
      guard let declaration = translator.declarations[entry.name] else { continue }
      let key: String =
        switch options.layout {
        case .perSchema: "input \(entry.input)"
        case .perType: "type \(entry.group)"
        case .single: "single"
        }
      if index[key] == nil {
        let base: String =
          switch options.layout {
          case .perSchema: names.type(inputs[entry.input].fileStem)
          case .perType: entry.group
          case .single: String(options.fileName.dropLast(".swift".count))
          }
        var name = base + ".swift"
        var number = 2
        while taken.contains(name) {
          name = base + String(number) + ".swift"
          number += 1
        }
        taken.insert(name)
        index[key] = files.count
        files.append(SwiftFile(name: name, sources: [], declarations: [], support: []))
      }
      let position = index[key] ?? 0
      files[position].declarations.append(declaration)
      let source = inputs[entry.input].displayPath
      if !files[position].sources.contains(source) { files[position].sources.append(source) }
    }
    let support = translator.supportTypes.sorted()
    guard !support.isEmpty else { return files }
    let allSources = inputs.map(\.displayPath)
    if options.layout == .single, !files.isEmpty {
      files[0].support = support
      files[0].sources = allSources
    } else {
      files.append(SwiftFile(name: FileLayout.supportFileName, sources: allSources, declarations: [], support: support))
    }
    return files
  }
}
