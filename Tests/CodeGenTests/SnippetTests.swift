import CodeGen
import Foundation
import Testing

/// Snippet-based reference tests.
///
/// A schema fragment and the Swift declarations it becomes
/// (the file without its header, imports and support types), through the public
/// ``Generator``. The README's before/after examples are these snippets.
@Suite struct SnippetTests {
  /// The declarations generated from `schema` with `settings` (`name` or `name=value`).
  private func swift(_ schema: String, _ settings: [String] = []) throws -> String {
    let folder = try temporaryFolder("snippet")
    let path = folder + "/s.json"
    try Data(schema.utf8).write(to: URL(fileURLWithPath: path))
    var options = GenerateOptions()
    for setting in settings {
      let parts = setting.split(separator: "=").map(String.init)
      let name = parts[0].hasPrefix("no-") ? String(parts[0].dropFirst(3)) : parts[0]
      let value = parts.count > 1 ? parts[1] : (parts[0].hasPrefix("no-") ? "false" : "true")
      try #require(GenerateSetting(rawValue: name)).apply(value, to: &options)
    }
    let files = try Generator(inputs: [try SchemaInput(path)], options: options).generate()
    let file = try #require(files.first { $0.name == "S.swift" })
    var lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
    if lines.first?.hasPrefix("public import") == true { lines = lines.dropFirst(2) }
    return lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
  }

  /// A YAML `>` description ends with a newline: no blank `///` lines of its own.
  @Test func aDescriptionsTrailingNewlineIsNoParagraph() throws {
    let text = try swift(#"{"title": "Token", "description": "Pass a CAPTCHA token.\n", "type": "object"}"#)
    #expect(text.hasPrefix("/// Pass a CAPTCHA token.\n///\n/// - Remark:"), "\(text)")
  }

  /// Specs wrap an object in a one-member `allOf` to put a description beside it: the struct
  /// is the schema's own, recursion included, not a struct and an alias `Tree2` to it.
  @Test func aOneMemberAllOfObjectIsTheSchemasOwnStruct() throws {
    let text = try swift(
      ##"{"$defs": {"Tree": {"description": "A tree.", "allOf": [{"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#/$defs/Tree"}}}}]}}, "$ref": "#/$defs/Tree"}"##
    )
    #expect(
      text.hasPrefix("/// A tree.\n///\n/// - Remark: Generated from `#/$defs/Tree`.\npublic struct Tree:"), "\(text)")
    #expect(text.contains("public let children: [Tree]?"), "\(text)")
    #expect(!text.contains("typealias"), "\(text)")
  }

  @Test func requiredNullableAndOptionalKeysAreKeptApart() throws {
    let schema =
      ##"{"title":"User","type":"object","required":["id","nickname"],"properties":{"id":{"type":"integer"},"nickname":{"type":["string","null"]},"bio":{"type":"string"}}}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public struct User: Codable, Hashable, Sendable {
          public let id: Int
          public let nickname: String?
          public let bio: String?

          public init(id: Int, nickname: String?, bio: String? = nil) {
            self.id = id
            self.nickname = nickname
            self.bio = bio
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            id = try container.decode(Int.self, forKey: "id")
            if try container.decodeNil(forKey: "nickname") {
              nickname = nil
            } else {
              nickname = try container.decode(String.self, forKey: "nickname")
            }
            bio = try container.decodeIfPresent(String.self, forKey: "bio")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(id, forKey: "id")
            if let nickname {
              try container.encode(nickname, forKey: "nickname")
            } else {
              try container.encodeNil(forKey: "nickname")
            }
            try container.encodeIfPresent(bio, forKey: "bio")
          }
        }
        """)
  }

  /// `"legacy_id": false` forbids the key: no value can be there, so the model has no member
  /// for it; the other keys are generated as usual.
  @Test func aForbiddenOptionalKeyHasNoMember() throws {
    let schema =
      ##"{"title":"Tag","type":"object","required":["id"],"properties":{"id":{"type":"integer"},"legacy_id":false}}"##
    let swift = try swift(schema)
    #expect(swift.contains("public let id: Int\n"), "\(swift)")
    #expect(!swift.contains("legacy"), "\(swift)")
  }

  /// Signs and symbols are read as words: GitHub's reactions (`+1`, `-1`) are not `_1` and
  /// `_12`, a descending sort key is not the ascending one's `createdAt2`, an operator is named.
  @Test func enumCasesSpellSignsAndSymbols() throws {
    let schema =
      ##"{"title":"Pick","type":"string","enum":["+1","-1","created_at","-created_at",">=","!=","-",""]}"##
    let swift = try swift(schema)
    for line in [
      #"case "+1": self = .plus1"#, #"case "-1": self = .minus1"#, #"case "created_at": self = .createdAt"#,
      #"case "-created_at": self = .minusCreatedAt"#, #"case ">=": self = .greaterThanEqual"#,
      #"case "!=": self = .notEqual"#, #"case "-": self = .minus"#, #"case "": self = .empty"#,
    ] {
      #expect(swift.contains(line), "\(line)\n\(swift)")
    }
  }

  @Test func triStateKeepsAbsentNullAndValue() throws {
    let schema = ##"{"title":"Patch","type":"object","properties":{"note":{"type":["string","null"]}}}"##
    #expect(
      try swift(schema, ["tri-state"]) == """
        /// - Remark: Generated from `#`.
        public struct Patch: Codable, Hashable, Sendable {
          public let note: Nullable<String>?

