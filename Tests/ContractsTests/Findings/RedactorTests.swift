import Contracts
import Testing

@Suite struct RedactorTests {
  @Test func credentialsInJSONTextHeadersAndTokensAreRedacted() {
    let text = #"accepted: {"headers":{"Authorization":"Bearer abc.def","apikey":"k-123"},"access_token":"t0k"}"#
    let redacted = Redactor.redact(text)
    #expect(!redacted.contains("abc.def"))
    #expect(!redacted.contains("k-123"))
    #expect(!redacted.contains("t0k"))
    #expect(redacted.contains(#""apikey":"[redacted]""#))
    let har = #"{"name": "Set-Cookie", "value": "sid=1; HttpOnly"}"#
    #expect(Redactor.redact(har) == #"{"name": "Set-Cookie", "value": "[redacted]"}"#)
    #expect(Redactor.redact("sent Bearer eyJhbGciOi.eyJzdWIi.sig") == "sent Bearer [redacted]")
    #expect(Redactor.redact("jwt eyJhbGciOiJI.eyJzdWIiOiIx.c2ln here") == "jwt [redacted] here")
  }

  @Test func ordinaryMessagesAreUntouched() {
    let message = "missing key 'course_name': the model requires it"
    #expect(Redactor.redact(message) == message)
  }
}
