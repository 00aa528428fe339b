import JSONCore
import Reports
import Testing

@testable import Fuzzing

/// Each operator on small values: the sites it lists (driven by the contract's facts), what
/// applying each gives, and that a site whose target is gone no longer applies.
@Suite struct OperatorTests {
  let pet = json(#"{"id": 1, "name": "Rex", "tag": "good", "born_at": "2024-03-15T10:30:00.123456+00:00"}"#)
  var petFacts: FixtureFacts { facts(required: ["": ["id", "name"]], timestamps: ["/born_at"]) }

  @Test func keyCaseRenamesOneKeyOrAWholeObject() {
    let value = json(#"{"uni_id": 1, "name": "x"}"#)
    let sites = KeyCase().sites(in: value, facts: .none)
    let renamed = results(KeyCase(), on: value, facts: .none)
    #expect(renamed.contains(#"{"uniId":1,"name":"x"}"#))
    #expect(renamed.contains(#"{"uniID":1,"name":"x"}"#))
    #expect(renamed.contains(#"{"UniId":1,"name":"x"}"#))
    #expect(renamed.contains(#"{"uni-id":1,"name":"x"}"#))
    #expect(renamed.contains(#"{"UniId":1,"Name":"x"}"#), "the whole object in PascalCase")
    #expect(!renamed.contains(#"{"uni_id":1,"name":"x"}"#), "no site leaves the value as it was")
    #expect(sites.count == Set(sites).count)
    let (_, applied) = applying(
      KeyCase(), Mutation(operatorName: "key-case", pointer: pointer("/uni_id"), variant: 2), to: value, facts: .none)
    #expect(applied?.description == #"key "uni_id" renamed to "uniID" (camelCase with acronyms)"#)
    #expect(applied?.changed == [pointer("/uniID")])
    #expect(applied?.touched == [], "a renamed key is not the model's data: its loss is not the mutation's")
  }

  @Test func dropAndNullOptionalTouchOnlyKeysTheContractDoesNotRequire() {
    #expect(DropOptional().sites(in: pet, facts: petFacts).map(\.pointer.description) == ["/tag", "/born_at"])
    #expect(results(DropOptional(), on: pet, facts: petFacts, at: "/tag") == ["(absent)", #""good""#])
    #expect(NullOptional().sites(in: pet, facts: petFacts).map(\.pointer.description) == ["/tag", "/born_at"])
    #expect(
      results(NullOptional(), on: pet, facts: petFacts, at: "/born_at") == [
        #""2024-03-15T10:30:00.123456+00:00""#, "null",
      ])
    #expect(DropRequired().sites(in: pet, facts: petFacts).map(\.pointer.description) == ["/id", "/name"])
    #expect(DropOptional().sites(in: pet, facts: .none).isEmpty, "without the contract nothing is known to be optional")
  }

  @Test func dateFormatRendersTheWaysBackendsPrintTimestamps() {
    let rendered = Set(results(DateFormat(), on: pet, facts: petFacts, at: "/born_at"))
    for expected in [
      "2024-03-15T10:30:00+00:00", "2024-03-15T10:30:00.1+00:00", "2024-03-15T10:30:00.123+00:00",
      "2024-03-15T10:30:00.123456000+00:00", "2024-03-15T10:30:00.123456Z", "2024-03-15T10:30:00.123456+0000",
      "2024-03-15T16:00:00.123456+05:30", "2024-03-15T02:30:00.123456-08:00", "2024-03-15 10:30:00.123456+00",
      "2024-03-15",
    ] {
      #expect(rendered.contains("\"\(expected)\""), "\(expected)")
    }
    #expect(!rendered.contains(#""2024-03-15T10:30:00.123456+00:00""#), "the original is not a mutant")
    // 17 renderings, less the two that give the original back (6 digits; +00:00).
    #expect(rendered.count == 15)
  }

  @Test func dateFormatCrossesMidnightAndLeapDays() {
    let value = json(#"{"at": "2024-02-29T23:30:00Z"}"#)
    let rendered = results(DateFormat(), on: value, facts: .none, at: "/at")
    #expect(rendered.contains(#""2024-03-01T05:00:00+05:30""#))
    #expect(rendered.contains(#""2024-02-29T15:30:00-08:00""#))
  }

  @Test func enumUnknownPicksValuesOutsideTheEnumAndEnumKnownTheOthers() {
    let value = json(#"{"status": "firm_choice", "level": 2}"#)
    let known = facts(enums: ["/status": ["firm_choice", "new_value", "enrolled"], "/level": [1, 2, 3]])
    #expect(
      results(EnumUnknown(), on: value, facts: known, at: "/status") == [
        #""new_value_2""#, #""FIRM_CHOICE""#, #""firm_choice""#, #""firm_choice""#,
      ])
    #expect(results(EnumUnknown(), on: value, facts: known, at: "/level") == ["2", "2", "4", "-1"])
    #expect(
      results(EnumKnown(), on: value, facts: known, at: "/status") == [
        #""new_value""#, #""enrolled""#, #""firm_choice""#, #""firm_choice""#,
      ])
  }

  @Test func extraKeyTypeDriftAndEdges() {
    // A new member is like the members it joins (a map of numbers gains a number); an empty
    // object shows no kind and gets a string, a null and an object.
    #expect(
      results(ExtraKey(), on: json(#"{"a": 1, "b": 2}"#), facts: .none) == [#"{"a":1,"b":2,"contract_fuzz_extra":1}"#])
    #expect(
      results(ExtraKey(), on: json(#"{"s": "x", "n": null, "o": {"k": true}, "b": false}"#), facts: .none) == [
        #"{"s":"x","n":null,"o":{"k":true},"b":false,"contract_fuzz_extra":"x"}"#,
        #"{"s":"x","n":null,"o":{"k":true},"b":false,"contract_fuzz_extra":null}"#,
        #"{"s":"x","n":null,"o":{"k":true},"b":false,"contract_fuzz_extra":{"k":true}}"#,
        #"{"s":"x","n":null,"o":{"k":true,"contract_fuzz_extra":true},"b":false}"#,
      ])
    #expect(
      results(ExtraKey(), on: json(#"{}"#), facts: .none) == [
        #"{"contract_fuzz_extra":"added by the backend"}"#, #"{"contract_fuzz_extra":null}"#,
        #"{"contract_fuzz_extra":{"nested":true,"count":1}}"#,
      ])
    // "(absent)": the root object wrapped in an array has no /n.
    #expect(
      Set(results(TypeDrift(), on: json(#"{"n": 1}"#), facts: .none, at: "/n")) == [#""1""#, "1.0", "true", "(absent)"])
    #expect(
      Set(results(TypeDrift(), on: json(#"{"r": 2.5, "b": false, "s": "12"}"#), facts: .none)).isSuperset(of: [
        #"{"r":"2.5","b":false,"s":"12"}"#, #"{"r":2,"b":false,"s":"12"}"#, #"{"r":2.5,"b":0,"s":"12"}"#,
        #"{"r":2.5,"b":false,"s":12}"#,
        #"[{"r":2.5,"b":false,"s":"12"}]"#,
      ]))
    #expect(
      results(NumberEdges(), on: json(#"{"n": 7}"#), facts: .none, at: "/n") == [
        "9007199254740993", "9223372036854775808", "-0", "1e308", "0e1",
      ])
    #expect(
      results(NumberEdges(), on: json(#"{"x": 7.5}"#), facts: .none, at: "/x") == ["-0", "1e308", "0e1"],
      "a double column cannot hold 2^53+1 either")
    #expect(
      results(NumberEdges(), on: json(#"{"x": 7.5}"#), facts: facts(formats: ["/x": "numeric"]), at: "/x").count == 5)
    let strings = results(StringEdges(), on: json(#"{"s": "ab"}"#), facts: .none, at: "/s")
    #expect(strings.count == 4)
    #expect(strings[0] == #""""#)
    #expect(strings[1] == "\"" + String(repeating: "ab", count: 5_000) + "\"")
    #expect(strings[2] == #""ab 😀𝄞𐍈""#)
    #expect(strings[3] == #""\"quoted\" \\back\\slash/ \b\f\n\r\t \u0001\u001f\u007f ab""#)
    #expect(
      results(ArrayEdges(), on: json(#"{"a": [1, 2]}"#), facts: .none, at: "/a").map { $0.count } == [2, 3, 201],
      "[], [1], and 100 elements")
  }

  @Test func aSiteWhoseTargetIsGoneNoLongerApplies() {
    var value = pet
    let drop = Mutation(operatorName: "drop-optional", pointer: pointer("/tag"), variant: 0)
    #expect(DropOptional().apply(drop, to: &value, facts: petFacts) != nil)
    let before = value
    #expect(
      NullOptional().apply(
        Mutation(operatorName: "null-optional", pointer: pointer("/tag"), variant: 0), to: &value, facts: petFacts)
        == nil)
    #expect(
      StringEdges().apply(
        Mutation(operatorName: "string-edges", pointer: pointer("/nope/0"), variant: 0), to: &value, facts: petFacts)
        == nil)
    #expect(value == before)
  }

  @Test func operatorsHaveStableNamesInAFixedOrder() {
    #expect(
      MutationOperators.names == [
        "key-case", "drop-optional", "null-optional", "drop-required", "date-format", "enum-unknown", "enum-known",
        "extra-key", "type-drift", "number-edges", "string-edges", "array-edges",
      ])
    // Reports order matrix rows by this list without linking the fuzzer.
    #expect(MutationOperators.names == ResilienceMatrix.operatorOrder)
  }
}
