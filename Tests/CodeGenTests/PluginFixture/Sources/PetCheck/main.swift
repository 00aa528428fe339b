import Foundation
import PetModels

// Decodes the JSON on standard input as the generated `Pet`, prints its summary, then the
// JSON it encodes back.
let input = FileHandle.standardInput.readDataToEndOfFile()
let pet = try JSONDecoder().decode(Pet.self, from: input)
print(pet.summary)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(pet), as: UTF8.self))
