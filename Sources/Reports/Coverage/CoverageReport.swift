import Foundation

/// What `contract coverage` found: per contract, each thing its schema lets a response do
/// and whether the recorded responses did it; the value every format renders.
///
/// Its JSON form (``JSONRenderer``) is stable: keys sorted, version 1.
public struct CoverageReport: Sendable, Codable {
  /// One thing a contract lets a response do at one place.
  public struct Item: Sendable, Codable, Hashable {
    /// Where in a response: the folded place (`/*/status`, array positions as `*`).
    public var pointer: String
    public var kind: Kind
    /// What exactly: the enum value as JSON (`"archived"`), the alternative's name, the
    /// optional key's state; `nil` where the kind says it all.
    public var value: String?
    /// How many recorded values did it.
    public var seen: Int
    /// Where it was first seen: the response and the pointer in it.
    public var firstSeen: String?
    /// The schema that says it: its pointer in the contract's schema document.
    public var schemaPointer: String?
    /// The line of that schema in its file, when it was read from one.
    public var schemaLine: Int?

    public init(
      pointer: String, kind: Kind, value: String?, seen: Int, firstSeen: String?, schemaPointer: String?,
      schemaLine: Int?
    ) {
      self.pointer = pointer
      self.kind = kind
      self.value = value
      self.seen = seen
      self.firstSeen = firstSeen
      self.schemaPointer = schemaPointer
      self.schemaLine = schemaLine
    }

    public var isExercised: Bool { seen > 0 }

    /// What the item is, whatever the counts: two coverages' items compare by it.
    public struct Key: Sendable, Hashable {
      public var pointer: String
      public var kind: Kind
      public var value: String?
    }

    public var key: Key { Key(pointer: pointer, kind: kind, value: value) }

    /// Item text for people: `enum value "archived"`, `optional key absent`.
    public var description: String {
      switch kind {
      case .enumValue: "enum value \(value ?? "")"
      case .alternative: "\(value ?? "alternative") alternative taken"
      case .present: "optional key present" + (value.map { " \($0)" } ?? "")
      case .absent: "optional key absent"
      case .null: "null"
      case .emptyArray: "empty array"
      case .nonEmptyArray: "non-empty array"
      case .integer: "integer number"
      case .real: "real number (with a fraction or exponent)"
      case .fraction: "timestamp with fraction digits"
      case .noFraction: "timestamp without fraction digits"
      case .zuluOffset: "timestamp with offset Z"
      case .numericOffset: "timestamp with a numeric offset (+00:00)"
      }
    }
  }

  public enum Kind: String, Sendable, Codable, CaseIterable {
    case enumValue = "enum-value"
    case alternative
    case present, absent, null
    case emptyArray = "empty-array"
    case nonEmptyArray = "non-empty-array"
    case integer, real
    case fraction
    case noFraction = "no-fraction"
    case zuluOffset = "zulu-offset"
    case numericOffset = "numeric-offset"
  }

  /// The timestamp spellings recorded at one place: listed, not counted in the percentage
  /// (a format admits more spellings than a backend prints).
  public struct Shapes: Sendable, Codable, Hashable {
    public var pointer: String
    public var format: String
    /// Recorded values by fraction digits (`"0"` … `"9"`).
    public var fractionDigits: [String: Int]
    /// Recorded values by offset spelling (``DateShape/Offset``).
    public var offsets: [String: Int]
    public var dateOnly: Int
    public var notTimestamps: Int

    public init(
      pointer: String, format: String, fractionDigits: [String: Int], offsets: [String: Int], dateOnly: Int,
      notTimestamps: Int
    ) {
      self.pointer = pointer
      self.format = format
      self.fractionDigits = fractionDigits
      self.offsets = offsets
      self.dateOnly = dateOnly
      self.notTimestamps = notTimestamps
    }
  }

  /// One contract's coverage.
  public struct Contract: Sendable, Codable {
    public var id: String
    /// The schema file (from the working directory) and the pointer in it, as
    /// `Contracts/chapter/openapi.json#/definitions/courses`.
    public var schema: String?
    public var responses: Int
    /// Values recorded: bodies, or rows of an array envelope.
    public var samples: Int
    public var items: [Item]
    public var shapes: [Shapes]
    /// What is counted, where it is not everything: no schema (nothing), or a schema with
    /// more places than are listed before the traffic; `nil` otherwise.
    public var note: String?

    public init(
      id: String, schema: String?, responses: Int, samples: Int, items: [Item], shapes: [Shapes], note: String?
    ) {
      self.id = id
      self.schema = schema
      self.responses = responses
      self.samples = samples
      self.items = items
      self.shapes = shapes
      self.note = note
    }

    public var exercised: Int { items.filter(\.isExercised).count }
    /// Exercised items as a share of all, 0–100; `nil` when there are none.
    public var percent: Double? { items.isEmpty ? nil : Double(exercised) * 100 / Double(items.count) }
    public var unexercised: [Item] { items.filter { !$0.isExercised } }

