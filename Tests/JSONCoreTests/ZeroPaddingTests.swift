import JSONCore
import Testing

@Suite struct ZeroPaddingTests {
  @Test func integersArePaddedToTheWidthWithTheSignInFront() {
    #expect(Int64(7).zeroPadded(toWidth: 3) == "007")
    #expect(Int64(-7).zeroPadded(toWidth: 3) == "-007")
    #expect(Int64(-43).zeroPadded(toWidth: 4) == "-0043")
    #expect(Int64(0).zeroPadded(toWidth: 2) == "00")
    #expect(Int64(0).zeroPadded(toWidth: 0) == "0")
    #expect(Int64(12345).zeroPadded(toWidth: 2) == "12345")
    #expect(Int64.max.zeroPadded(toWidth: 1) == String(Int64.max))
    #expect(Int64.min.zeroPadded(toWidth: 1) == String(Int64.min))
    #expect(Int64.min.zeroPadded(toWidth: 22) == "-0009223372036854775808")
  }

  @Test func textIsPaddedOnlyWhenNarrower() {
    #expect("ff".zeroPadded(toWidth: 4) == "00ff")
    #expect("abcdef".zeroPadded(toWidth: 4) == "abcdef")
  }
}
