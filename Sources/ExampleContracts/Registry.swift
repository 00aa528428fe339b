import ChapterModels
// Both example systems' models, registered once: the shipped `contract` runner, the tests and
// the benchmarks all check against this registry, as a user's runner and test target share
// the library `contract init` scaffolds.
public import Contracts
import SightscreenContractModels
import SightscreenModels

/// Every model the repository's manifests name (`Contracts/contracts.json` and
/// `Contracts/sightscreen/contracts.json`).
public let registry = ContractRegistry {
  Model(Course_V2.self)
  Model(CampusV2.self)
  Model(City.self)
  Model(GroupChat.self)
  Model(GroupUser.self)
  Model(InboxNotification.self)
  // Sightscreen
  Model(SightscreenModels.ScheduleResponse.self, name: "ScheduleResponse")
  Model(SightscreenModels.LiveMatchesResponse.self)
  Model(SightscreenModels.Match.self)
  Model(SightscreenModels.FollowResponse.self)
  Model(SightscreenModels.UserFollowsResponse.self)
  Model(SightscreenModels.LiveActivityStatusResponse.self)
  Model(SightscreenModels.DeviceRegistrationResponse.self)
  Model(SightscreenModels.LiveActivityPush.self)
  // Sightscreen, the same schemas through `contract generate` (SightscreenContractModels)
  Model(SightscreenContractModels.ScheduleResponse.self, name: "Generated.ScheduleResponse")
  Model(SightscreenContractModels.LiveMatchesResponse.self, name: "Generated.LiveMatchesResponse")
  Model(SightscreenContractModels.Match.self, name: "Generated.Match")
  Model(SightscreenContractModels.FollowResponse.self, name: "Generated.FollowResponse")
  Model(SightscreenContractModels.UserFollowsResponse.self, name: "Generated.UserFollowsResponse")
  Model(SightscreenContractModels.LiveActivityStatusResponse.self, name: "Generated.LiveActivityStatusResponse")
  Model(SightscreenContractModels.DeviceRegistrationResponse.self, name: "Generated.DeviceRegistrationResponse")
  Model(SightscreenContractModels.LiveActivityPush.self, name: "Generated.LiveActivityPush")
}
