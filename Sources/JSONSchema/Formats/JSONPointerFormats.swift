/// `json-pointer` (RFC 6901) and `relative-json-pointer` (draft-bhutton-relative-json-pointer).
///
/// A JSON Pointer is empty or a sequence of `/`-prefixed tokens in which `~` appears only as
/// `~0` or `~1`; any other character, control characters included, is allowed (the JSON
/// string escapes were already undone). A relative pointer is a non-negative integer
/// without leading zeros, followed by `#` or by a JSON Pointer.
enum JSONPointerFormats {
  static func isJSONPointer(_ text: String) -> Bool {
    isJSONPointer(Array(text.utf8)[...])
  }

  private static func isJSONPointer(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let first = bytes.first else { return true }
    guard first == UInt8(ascii: "/") else { return false }
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "~") {
        let next = index + 1
        guard next < bytes.endIndex,
          bytes[next] == UInt8(ascii: "0") || bytes[next] == UInt8(ascii: "1")
        else {
          return false
        }
        index += 2
      } else {
        index += 1
      }
    }
    return true
  }

  static func isRelativeJSONPointer(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
    guard index > 0, !(index > 1 && bytes[0] == UInt8(ascii: "0")) else { return false }
    let rest = bytes[index...]
    if rest.first == UInt8(ascii: "#") { return rest.count == 1 }
    return isJSONPointer(rest)
  }
}
