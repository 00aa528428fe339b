// The shipped runner: registers the example systems' models and runs the CLI.
import ChapterModels
import ContractCLI
import Contracts

let registry = ContractRegistry {
  Model(Course_V2.self)
  Model(CampusV2.self)
  Model(City.self)
  Model(GroupChat.self)
  Model(GroupUser.self)
  Model(InboxNotification.self)
}
ContractTool(registry: registry).main()
