// A runner as a user's package has one: register your Codable types, hand over to ContractCLI.
import AuthFixtureModels
import ContractCLI
import Contracts
import Foundation
import HarnessFixtures
import SocialFixtureModels

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
  Model(PetRejectingUnknownKeys.self)
  Model(Kennel.self)
  Model(Checkup.self)
  Model(PetWithHomepage.self)
  Model(PetPair.self)
  // The auth client's: `Decodable` only, but for `Settings`.
  Model(Session.self)
  Model(UserList.self)
  Model(User.self)
  Model(FactorEnrollment.self)
  Model(Settings.self)
  Model(AuditEvent.self)
  Model(SignUpResponse.self)
  // The timeline client's: `Notification` and `Instance` are `Decodable` only.
  Model(Status.self)
  Model(SocialFixtureModels.Notification.self)
  Model(Account.self)
  Model(Instance.self)
}
registry.register(strictSecondsProfile)
registry.register(fractionalSecondsProfile)
registry.register(
  Profile(
    name: "auth", summary: "the auth client's decoder: snake_case converted, ISO 8601 with or without a fraction",
    convertsSnakeCase: true, decoder: { JSONDecoder.auth() }, encoder: { JSONEncoder.auth() }))
registry.register(
  Profile(
    name: "social", summary: "the timeline client's decoder: snake_case converted, ISO 8601 with or without milliseconds",
    convertsSnakeCase: true, decoder: { JSONDecoder.social() }, encoder: { JSONEncoder.social() }))
ContractTool(registry: registry).main()