          public init(note: Nullable<String>? = nil) {
            self.note = note
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            if !container.contains("note") {
              note = nil
            } else if try container.decodeNil(forKey: "note") {
              note = .null
            } else {
              note = .value(try container.decode(String.self, forKey: "note"))
            }
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            switch note {
            case nil: break
            case .null?: try container.encodeNil(forKey: "note")
            case .value(let value)?: try container.encode(value, forKey: "note")
            }
          }
        }
        """)
  }

  @Test func enumsFallBackToUnknown() throws {
    let schema = ##"{"title":"Status","type":"string","enum":["active","in_progress"]}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public enum Status: Codable, Hashable, Sendable, RawRepresentable {
          case active
          case inProgress
          /// A value the schema does not list, kept as it came so it encodes back unchanged.
          case unknown(String)

          public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "in_progress": self = .inProgress
            default: self = .unknown(rawValue)
            }
          }

          public var rawValue: String {
            switch self {
            case .active: "active"
            case .inProgress: "in_progress"
            case .unknown(let rawValue): rawValue
            }
          }

          public init(from decoder: any Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
          }
        }
        """)
  }

  @Test func enumsWithoutFallbackUseRawValues() throws {
    let schema = ##"{"title":"Status","type":"string","enum":["active","in_progress"]}"##
    #expect(
      try swift(schema, ["no-enum-fallback"]) == """
        /// - Remark: Generated from `#`.
        public enum Status: String, Codable, Hashable, Sendable, CaseIterable {
          case active = "active"
          case inProgress = "in_progress"
        }
        """)
  }

  @Test func constIsAOneCaseEnum() throws {
    let schema = ##"{"title":"Kind","const":"circle"}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
          case circle = "circle"
        }
        """)
  }

  @Test func keysBecomeCamelCaseAndTheJSONKeysAreWrittenInTheCoding() throws {
    let schema =
      ##"{"title":"Course","type":"object","required":["course_name","class","avatar_url"],"properties":{"course_name":{"type":"string"},"class":{"type":"string"},"avatar_url":{"type":"string","format":"uri"}}}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public struct Course: Codable, Hashable, Sendable {
          public let courseName: String
          public let `class`: String
          public let avatarURL: URL

          public init(courseName: String, `class`: String, avatarURL: URL) {
            self.courseName = courseName
            self.`class` = `class`
            self.avatarURL = avatarURL
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            courseName = try container.decode(String.self, forKey: "course_name")
            `class` = try container.decode(String.self, forKey: "class")
            avatarURL = try container.decode(URL.self, forKey: "avatar_url")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(courseName, forKey: "course_name")
            try container.encode(`class`, forKey: "class")
            try container.encode(avatarURL, forKey: "avatar_url")
          }
        }
        """)
  }

  @Test func capitalizedAcronyms() throws {
    let schema =
      ##"{"title":"Course","type":"object","required":["user_id"],"properties":{"user_id":{"type":"string","format":"uuid"}}}"##
    #expect(
      try swift(schema, ["acronyms=capitalized"]) == """
        /// - Remark: Generated from `#`.
        public struct Course: Codable, Hashable, Sendable {
          public let userId: UUID

          public init(userId: UUID) {
            self.userId = userId
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            userId = try container.decode(UUID.self, forKey: "user_id")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(userId, forKey: "user_id")
          }
        }
        """)
  }

  @Test func aMapIsADictionary() throws {
    let schema = ##"{"title":"Scores","type":"object","additionalProperties":{"type":"integer"}}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public typealias Scores = [String: Int]
        """)
  }

  @Test func aPrimitiveUnionTriesIntegersBeforeStrings() throws {
    let schema = ##"{"title":"Value","type":["string","integer"]}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public enum Value: Codable, Hashable, Sendable {
          case integer(Int)
          case string(String)

          public init(from decoder: any Decoder) throws {
            var union = UnionDecoding<Value>(decoder)
            union.attempt { .integer(try Int(from: $0)) }
            union.attempt { .string(try String(from: $0)) }
            self = try union.value("The value matches none of Value's alternatives (integer, string)")
          }

          public func encode(to encoder: any Encoder) throws {
            switch self {
            case .integer(let value): try value.encode(to: encoder)
            case .string(let value): try value.encode(to: encoder)
            }
          }
        }
        """)
  }

  @Test func formatsAndNumbers() throws {
    let schema =
      ##"{"title":"Money","type":"object","required":["amount","cents","at","on"],"properties":{"amount":{"type":"number"},"cents":{"type":"integer","format":"int64"},"at":{"type":"string","format":"date-time"},"on":{"type":"string","format":"date"}}}"##
    #expect(
      try swift(schema, ["decimal"]) == """
        /// - Remark: Generated from `#`.
        public struct Money: Codable, Hashable, Sendable {
          public let amount: Decimal
          public let cents: Int64
          public let at: ISO8601DateTime
          public let on: CalendarDate

          public init(amount: Decimal, cents: Int64, at: ISO8601DateTime, on: CalendarDate) {
            self.amount = amount
            self.cents = cents
            self.at = at
            self.on = on
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            amount = try container.decode(Decimal.self, forKey: "amount")
            cents = try container.decode(Int64.self, forKey: "cents")
            at = try container.decode(ISO8601DateTime.self, forKey: "at")
            on = try container.decode(CalendarDate.self, forKey: "on")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(amount, forKey: "amount")
            try container.encode(cents, forKey: "cents")
            try container.encode(at, forKey: "at")
            try container.encode(on, forKey: "on")
          }
        }
        """)
  }

  @Test func descriptionsBecomeDocComments() throws {
    let schema =
      ##"{"title":"Pet","description":"A pet.","type":"object","required":["id"],"properties":{"id":{"type":"integer","description":"The pet's id."}}}"##
    #expect(
      try swift(schema) == """
        /// A pet.
        ///
        /// - Remark: Generated from `#`.
        public struct Pet: Codable, Hashable, Sendable {
          /// The pet's id.
          public let id: Int

          public init(id: Int) {
            self.id = id
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            id = try container.decode(Int.self, forKey: "id")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(id, forKey: "id")
          }
        }
        """)
  }

  @Test func inlineObjectsAreNamedFromTheirPathAndTitleWins() throws {
    let schema =
      ##"{"title":"Order","type":"object","required":["lines"],"properties":{"lines":{"type":"array","items":{"type":"object","required":["sku"],"properties":{"sku":{"type":"string"}}}},"shipping":{"title":"Address","type":"object","required":["city"],"properties":{"city":{"type":"string"}}}}}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public struct Order: Codable, Hashable, Sendable {
          public let lines: [OrderLinesItem]
          public let shipping: Address?

          public init(lines: [OrderLinesItem], shipping: Address? = nil) {
            self.lines = lines
            self.shipping = shipping
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            lines = try container.decode([OrderLinesItem].self, forKey: "lines")
            shipping = try container.decodeIfPresent(Address.self, forKey: "shipping")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(lines, forKey: "lines")
            try container.encodeIfPresent(shipping, forKey: "shipping")
          }
        }

        /// - Remark: Generated from `#/properties/lines/items`.
        public struct OrderLinesItem: Codable, Hashable, Sendable {
          public let sku: String

          public init(sku: String) {
            self.sku = sku
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            sku = try container.decode(String.self, forKey: "sku")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(sku, forKey: "sku")
          }
        }

        /// - Remark: Generated from `#/properties/shipping`.
        public struct Address: Codable, Hashable, Sendable {
          public let city: String

          public init(city: String) {
            self.city = city
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            city = try container.decode(String.self, forKey: "city")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(city, forKey: "city")
          }
        }
        """)
  }

  @Test func aStructThatHoldsItselfGoesThroughIndirect() throws {
    let schema =
      ##"{"title":"Node","type":"object","required":["value"],"properties":{"value":{"type":"integer"},"next":{"$ref":"#"}}}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public struct Node: Codable, Hashable, Sendable {
          public let value: Int
          public let next: Indirect<Node>?

          public init(value: Int, next: Indirect<Node>? = nil) {
            self.value = value
            self.next = next
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            value = try container.decode(Int.self, forKey: "value")
            next = try container.decodeIfPresent(Indirect<Node>.self, forKey: "next")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(value, forKey: "value")
            try container.encodeIfPresent(next, forKey: "next")
          }
        }
        """)
  }

  @Test func aDiscriminatorPicksTheCaseByTheProperty() throws {
    let schema =
      ##"{"openapi":"3.0.3","info":{"title":"t","version":"1"},"paths":{},"components":{"schemas":{"Pet":{"oneOf":[{"$ref":"#/components/schemas/Cat"},{"$ref":"#/components/schemas/Dog"}],"discriminator":{"propertyName":"pet_type","mapping":{"cat":"#/components/schemas/Cat"}}},"Cat":{"type":"object","required":["pet_type"],"properties":{"pet_type":{"type":"string"}}},"Dog":{"type":"object","required":["pet_type"],"properties":{"pet_type":{"type":"string"}}}}}}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#/components/schemas/Pet`.
        public enum Pet: Codable, Hashable, Sendable {
          case cat(Cat)
          case dog(Dog)

          private enum DiscriminatorKey: String, CodingKey {
            case discriminator = "pet_type"
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DiscriminatorKey.self)
            let value = try container.decode(String.self, forKey: .discriminator)
            switch value {
            case "cat": self = .cat(try Cat(from: decoder))
            case "Dog": self = .dog(try Dog(from: decoder))
            default:
              throw DecodingError.dataCorruptedError(
                forKey: .discriminator, in: container,
                debugDescription: "'\\(value)' names no alternative of Pet")
            }
          }

          public func encode(to encoder: any Encoder) throws {
            switch self {
            case .cat(let value): try value.encode(to: encoder)
            case .dog(let value): try value.encode(to: encoder)
            }
          }
        }

        /// - Remark: Generated from `#/components/schemas/Cat`.
        public struct Cat: Codable, Hashable, Sendable {
          public let petType: String

          public init(petType: String) {
            self.petType = petType
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            petType = try container.decode(String.self, forKey: "pet_type")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(petType, forKey: "pet_type")
          }
        }

        /// - Remark: Generated from `#/components/schemas/Dog`.
        public struct Dog: Codable, Hashable, Sendable {
          public let petType: String

          public init(petType: String) {
            self.petType = petType
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            petType = try container.decode(String.self, forKey: "pet_type")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(petType, forKey: "pet_type")
          }
        }
        """)
  }

  /// `items: false` allows only the empty array (quicktype's boolean-subschema input): its
  /// element type is never read.
  @Test func anArrayWhoseItemsAreFalseIsAnArrayOfJSONValue() throws {
    let source = try swift(##"{"title":"Box","type":"object","properties":{"empty":{"type":"array","items":false}}}"##)
    #expect(source.contains("public let empty: [JSONValue]?"), "\(source)")
  }

  /// `unevaluatedProperties` says what an object's other members hold as
  /// `additionalProperties` does (quicktype's unevaluated-properties input lost them).
  @Test func unevaluatedPropertiesAreTheOtherMembers() throws {
    let source = try swift(
      ##"{"title":"Settings","type":"object","properties":{"name":{"type":"string"}},"unevaluatedProperties":{"type":"array","items":{"type":"integer"}}}"##
    )
    #expect(source.contains("public let additionalProperties: [String: [Int]]"), "\(source)")
    let map = try swift(##"{"title":"Map","type":"object","unevaluatedProperties":{"type":"string"}}"##)
    #expect(map.contains("public typealias Map = [String: String]"), "\(map)")
  }

  /// No `type`, object and array keywords both: objects and arrays are both valid, so the
  /// value is either (quicktype's implicit-class-array-union input decoded only objects).
  @Test func objectAndArrayKeywordsWithoutATypeAreAUnionOfBoth() throws {
    let source = try swift(
      ##"{"title":"Box","type":"object","required":["foo"],"properties":{"foo":{"properties":{"bar":{"type":"integer"}},"required":["bar"],"items":{"type":"integer"}}}}"##
    )
    #expect(source.contains("case array([Int])") && source.contains("case object(BoxFooObject)"), "\(source)")
  }

  @Test func schemasThatAllowAnyValueAreJSONValue() throws {
    let schema =
      ##"{"title":"Event","type":"object","required":["id"],"properties":{"id":{"type":"string"},"metadata":{"type":"object"},"payload":{}}}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public struct Event: Codable, Hashable, Sendable {
          public let id: String
          public let metadata: [String: JSONValue]?
          public let payload: JSONValue?

          public init(id: String, metadata: [String: JSONValue]? = nil, payload: JSONValue? = nil) {
            self.id = id
            self.metadata = metadata
            self.payload = payload
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            id = try container.decode(String.self, forKey: "id")
            metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: "metadata")
            payload = container.contains("payload") ? try container.decode(JSONValue.self, forKey: "payload") : nil
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(id, forKey: "id")
            try container.encodeIfPresent(metadata, forKey: "metadata")
            try container.encodeIfPresent(payload, forKey: "payload")
          }
        }
        """)
  }

  @Test func noFreeFormRefusesThemAtEverySite() throws {
    let schema = ##"{"type":"object","properties":{"a":{},"b":{"type":"object"},"c":{"type":"array"}}}"##
    #expect(throws: GenerateError.self) { try swift(schema, ["no-free-form"]) }
    do {
      _ = try swift(schema, ["no-free-form"])
    } catch let error as GenerateError {
      #expect(
        error.errors.map { $0.pointer?.description ?? "" } == ["/properties/a", "/properties/b", "/properties/c"])
    }
  }

  @Test func operationSchemasAreNamedFromTheOperationAndStatus() throws {
    let folder = try temporaryFolder("snippet-api")
    let path = folder + "/api.json"
    try Data(
      ##"""
      {"openapi":"3.0.3","info":{"title":"t","version":"1"},"paths":{
        "/users":{"get":{"operationId":"listUsers","responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"type":"object","properties":{"total":{"type":"integer"}}}}}}}}},
        "/signup":{"post":{"operationId":"signUp","responses":{
          "200":{"description":"ok","content":{"application/json":{"schema":{"type":"object","properties":{"token":{"type":"string"}}}}}},
          "400":{"description":"no","content":{"application/json":{"schema":{"type":"object","properties":{"msg":{"type":"string"}}}}}}}}},
        "/users/{id}":{"delete":{"responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"type":"object","properties":{"deleted":{"type":"boolean"}}}}}}}}},
        "/sso":{"post":{"operationId":"sso","responses":{
          "200":{"description":"ok","content":{"application/json":{"schema":{"type":"object","properties":{"url":{"type":"string"}}}}}},
          "400":{"$ref":"#/components/responses/BadRequest"}}}}},
       "components":{"responses":{"BadRequest":{"description":"no","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Problem"}}}}},
        "schemas":{"Problem":{"type":"object","properties":{"msg":{"type":"string"}}}}}}
      """##.utf8
    ).write(to: URL(fileURLWithPath: path))
    let files = try Generator(inputs: [try SchemaInput(path)], options: GenerateOptions()).generate()
    let text = try #require(files.first { $0.name == "API.swift" }).text
    let declared = text.split(separator: "\n").filter { $0.hasPrefix("public struct ") }.map {
      String($0.dropFirst("public struct ".count).prefix { $0 != ":" })
    }
    // A shared error response given by reference counts as one of the operation's schemas.
    #expect(
      declared == [
        "Problem", "ListUsersResponse", "SignUpResponse200", "SignUpResponse400", "DeleteUsersByIDResponse",
        "SsoResponse200",
      ], "\(declared)")
    // One input pointing at a definition is a file named after it.
    let pointed = try Generator(
      inputs: [try SchemaInput(path + "#/components/schemas/Problem")], options: GenerateOptions()
    ).generate()
    #expect(pointed.map(\.name).contains("Problem.swift"), "\(pointed.map(\.name))")
  }

  /// A shared response or request body (`components/responses`, `components/requestBodies`,
  /// Swagger's `responses`) written in place is a type named by its key, as a definition is.
  @Test func sharedResponsesAndRequestBodiesAreNamedByTheirKey() throws {
    let folder = try temporaryFolder("snippet-shared")
    let openAPI = folder + "/api.json"
    try Data(
      ##"""
      {"openapi":"3.0.3","info":{"title":"t","version":"1"},"paths":{
        "/pets":{"post":{"requestBody":{"$ref":"#/components/requestBodies/NewPet"},
          "responses":{"201":{"description":"ok"},"4XX":{"$ref":"#/components/responses/ErrorBadRequest"}}}}},
       "components":{
        "responses":{"ErrorBadRequest":{"description":"no","content":{"application/json":{"schema":{"type":"object","required":["code"],"properties":{"code":{"type":"integer"}}}}}},
          "Shared":{"description":"a $ref: its schema's","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Pet"}}}}},
        "requestBodies":{"NewPet":{"content":{"application/json":{"schema":{"type":"object","properties":{"name":{"type":"string"}}}}}}},
        "schemas":{"Pet":{"type":"object","properties":{"id":{"type":"integer"}}}}}}
      """##.utf8
    ).write(to: URL(fileURLWithPath: openAPI))
    let swagger = folder + "/swagger.json"
    try Data(
      ##"""
      {"swagger":"2.0","info":{"title":"t","version":"1"},"paths":{},
       "responses":{"NotFound":{"description":"no","schema":{"type":"object","properties":{"message":{"type":"string"}}}}},
       "definitions":{"Pet":{"type":"object","properties":{"id":{"type":"integer"}}}}}
      """##.utf8
    ).write(to: URL(fileURLWithPath: swagger))
    for (path, expected) in [(openAPI, ["Pet", "ErrorBadRequest", "NewPet"]), (swagger, ["Pet", "NotFound"])] {
      let files = try Generator(inputs: [try SchemaInput(path)], options: GenerateOptions()).generate()
      let declared = files.flatMap { $0.text.split(separator: "\n") }.filter { $0.hasPrefix("public struct ") }.map {
        String($0.dropFirst("public struct ".count).prefix { $0 != ":" })
      }
      #expect(declared == expected, "\(path): \(declared)")
    }
  }

  /// A key `required` names but `properties` does not declare is a required member, of any JSON
  /// value here (quicktype drops it).
  @Test func aKeyRequiredButNotDeclaredIsStillAMember() throws {
    let schema =
      ##"{"title":"Ticket","type":"object","required":["id","legacy_code"],"properties":{"id":{"type":"string"}}}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public struct Ticket: Codable, Hashable, Sendable {
          public let id: String
          /// Named by `required`; `properties` does not declare it.
          public let legacyCode: JSONValue

          public init(id: String, legacyCode: JSONValue) {
            self.id = id
            self.legacyCode = legacyCode
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            id = try container.decode(String.self, forKey: "id")
            legacyCode = try container.decode(JSONValue.self, forKey: "legacy_code")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(id, forKey: "id")
            try container.encode(legacyCode, forKey: "legacy_code")
          }
        }
        """)
  }

  /// A key `required` names but `properties` does not declare takes the `additionalProperties` type.
  @Test func aKeyRequiredButNotDeclaredTakesTheTypeOfAdditionalProperties() throws {
    let schema =
      ##"{"title":"Ticket","type":"object","required":["id","legacy"],"properties":{"id":{"type":"string"}},"additionalProperties":{"type":"integer"}}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public struct Ticket: Codable, Hashable, Sendable {
          public let id: String
          /// Named by `required`; `properties` does not declare it.
          public let legacy: Int
          /// The members besides the listed properties (`additionalProperties`).
          public let additionalProperties: [String: Int]

          public init(id: String, legacy: Int, additionalProperties: [String: Int] = [:]) {
            self.id = id
            self.legacy = legacy
            self.additionalProperties = additionalProperties
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            id = try container.decode(String.self, forKey: "id")
            legacy = try container.decode(Int.self, forKey: "legacy")
            var extra: [String: Int] = [:]
            for key in container.allKeys where !["id", "legacy"].contains(key.stringValue) {
              extra[key.stringValue] = try container.decode(Int.self, forKey: key)
            }
            additionalProperties = extra
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(id, forKey: "id")
            try container.encode(legacy, forKey: "legacy")
            for (key, value) in additionalProperties {
              try container.encode(value, forKey: DynamicCodingKey(key))
            }
          }
        }
        """)
  }

  /// With `additionalProperties: false` such a key makes every value invalid: refused, located.
  @Test func aRequiredKeyAdditionalPropertiesForbidsIsRefused() throws {
    let schema =
      ##"{"type":"object","required":["a","b"],"properties":{"a":{"type":"string"}},"additionalProperties":false}"##
    #expect(throws: GenerateError.self) { try swift(schema) }
    do {
      _ = try swift(schema)
    } catch let error as GenerateError {
      #expect(error.errors.map { $0.pointer?.description ?? "" } == ["/required"])
      #expect(error.errors.first?.message.contains("'b'") == true)
    }
  }

  /// quicktype's implicit oneOf: the members beside the `oneOf` are merged into its object
  /// alternatives; the others are what they say.
  @Test func membersBesideAOneOfAreInEveryObjectAlternative() throws {
    let schema =
      ##"{"title":"Delivery","required":["id"],"properties":{"id":{"type":"integer"}},"oneOf":[{"type":"object","required":["postcode"],"properties":{"postcode":{"type":"string"}}},{"type":"string"}]}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public enum Delivery: Codable, Hashable, Sendable {
          case object(DeliveryObject)
          case string(String)

          public init(from decoder: any Decoder) throws {
            var union = UnionDecoding<Delivery>(decoder)
            union.attempt(requiring: ["id", "postcode"], keeping: ["id", "postcode"]) { .object(try DeliveryObject(from: $0)) }
            union.attempt { .string(try String(from: $0)) }
            self = try union.value("The value matches none of Delivery's alternatives (object, string)")
          }

          public func encode(to encoder: any Encoder) throws {
            switch self {
            case .object(let value): try value.encode(to: encoder)
            case .string(let value): try value.encode(to: encoder)
            }
          }
        }

        /// - Remark: Generated from `#/oneOf/0`.
        public struct DeliveryObject: Codable, Hashable, Sendable {
          public let id: Int
          public let postcode: String

          public init(id: Int, postcode: String) {
            self.id = id
            self.postcode = postcode
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            id = try container.decode(Int.self, forKey: "id")
            postcode = try container.decode(String.self, forKey: "postcode")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(id, forKey: "id")
            try container.encode(postcode, forKey: "postcode")
          }
        }
        """)
  }

  /// OpenAPI 3.1 and 2020-12: `{"type": "string", "$ref": …, "maxLength": 8}` is the referenced
  /// type, not a struct.
  @Test func aReferenceBesideItsOwnScalarTypeIsTheReferencedType() throws {
    let schema =
      ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Parcel","type":"object","required":["code"],"properties":{"code":{"type":"string","$ref":"#/$defs/Code","maxLength":8}},"$defs":{"Code":{"type":"string","pattern":"^[A-Z]+$"}}}"##
    #expect(
      try swift(schema) == """
        /// - Remark: Generated from `#`.
        public struct Parcel: Codable, Hashable, Sendable {
          public let code: Code

          public init(code: Code) {
            self.code = code
          }

          public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DynamicCodingKey.self)
            code = try container.decode(Code.self, forKey: "code")
          }

          public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicCodingKey.self)
            try container.encode(code, forKey: "code")
          }
        }

        /// - Remark: Generated from `#/$defs/Code`.
        public typealias Code = String
        """)
  }

  /// An enum that falls back to `unknown` takes every string: beside an alternative that takes
  /// strings too, it decodes only the values it lists, so "hello" is the string case (it was
  /// `.kind(.unknown("hello"))` and the string case was never reached).
  @Test func aFallbackEnumBesideAStringAlternativeDecodesOnlyItsValues() throws {
    let schema =
      ##"{"title":"L","anyOf":[{"$ref":"#/$defs/Kind"},{"type":"string"}],"$defs":{"Kind":{"type":"string","enum":["cat","dog"]}}}"##
    let source = try swift(schema)
    #expect(
      source.contains(
        "    union.attempt {\n      let value = try Kind(from: $0)\n      if case .unknown = value { throw DecodingError"
      ), "\(source)")
    let alone = try swift(
      ##"{"title":"M","anyOf":[{"$ref":"#/$defs/Kind"},{"type":"integer"}],"$defs":{"Kind":{"type":"string","enum":["cat","dog"]}}}"##
    )
    #expect(alone.contains("union.attempt { .kind(try Kind(from: $0)) }"), "\(alone)")
  }

  /// An integer whose bounds fit 32 bits (Int32's minimum included) is `Int`; one bound past
  /// them is `Int64` (`Int` is 32 bits on watchOS's arm64_32).
  @Test func integerBoundsPickIntOrInt64() throws {
    let schema =
      ##"{"title":"B","type":"object","required":["a","b","c"],"properties":{"a":{"type":"integer","minimum":-2147483648,"maximum":2147483647},"b":{"type":"integer","minimum":-2147483649},"c":{"type":"integer","maximum":2147483648}}}"##
    let source = try swift(schema)
    #expect(source.contains("public let a: Int\n  public let b: Int64\n  public let c: Int64\n"), "\(source)")
  }

  /// An `allOf` whose one typed schema sits below further `allOf`s is that schema's type, and a
  /// member that is a conditional (`if`/`then`) keeps the struct a struct, its `then`'s
  /// members optional ones (only the values the `if` picks have them; quicktype's
  /// `intersection-nested` and `conditional-all-of` inputs were each a `JSONValue`).
  @Test func nestedAllOfsAndConditionalMembersKeepTheType() throws {
    let schema =
      ##"{"title":"P","type":"object","required":["id"],"properties":{"id":{"type":"string"},"n":{"allOf":[{"allOf":[{"type":"number"}]}]},"kind":{"enum":["a","b"]}},"allOf":[{"if":{"properties":{"kind":{"const":"a"}}},"then":{"required":["extra"],"properties":{"extra":{"type":"string"}}}}]}"##
    let source = try swift(schema)
    #expect(
      source.contains(
        "public struct P: Codable, Hashable, Sendable {\n  public let id: String\n  public let n: Double?\n  public let kind: PKind?\n  public let extra: String?\n"
      ), "\(source)")
    #expect(!source.contains("JSONValue"), "\(source)")
  }

  /// An alternative that is an `allOf` of scalar schemas is no object: the members beside the
  /// `oneOf` do not apply to it.
  @Test func aScalarAllOfAlternativeIsNotMergedWithTheSharedMembers() throws {
    let schema =
      ##"{"title":"D","required":["id"],"properties":{"id":{"type":"integer"}},"oneOf":[{"allOf":[{"type":"string"},{"maxLength":3}]},{"type":"object","properties":{"x":{"type":"string"}}}]}"##
    let source = try swift(schema)
    #expect(source.contains("case string(String)\n  case option2(DOption2)"), "\(source)")
    #expect(
      source.contains("public struct DOption2: Codable, Hashable, Sendable {\n  public let id: Int\n"), "\(source)")
  }
}
