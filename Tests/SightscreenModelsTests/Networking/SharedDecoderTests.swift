import Foundation
import SightscreenModels
import Testing

/// The app's shared decoder reads what a TypeScript backend writes, and the generated models'
/// encoder loses what it cannot write.
@Suite("Shared decoder")
struct SharedDecoderTests {
  struct Stamp: Codable { var at: Date }

  func decode(_ text: String) throws -> Date {
    try SightscreenJSON.makeDecoder().decode(Stamp.self, from: Data(#"{"at":"\#(text)"}"#.utf8)).at
  }

  @Test("ISO 8601 with milliseconds and without a fraction are the same instant when the milliseconds are zero")
  func bothForms() throws {
    let whole = try decode("2026-01-14T08:15:42Z")
    #expect(whole.timeIntervalSince1970 == 1_768_378_542)
    #expect(try decode("2026-01-14T08:15:42.000Z") == whole)
    #expect(abs(try decode("2026-01-14T08:15:42.617Z").timeIntervalSince(whole) - 0.617) < 1e-6)
  }

  @Test("Anything else is a decoding error that quotes the text", arguments: ["2026-01-14", "14/01/2026 08:15", ""])
  func rejects(text: String) {
    #expect {
      try decode(text)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription.contains("'\(text)'")
    }
  }

  @Test("The generated models' encoder writes whole seconds: milliseconds are lost on the way back")
  func encoderDropsMilliseconds() throws {
    let date = try decode("2026-01-14T08:15:42.617Z")
    let text = String(decoding: try SightscreenJSON.makeEncoder().encode(Stamp(at: date)), as: UTF8.self)
    #expect(text == #"{"at":"2026-01-14T08:15:42Z"}"#)
  }
}
