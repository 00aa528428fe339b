import Contracts
import Jansson
import Reports

/// The work of `contract parse` once its arguments are read: each file read by the reference
/// parser and by Foundation's two readers, its record printed as soon as it is read.
struct ParseFrontend {
  let parse: Parse

  func run() -> ExitCode {
    let console = parse.console
    let discovery = FileDiscovery.expand(parse.paths, extensions: ["json"])
    var exit = ExitCode.success
    for path in discovery.missing {
      console.errorLine("contract parse: \(path): no such file or folder")
      exit = .usage
    }
    for (path, reason) in discovery.skipped { console.errorLine("contract parse: \(path): not read: \(reason)") }
    for path in discovery.files {
      let bytes: [UInt8]
      do {
        bytes = try FileDiscovery.read(path)
      } catch {
        console.errorLine("contract parse: \(error)")
        exit = .usage
        continue
      }
      let reference = Result { () throws(JSONParseError) in try JanssonParser.parse(bytes) }
      let verdict = ParseVerdict(path: path, differential: ParserDifferential(bytes: bytes, reference: reference))
      console.write(parse.renderer.render(verdict))
      if !verdict.isClean, exit == .success { exit = .findings }
    }
    return exit
  }
}
