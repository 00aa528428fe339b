import Contracts
import Foundation
import JSONCore
import Jansson
import Reporting
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Hostile text (markup, quotes, pipes, percent signs, line breaks, a control character) goes
/// through every format and comes back out of the format's own parser unchanged, or changed
/// only where the format cannot carry it.
@Suite struct EscapingTests {
  let report = SampleReports.hostile
  let message = SampleReports.hostileMessage
  /// XML 1.0 cannot carry U+0001 even as a reference: it becomes U+FFFD.
  var xmlMessage: String { message.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}") }

  @Test func junitParsesAndKeepsTheMessage() throws {
    let xml = JUnitRenderer().render(report, toolVersion: "1")
    let document = try XMLDocument(data: Data(xml.utf8), options: [])
    let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "name")?.stringValue == "evil.<b>|contract")
    let failure = try #require(try document.nodes(forXPath: "//failure").first as? XMLElement)
    #expect(failure.attribute(forName: "message")?.stringValue == xmlMessage)
    #expect(failure.stringValue?.contains(xmlMessage) == true)
    #expect(failure.stringValue?.contains("value: </system-out><x>]]>") == true)
    let testCase = try #require(failure.parent as? XMLElement)
    #expect(testCase.attribute(forName: "file")?.stringValue == "dump/we ird,name:50%#.json")
    #expect(testCase.attribute(forName: "name")?.stringValue == #"decode-failure /a`|b/<x>&"y"/c~1d~0e"#)
  }

  @Test func htmlIsWellFormedAndRunsNothing() throws {
    let html = HTMLRenderer().render(report, toolVersion: "1")
    let document = try XMLDocument(data: Data(html.utf8), options: [])
    #expect(try document.nodes(forXPath: "//script").isEmpty)
    #expect(try document.nodes(forXPath: "//*[@href and not(starts-with(@href, '#'))]").isEmpty)
    let paragraph = try #require(try document.nodes(forXPath: "//p[@class='message']").first)
    #expect(paragraph.stringValue == xmlMessage)
    #expect(html.contains("Content-Security-Policy"))
  }

  @Test func sarifCarriesTheMessageExactly() throws {
    let sarif = SARIFRenderer().render(report, toolVersion: "1")
    let value = try JanssonParser.parse(Array(sarif.utf8)).value
    let result = try #require(value["runs"]?[0]?["results"]?[0])
    #expect(result["message"]?["text"]?.stringValue == message)
    let location = try #require(result["locations"]?[0])
    #expect(
      location["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue == "dump/we%20ird%2Cname%3A50%25%23.json")
    #expect(location["logicalLocations"]?[0]?["fullyQualifiedName"]?.stringValue == #"/a`|b/<x>&"y"/c~1d~0e"#)
    #expect(location["logicalLocations"]?[0]?["name"]?.stringValue == "c/d~e")
  }

  @Test func githubKeepsEachAnnotationOnOneLine() throws {
    let lines = GitHubRenderer().render(report, toolVersion: "1").split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)  // the annotation, the summary, the final newline's empty rest
    let annotation = String(lines[0])
    #expect(annotation.hasPrefix("::error file=dump/we ird%2Cname%3A50%25#.json,line=2,col=3,title=decode-failure::"))
    // The message is everything after the properties' `::`; unescaped, it is the original.
    let data = try #require(annotation.range(of: "title=decode-failure::")).upperBound
    let unescaped = String(annotation[data...]).replacingOccurrences(of: "%0D", with: "\r")
      .replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%25", with: "%")
    #expect(unescaped.hasSuffix(message))
    #expect(!annotation.contains("\r"))
  }

  @Test func markdownKeepsTheTableAndShowsMarkupAsText() throws {
    let markdown = MarkdownRenderer().render(report, toolVersion: "1")
    #expect(!markdown.contains("<script"))
    #expect(!markdown.contains("</system-out"))
    let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| 🔴 error") })
    // A row of six cells has seven pipes that are not escaped.
    var pipes = 0
    var previous: Character = " "
    for character in row {
      if character == "|" && previous != "\\" { pipes += 1 }
      previous = character
    }
    #expect(pipes == 7)
    #expect(row.contains(#"&lt;script&gt;alert("x")&lt;/script&gt; &amp; "q" 'a' \| 100% %0A"#))
    #expect(row.contains(#"\$x\$ \]\]&gt; --<br>second line<br>third"#))
    #expect(row.contains("``/a`\\|b/<x>&\"y\"/c~1d~0e``"))
  }

  @Test func everyFormatNamesTheFileAndPointer() {
    let outputs = [
      JUnitRenderer().render(report, toolVersion: "1"), HTMLRenderer().render(report, toolVersion: "1"),
      MarkdownRenderer().render(report, toolVersion: "1"), TextRenderer(color: false).render(report, toolVersion: "1"),
    ]
    for output in outputs { #expect(output.contains("we ird,name:50%#.json:2:3")) }
  }
}

extension JSONValue {
  /// The element at `index` of an array, `nil` for anything else.
  fileprivate subscript(index: Int) -> JSONValue? {
    guard let array = arrayValue, array.indices.contains(index) else { return nil }
    return array[index]
  }
}
