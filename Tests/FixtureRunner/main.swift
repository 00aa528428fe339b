// A runner as a user's package has one: register your Codable types, hand over to ContractCLI.
import ContractCLI
import Contracts
import HarnessFixtures

var registry = ContractRegistry {
  Model(Pet.self)
  Model(PetRequiringNickname.self)
  Model(PetWithClosedSpecies.self)
  Model(PetWithStrictDate.self)
  Model(PetWithTrappingLookup.self)
  Model(PetRequiringTag.self)
  Model(PetWithWaitingName.self)
  Model(PetWithDefaultOwner.self)
  Model(PetWithForgottenKey.self)
  Model(PetWithSwappedKeys.self)
  Model(Litter.self)
}
registry.register(strictSecondsProfile)
ContractTool(registry: registry).main()