    /// The items never seen, as a list for people. The keys of one object never absent are one
    /// entry. An item that needs a place the traffic never reached (an optional key never
    /// present with a value, an array never holding an element) is left out and counted on
    /// the item that says so (``NeverSeen/needing``), since one change to the traffic reaches
    /// them all: the items of the places inside it, and the key's own value items (its enum
    /// values, number and timestamp spellings; not its `null` and absence, which need no
    /// value). Items are in document order (a place before the places inside it), so what
    /// needs a place follows it.
    public var neverSeen: [NeverSeen] {
      // A key never absent says one thing about its object (the traffic always carries it):
      // several keys of one object are one entry, at the first.
      // Under a union, one entry per branch schema that declares them (a session's keys and
      // a user's, at one place), each naming its schema.
      var grouped: [NeverSeen] = []
      var absentEntry: [String: Int] = [:]
      var owners: [String: Set<String>] = [:]
      var objectOf: [Int: String] = [:]
      for entry in neverSeenByPlace {
        guard entry.item.kind == .absent, entry.needing == 0,
          let slash = entry.item.pointer.lastIndex(of: "/")
        else {
          grouped.append(entry)
          continue
        }
        let object = String(entry.item.pointer[..<slash])
        let key = String(entry.item.pointer[slash...].dropFirst())
        let owner = entry.item.schemaPointer.flatMap { pointer in
          pointer.range(of: "/properties/", options: .backwards).map { String(pointer[..<$0.lowerBound]) }
        }
        let group = object + "\u{0}" + (owner ?? "")
        owners[object, default: []].insert(owner ?? "")
        if let index = absentEntry[group] {
          grouped[index].keys.append(key)
        } else {
          absentEntry[group] = grouped.count
          objectOf[grouped.count] = object
          grouped.append(NeverSeen(item: entry.item, needing: 0, keys: [key], owner: owner))
        }
      }
      // The schema is named only where one place has keys of several.
      for (index, object) in objectOf where (owners[object]?.count ?? 0) < 2 { grouped[index].owner = nil }
      return grouped
    }

    /// ``neverSeen`` before an object's keys never absent are grouped.
    private var neverSeenByPlace: [NeverSeen] {
      var listed: [NeverSeen] = []
      /// The listed item whose place was never reached, while what needs it follows.
      var unreached: (index: Int, pointer: String, kind: Kind)?
      for item in unexercised {
        if let current = unreached {
          let inside = item.pointer.hasPrefix(current.pointer + "/")
          let ownValue =
            item.pointer == current.pointer && current.kind == .present && item.kind != .absent && item.kind != .null
          if inside || ownValue {
            listed[current.index].needing += 1
            continue
          }
          if item.pointer != current.pointer { unreached = nil }
        }
        if unreached == nil, item.kind == .present || item.kind == .nonEmptyArray {
          unreached = (listed.count, item.pointer, item.kind)
        }
        listed.append(NeverSeen(item: item, needing: 0, keys: [], owner: nil))
      }
      return listed
    }
  }

  /// An item never seen, with the never-seen items that need it first, or the keys of one
  /// object never absent (see ``Contract/neverSeen``).
  public struct NeverSeen: Sendable {
    /// The item, or the first of the keys never absent.
    public var item: Item
    /// Never-seen items left out of the list because they need this one first.
    public var needing: Int
    /// For an item `absent`: the keys of its object never absent, the item's first.
    public var keys: [String]
    /// The schema pointer of the union branch declaring ``keys``, where one place has keys
    /// of several branches never absent.
    public var owner: String? = nil

    /// The place shown: the object, for two or more keys never absent.
    public var pointer: String {
      guard keys.count > 1, let slash = item.pointer.lastIndex(of: "/") else { return item.pointer }
      return String(item.pointer[..<slash])
    }

    /// `optional key present (and 14 more that need it)`, `3 optional keys never absent: id, aud, role`.
    public var description: String {
      if keys.count > 1 {
        let shown = keys.prefix(8).joined(separator: ", ") + (keys.count > 8 ? ", …" : "")
        let branch = owner.flatMap { $0.split(separator: "/").last.map { " of \($0)" } } ?? ""
        return "\(keys.count) optional keys\(branch) never absent: " + shown
      }
      return needing == 0 ? item.description : item.description + " (and \(needing) more that need it)"
    }
  }

  public var version = 1
  public var tool: String
  /// `corpus`, or the `--against` paths.
  public var inputs: [String]
  public var contracts: [Contract]
  /// Responses no contract claims.
  public var unmapped: Int
  /// Responses not recorded, by why (`not JSON`, `error response`, `no body`).
  public var notRecorded: [String: Int]

  public init(tool: String, inputs: [String], contracts: [Contract], unmapped: Int, notRecorded: [String: Int]) {
    self.tool = tool
    self.inputs = inputs
    self.contracts = contracts
    self.unmapped = unmapped
    self.notRecorded = notRecorded
  }

  public var itemCount: Int { contracts.reduce(0) { $0 + $1.items.count } }
  public var exercisedCount: Int { contracts.reduce(0) { $0 + $1.exercised } }
  /// Exercised items of every contract as a share of all, 0–100; `nil` when there are none.
  public var percent: Double? { itemCount == 0 ? nil : Double(exercisedCount) * 100 / Double(itemCount) }

  /// `61.5%`: one decimal, the way every format prints a share.
  public static func percentText(_ percent: Double?) -> String {
    guard let percent else { return "–" }
    return String(format: "%.1f%%", percent)
  }

  /// The line that ends every format for people.
  public var summarySentence: String {
    let responses = contracts.reduce(0) { $0 + $1.responses }
    return
      "coverage \(CoverageReport.percentText(percent)): \(exercisedCount) of \(itemCount) schema items exercised by \(responses) response\(responses == 1 ? "" : "s") across \(contracts.count) contract\(contracts.count == 1 ? "" : "s")"
  }
}
