/// A stretch of a run's responses in reading order: from `lowerBound` on, up to (not
/// including) `upperBound`, or to the end when that is `nil`.
///
/// A supervised check runs its responses in such stretches: a child process
/// checks one, and when a model kills it, the next child starts after the response it died on.
public struct ReadingRange: Sendable, Hashable, CustomStringConvertible {
  public var lowerBound: ReadingPosition
  public var upperBound: ReadingPosition?

  public init(from lowerBound: ReadingPosition = .start, to upperBound: ReadingPosition? = nil) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  /// Every response of the run.
  public static let whole = ReadingRange()

  /// Just the response at `position`.
  public static func only(_ position: ReadingPosition) -> ReadingRange {
    ReadingRange(from: position, to: position.next)
  }

  public var startsTheRun: Bool { lowerBound == .start }

  public func contains(_ position: ReadingPosition) -> Bool {
    position >= lowerBound && upperBound.map { position < $0 } ?? true
  }

  /// Whether no response of the file at `index` lies in the range.
  func excludes(file index: Int) -> Bool {
    index < lowerBound.file || upperBound.map { index > $0.file || (index == $0.file && $0.record == 0) } ?? false
  }

  /// Whether every response from `position` on lies after the range.
  func isPast(_ position: ReadingPosition) -> Bool { upperBound.map { position >= $0 } ?? false }

  /// `FILE:RECORD-FILE:RECORD`, the end empty for the run's end: how a child is told its part.
  public var description: String {
    "\(lowerBound.file):\(lowerBound.record)-" + (upperBound.map { "\($0.file):\($0.record)" } ?? "")
  }

  /// Reads ``description``.
  public init?(parsing text: String) {
    func position(_ part: Substring) -> ReadingPosition? {
      let numbers = part.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
      guard numbers.count == 2, let file = numbers[0], let record = numbers[1], file >= 0, record >= 0 else {
        return nil
      }
      return ReadingPosition(file: file, record: record)
    }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let lower = position(parts[0]) else { return nil }
    if parts[1].isEmpty {
      self.init(from: lower)
    } else {
      guard let upper = position(parts[1]) else { return nil }
      self.init(from: lower, to: upper)
    }
  }
}

extension ReadingPosition {
  /// The first response of a run.
  public static let start = ReadingPosition(file: 0, record: 0)

  /// The position just after this one: nothing is read between them.
  public var next: ReadingPosition { ReadingPosition(file: file, record: record + 1) }
}
