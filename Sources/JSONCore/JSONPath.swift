/// A path being walked through a JSON value, as a linked list of steps.
///
/// Validators and checks descend into every value of every response but report on few of
/// them. Appending a step here costs one small allocation and no copying; the path becomes a
/// ``JSONPointer`` (an array of tokens) only when a finding is made.
public indirect enum JSONPath: Sendable {
  case root
  case key(JSONPath, String)
  case index(JSONPath, Int)

  @inline(__always)
  public func appending(key: String) -> JSONPath { .key(self, key) }

  @inline(__always)
  public func appending(index: Int) -> JSONPath { .index(self, index) }

  public var pointer: JSONPointer {
    var tokens: [JSONPointer.Token] = []
    var node = self
    while true {
      switch node {
      case .root:
        return JSONPointer(tokens.reversed())
      case .key(let parent, let key):
        tokens.append(.key(key))
        node = parent
      case .index(let parent, let index):
        tokens.append(.index(index))
        node = parent
      }
    }
  }
}
