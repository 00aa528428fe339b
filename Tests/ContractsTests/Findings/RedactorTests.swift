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

  /// A credential name is one name however an API spells it, in ASCII or not; other names
  /// are not credentials.
  @Test func credentialNamesAreComparedInAnySpelling() {
    for name in ["access_token", "accessToken", "Access-Token", "ACCESSTOKEN", "X-Api-Key", "client_secret", "id_jwt"] {
      #expect(CredentialName.isCredential(name), "\(name)")
    }
    // Letters beyond ASCII are folded by their Unicode properties: `Ä` stays a letter.
    #expect(CredentialName.isCredential("Zugangs-Token"))
    #expect(CredentialName.isCredential("ÄPASSWORD"))
    #expect(CredentialName.isCredential("Pässword") == false)
    for name in ["course_name", "token_count", "", "--", "id"] {
      #expect(!CredentialName.isCredential(name), "\(name)")
    }
  }

  /// A vendor's prefixed secret key is redacted wherever it stands, under any key or none;
  /// public keys and look-alike words are kept.
  @Test func vendorsPrefixedSecretKeysAreRedacted() {
    let secrets = [
      "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "rk_test_51H8abcdefghijklmnop", "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
      "github_pat_11ABCDEFG0123456789_abcdefghijklmnop", "xoxb-2934567890-abcdefghijkl", "AKIAIOSFODNN7EXAMPLE",
      "AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI", "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
      "sk-proj-abcdefghijklmnopqrstuvwx",
    ]
    for secret in secrets {
      let redacted = Redactor.redact(#"'\#(secret)' is not a valid uuid; {"note": "\#(secret)"}"#)
      #expect(!redacted.contains(secret), "\(redacted)")
      #expect(redacted.contains("[redacted]"), "\(redacted)")
    }
    let kept = #"{"key": "pk_live_51H8abcdefghij", "tz": "Asia/Tokyo", "task": "ask-for-a-long-running-task-now", "sha": "ghost_writer"}"#
    #expect(Redactor.redact(kept) == kept)
  }

  @Test func ordinaryMessagesAreUntouched() {
    let message = "missing key 'course_name': the model requires it"
    #expect(Redactor.redact(message) == message)
  }

  /// A whole report is redacted around the lines with a hint: a key and its value on two
  /// lines, a HAR pair over two lines, a JWT far from the rest; every other line is kept as
  /// it was, empty lines and the final line break included.
  @Test func aLongTextIsRedactedAcrossLineBreaksAndOtherwiseKept() {
    var lines = (0..<40).map { "{\"row\": \($0), \"name\": \"course \($0)\"}," }
    lines[3] = #"  "password":"#
    lines[4] = #"    "hunter2","#
    lines[12] = #"{"name": "Authorization","#
    lines[13] = #" "value": "Basic dXNlcjpwYXNz"}"#
    lines[30] = ""
    lines[35] = "see eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln"
    let text = lines.joined(separator: "\n") + "\n"
    let redacted = Redactor.redact(text)
    for secret in ["hunter2", "dXNlcjpwYXNz", "eyJhbGciOiJIUzI1NiJ9"] {
      #expect(!redacted.contains(secret), "\(secret) in \(redacted)")
    }
    var expected = lines
    expected[4] = #"    "[redacted]","#
    expected[13] = #" "value": "[redacted]"}"#
    expected[35] = "see [redacted]"
    #expect(redacted == expected.joined(separator: "\n") + "\n")
  }
}
