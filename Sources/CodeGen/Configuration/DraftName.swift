public import JSONSchema

extension Draft {
  /// The draft `--draft` and a configuration's `draft` name: `4`, `6`, `7`, `2019-09`, `2020-12`.
  public init?(optionName name: String) {
    switch name {
    case "4": self = .draft4
    case "6": self = .draft6
    case "7": self = .draft7
    case "2019-09": self = .draft2019_09
    case "2020-12": self = .draft2020_12
    default: return nil
    }
  }
}
