import Foundation
import JSONCore
import JSONSchema
import XCTest

/// Instances as deep as the parser allows (2048 levels) validate without exhausting the stack.
///
/// XCTest runs these on the main thread, with the process's full stack.
final class DeepInstanceTests: XCTestCase {
  private func nested(depth: Int, leaf: String) -> JSONValue {
    let text = String(repeating: "[", count: depth) + leaf + String(repeating: "]", count: depth)
    return SchemaTestSupport.json(text)
  }

  func testTwoThousandLevelsThroughRecursiveRef() throws {
    let schema = try SchemaTestSupport.compile(##"{"type": ["array", "integer"], "items": {"$ref": "#"}}"##)
    XCTAssertTrue(schema.isValid(nested(depth: 2000, leaf: "1")))
    let errors = schema.validate(nested(depth: 2000, leaf: "\"x\""))
    XCTAssertEqual(errors.count, 1)
    XCTAssertEqual(errors.first?.instanceLocation.tokens.count, 2000)
    XCTAssertEqual(errors.first?.message, "expected array or integer, got string")
  }

  func testTwoThousandLevelsWithAnnotations() throws {
    let schema = try SchemaTestSupport.compile(
      ##"{"$defs": {"n": {"type": ["array", "integer"], "prefixItems": [{"$ref": "#/$defs/n"}], "unevaluatedItems": false}}, "$ref": "#/$defs/n"}"##
    )
    XCTAssertTrue(schema.isValid(nested(depth: 2000, leaf: "1")))
    XCTAssertFalse(schema.isValid(nested(depth: 2000, leaf: "1, 2")))
  }

  func testTwoThousandLevelsOfObjects() throws {
    let schema = try SchemaTestSupport.compile(
      ##"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "additionalProperties": {"$ref": "#"}}"##
    )
    let text = String(repeating: #"{"a":"#, count: 2000) + "{}" + String(repeating: "}", count: 2000)
    XCTAssertTrue(schema.isValid(SchemaTestSupport.json(text)))
  }
}

/// A caller on a thread with a small stack still gets deep instances validated.
final class SmallStackCallerTests: XCTestCase {
  func testDeepInstanceFromASmallStackThread() throws {
    let schema = try SchemaTestSupport.compile(##"{"type": ["array", "integer"], "items": {"$ref": "#"}}"##)
    let deep = SchemaTestSupport.json(
      String(repeating: "[", count: 2000) + "\"x\"" + String(repeating: "]", count: 2000))
    let outcome = SmallStackOutcome()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      outcome.valid = schema.isValid(deep)
      outcome.errors = schema.validate(deep).count
      done.signal()
    }
    thread.stackSize = 256 << 10
    // The deep value must be freed here, on the main thread's large stack: releasing a
    // 2000-level value recurses once per level, too deep for the small thread. So it stays
    // alive until the thread has exited and dropped its closure.
    withExtendedLifetime(deep) {
      thread.start()
      done.wait()
      while !thread.isFinished { usleep(1000) }
    }
    XCTAssertEqual(outcome.valid, false)
    XCTAssertEqual(outcome.errors, 1)
  }
}

private final class SmallStackOutcome: @unchecked Sendable {
  var valid: Bool?
  var errors: Int?
}
