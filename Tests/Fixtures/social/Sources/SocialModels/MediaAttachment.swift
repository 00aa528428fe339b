import Foundation

public struct MediaAttachment: Codable, Hashable, Identifiable, Sendable {
  /// A kind the app does not know yet is shown as a link: `.unknown`, never a decoding error.
  public enum Kind: String, Codable, Hashable, Sendable {
    case image, gifv, video, audio, unknown

    public init(from decoder: any Decoder) throws {
      self = Kind(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .unknown
    }
  }

  /// `meta` holds one entry per rendition (`original`, `small`) and the focal point.
  public struct Meta: Codable, Hashable, Sendable {
    public struct Rendition: Codable, Hashable, Sendable {
      public let width: Int?
      public let height: Int?
      public let aspect: Double?
      public let duration: Double?
    }

    public struct Focus: Codable, Hashable, Sendable {
      public let x: Double
      public let y: Double
    }

    public let original: Rendition?
    public let small: Rendition?
    public let focus: Focus?
  }

  public let id: String
  public let type: Kind
  public let url: URL?
  public let previewUrl: URL?
  public let remoteUrl: URL?
  public let description: String?
  public let blurhash: String?
  public let meta: Meta?
}
