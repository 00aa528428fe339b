// The shipped runner: registers the example systems' models and runs the CLI.
import ChapterModels
import ContractCLI
import Contracts
import SightscreenModels

let registry = ContractRegistry {
  Model(Course_V2.self)
  Model(CampusV2.self)
  Model(City.self)
  Model(GroupChat.self)
  Model(GroupUser.self)
  Model(InboxNotification.self)
  // Sightscreen
  Model(ScheduleResponse.self, name: "ScheduleResponse")
  Model(LiveMatchesResponse.self)
  Model(Match.self)
  Model(FollowResponse.self)
  Model(UserFollowsResponse.self)
  Model(LiveActivityStatusResponse.self)
  Model(DeviceRegistrationResponse.self)
  Model(LiveActivityPush.self)
}
ContractTool(registry: registry).main()
