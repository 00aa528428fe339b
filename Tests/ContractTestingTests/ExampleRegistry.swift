import ChapterModels
import Contracts
import SightscreenModels

/// Both example systems' models, registered the way a user's test target registers theirs:
/// the repository's manifest names them all.
let exampleRegistry = ContractRegistry {
  Model(Course_V2.self)
  Model(CampusV2.self)
  Model(City.self)
  Model(GroupChat.self)
  Model(GroupUser.self)
  Model(InboxNotification.self)
  Model(ScheduleResponse.self, name: "ScheduleResponse")
  Model(LiveMatchesResponse.self)
  Model(Match.self)
  Model(FollowResponse.self)
  Model(UserFollowsResponse.self)
  Model(LiveActivityStatusResponse.self)
  Model(DeviceRegistrationResponse.self)
  Model(LiveActivityPush.self)
}
