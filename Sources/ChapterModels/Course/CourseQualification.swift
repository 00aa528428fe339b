/// The award a course leads to: the `courses.qualification` text column ("BSc", "MEng", …).
///
/// The column is free text filled by the course importer from Discover Uni, which has more
/// award names than the app has designs for, so decoding falls back to ``unknown`` instead of
/// failing the row. The fallback forgets the original text: re-encoding an unknown award writes
/// `"unknown"`, a round-trip change `contract` reports when a fuzzed or new value reaches it.
public enum CourseQualification: String, Codable, Sendable, Hashable, CaseIterable {
  case ba = "BA"
  case bsc = "BSc"
  case beng = "BEng"
  case meng = "MEng"
  case msci = "MSci"
  case mmath = "MMath"
  case mphys = "MPhys"
  case mchem = "MChem"
  case llb = "LLB"
  case mbbs = "MBBS"
  case mbchb = "MBChB"
  case bds = "BDS"
  case bvsc = "BVSc"
  case bmus = "BMus"
  case bnurs = "BNurs"
  case scottishMA = "MA"
  case unknown = "unknown"

  public init(from decoder: any Decoder) throws {
    let raw = try decoder.singleValueContainer().decode(String.self)
    self = CourseQualification(rawValue: raw) ?? .unknown
  }
}

extension CourseQualification {
  /// The award as printed on a course card: "BSc (Hons)", "MA (Hons)".
  ///
  /// Integrated masters and professional degrees carry no "(Hons)".
  public var displayName: String {
    switch self {
    case .ba, .bsc, .beng, .llb, .bmus, .bnurs, .scottishMA: "\(rawValue) (Hons)"
    case .meng, .msci, .mmath, .mphys, .mchem, .mbbs, .mbchb, .bds, .bvsc: rawValue
    case .unknown: "Degree"
    }
  }

  /// Whether the award is an integrated (undergraduate) masters, which the app badges as such.
  public var isIntegratedMasters: Bool {
    switch self {
    case .meng, .msci, .mmath, .mphys, .mchem: true
    default: false
    }
  }
}
