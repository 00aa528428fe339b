import JSONCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// JSON equality as JSON Schema defines it, for `const`, `enum` and `uniqueItems`: numbers
/// by value (`1 == 1.0`), strings by code points, objects as unordered maps.
///
/// `JSONValue`'s own `==` compares strings the Swift way, by canonical equivalence, so
/// `"é"` (one code point) equals `"e\u{301}"` (two); JSON Schema says they differ. The
/// comparison works on pointers into the values (see ``InstanceAccess``), so comparing two
/// large documents copies nothing.
enum ExactEquality {
  static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
    withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in equal(a, b) } }
  }

  static func equal(_ a: InstancePointer, _ b: InstancePointer) -> Bool {
    switch (a.pointee.instanceKind, b.pointee.instanceKind) {
    case (.string, .string):
      guard case .string(let x) = a.pointee, case .string(let y) = b.pointee else { return false }
      return equalStrings(x, y)
    case (.number, .number):
      guard case .number(let x) = a.pointee, case .number(let y) = b.pointee else { return false }
      return x == y
    case (.array, .array):
      guard case .array(let x) = a.pointee, case .array(let y) = b.pointee, x.count == y.count else { return false }
      return y.withUnsafeBufferPointer { right in
        guard let base = right.baseAddress else { return true }
        return InstanceAccess.allItems(of: x) { index, item in equal(item, base + index) }
      }
    case (.object, .object):
      guard case .object(let x) = a.pointee, case .object(let y) = b.pointee, x.count == y.count else { return false }
      return InstanceAccess.allMembers(of: x) { member, value in
        var found = false
        _ = InstanceAccess.allMembers(of: y) { other, otherValue in
          guard equalStrings(member.pointee.key, other.pointee.key) else { return true }
          found = equal(value, otherValue)
          return false
        }
        return found
      }
    case (.null, .null):
      return true
    case (.boolean, .boolean):
      guard case .bool(let x) = a.pointee, case .bool(let y) = b.pointee else { return false }
      return x == y
    default:
      return false
    }
  }

  @inline(__always)
  static func equalStrings(_ x: String, _ y: String) -> Bool {
    guard x.utf8.count == y.utf8.count else { return false }
    // Native strings expose their bytes: compare them in place.
    let compared = x.utf8.withContiguousStorageIfAvailable { left in
      y.utf8.withContiguousStorageIfAvailable { right in
        guard let a = left.baseAddress, let b = right.baseAddress else { return true }
        return memcmp(a, b, left.count) == 0
      }
    }
    if let compared, let result = compared { return result }
    return x.utf8.elementsEqual(y.utf8)
  }

  /// A cheap summary of a value: equal values always have equal fingerprints, and different values
  /// usually differ already here (type, size, first member, text).
  ///
  /// `uniqueItems` compares fingerprints first and whole values only when those match.
  static func fingerprint(_ value: InstancePointer) -> UInt64 {
    let kind = UInt64(value.pointee.instanceKind.rawValue)
    switch value.pointee {
    case .null: return kind
    case .bool(let flag): return kind | (flag ? 8 : 0)
    case .number(let number):
      // Equal numbers have equal Doubles (`1` and `1.0` too); -0 and 0 hash alike.
      let double = number.double == 0 ? 0 : number.double
      return mix(kind, double.bitPattern)
    case .string(let text):
      return mix(kind, text.utf8.withContiguousStorageIfAvailable { words($0) } ?? UInt64(text.utf8.count))
    case .array(let items):
      var summary = mix(kind, UInt64(items.count))
      if let first = items.first { summary = mix(summary, withUnsafePointer(to: first) { shallow($0) }) }
      return summary
    case .object(let object):
      // Members may come in any order: an order-free sum of per-member summaries.
      var members: UInt64 = 0
      _ = InstanceAccess.allMembers(of: object) { member, value in
        let key = member.pointee.key.utf8.withContiguousStorageIfAvailable { words($0) } ?? 0
        members &+= mix(key, shallow(value))
        return true
      }
      return mix(mix(kind, UInt64(object.count)), members)
    }
  }

  /// The fingerprint of a value without looking inside containers.
  private static func shallow(_ value: InstancePointer) -> UInt64 {
    switch value.pointee {
    case .array(let items): return mix(4, UInt64(items.count))
    case .object(let object): return mix(5, UInt64(object.count))
    default: return fingerprint(value)
    }
  }

  private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let pair = PropertyTable.words(bytes)
    return PropertyTable.hash(pair, count: bytes.count)
  }

  @inline(__always)
  private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    (a ^ (b &* 0x9E37_79B9_7F4A_7C15)) &* 0xD6E8_FEB8_6659_FD93
  }
}

/// A JSON value hashed like `JSONValue` but compared by ``ExactEquality``: values equal by
/// code points are canonically equivalent too, so the hashes stay consistent.
struct ExactJSON: Hashable, @unchecked Sendable {
  let value: JSONValue

  static func == (lhs: ExactJSON, rhs: ExactJSON) -> Bool { ExactEquality.equal(lhs.value, rhs.value) }

  func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
