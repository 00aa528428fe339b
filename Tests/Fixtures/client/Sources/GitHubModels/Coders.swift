import Foundation

/// The client's coders, as its API layer makes them: GitHub writes dates in ISO 8601.
extension JSONDecoder {
  public static func gitHub() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}

extension JSONEncoder {
  public static func gitHub() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}
