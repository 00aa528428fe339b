public import Foundation
import JSONCore

/// A named decoder/encoder pair: how an app reads and writes one backend's JSON.
///
/// Apps configure `JSONDecoder` per backend (key strategy, date strategy, data strategy);
/// checking a model with a different configuration than the app's would report failures the
/// app never sees, or miss the ones it does. A profile makes that configuration explicit and
/// shared between the app's tests and `contract`.
///
/// Wrap the factory the app already has, and name the profile in `contracts.json`
/// (`"profile": "github"`):
///
/// ```swift
/// registry.register(Profile(name: "github", summary: "the app's decoder", direction: .read,
///   decoder: { JSONDecoder.gitHub() }, encoder: { JSONEncoder.gitHub() }))
/// ```
///
/// The manifest can name the built-in profiles (``builtIn``: `default`, `supabase`,
/// `iso8601`, `camelcase-flexible-dates`, `snake-case-conversion`, `sightscreen`,
/// `activitykit`) without registering them.
public struct Profile: Sendable {
  public var name: String
  /// One line for reports: "snake_case keys via CodingKeys; ISO 8601 dates, any fraction".
  public var summary: String
  /// Whether keys are converted from snake_case when decoding (then decode failures name
  /// Swift keys that must be mapped back to the JSON's): said, or the decoder's own
  /// `keyDecodingStrategy` (a profile wrapping the app's factory need not repeat it).
  public var convertsSnakeCase: Bool
  /// How the app uses what this decoder reads, unless a contract says: `read` for a client
  /// that never sends responses back (`nil`: round trip).
  public var direction: Manifest.Direction?
  /// Whether the decoder reads dates with Foundation's `.iso8601`, which Apple's Foundation has
  /// read without fraction digits (`AppleISO8601`).
  public let readsISO8601: Bool
  private let decoderFactory: @Sendable () -> JSONDecoder
  private let encoderFactory: (@Sendable () -> JSONEncoder)?

  /// A profile reads with `decoder`; with `encoder` too, the round trip of a `Codable` model
  /// is checked. A read-only app gives none: its models are decoded only, as
  /// `Decodable`-only ones are (every stage but the round trip), rather than written back by
  /// an encoder the app does not have.
  public init(
    name: String, summary: String, convertsSnakeCase: Bool = false, direction: Manifest.Direction? = nil,
    decoder: @escaping @Sendable () -> JSONDecoder, encoder: (@Sendable () -> JSONEncoder)? = nil
  ) {
    self.name = name
    self.summary = summary
    let sample = decoder()
    if convertsSnakeCase {
      self.convertsSnakeCase = true
    } else if case .convertFromSnakeCase = sample.keyDecodingStrategy {
      self.convertsSnakeCase = true
    } else {
      self.convertsSnakeCase = false
    }
    if case .iso8601 = sample.dateDecodingStrategy { readsISO8601 = true } else { readsISO8601 = false }
    self.direction = direction
    self.decoderFactory = decoder
    self.encoderFactory = encoder
  }

  /// A profile sharing one decoder and encoder the app made: for a factory a `@Sendable`
  /// closure cannot call (it is `@MainActor`, or reads a global `var` under Swift 6). Make
  /// the pair where the factory can run (the runner's `main.swift` is on the main actor).
  /// `JSONDecoder` and `JSONEncoder` may be shared across threads while nobody changes them.
  public init(
    name: String, summary: String, convertsSnakeCase: Bool = false, direction: Manifest.Direction? = nil,
    sharedDecoder: JSONDecoder, sharedEncoder: JSONEncoder? = nil
  ) {
    var encoder: (@Sendable () -> JSONEncoder)? = nil
    if let sharedEncoder { encoder = { sharedEncoder } }
    self.init(
      name: name, summary: summary, convertsSnakeCase: convertsSnakeCase, direction: direction,
      decoder: { sharedDecoder }, encoder: encoder)
  }

  /// A fresh decoder (decoders are not shared across threads).
  public func makeDecoder() -> JSONDecoder { decoderFactory() }
  /// The profile's encoder; Foundation's default for a profile that has none (what is
  /// encoded then is not checked against the response).
  public func makeEncoder() -> JSONEncoder { encoderFactory?() ?? JSONEncoder() }
  /// Whether the profile has an encoder: without one, models are decoded only.
  public var encodes: Bool { encoderFactory != nil }
}

extension Profile {
  /// Foundation's defaults: keys as declared, dates as seconds since 2001.
  public static let foundationDefault = Profile(
    name: "default", summary: "Foundation defaults (keys as declared, dates as reference-date seconds)",
    decoder: { JSONDecoder() }, encoder: { JSONEncoder() })

  /// A Supabase (PostgREST) app: keys through explicit `CodingKeys`, timestamps read in any
  /// ISO 8601 form Postgres prints (`2024-03-15T10:30:00.123456+00:00`, fewer digits, none)
  /// and written with milliseconds, as the Supabase Swift client does.
  public static let supabase = flexibleDates(
    name: "supabase",
    summary: "keys via CodingKeys; dates read as ISO 8601 with any fraction, written with milliseconds")

  /// Foundation's built-in `.iso8601` strategy, which writes no fractional seconds.
  ///
  /// Older Apple platforms also refuse fractions when reading; the Linux Foundation reads them.
  public static let iso8601 = Profile(
    name: "iso8601", summary: "keys as declared; dates with Foundation's .iso8601 (written without fractions)",
    decoder: {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      return decoder
    },
    encoder: {
      let encoder = JSONEncoder()
      encoder.dateEncodingStrategy = .iso8601
      return encoder
    })

  /// A camelCase backend whose shared decoder accepts ISO 8601 with and without fractional
  /// seconds (the Sightscreen pattern), writing milliseconds back.
  public static let camelCaseFlexibleDates = flexibleDates(
    name: "camelcase-flexible-dates",
    summary: "keys as declared; dates read as ISO 8601 with or without fractions, written with milliseconds")

  /// Keys as declared; dates read as RFC 3339 with any fraction, written with milliseconds.
  private static func flexibleDates(name: String, summary: String) -> Profile {
    Profile(
      name: name, summary: summary,
      decoder: {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(DateFormats.decodeFlexibleISO8601)
        return decoder
      },
      encoder: {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom(DateFormats.encodeMilliseconds)
        return encoder
      })
  }

  /// Keys converted from snake_case by the decoder, to snake_case by the encoder.
  public static let snakeCaseConversion = Profile(
    name: "snake-case-conversion",
    summary: "keys converted from/to snake_case; dates read as flexible ISO 8601",
    convertsSnakeCase: true,
    decoder: {
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      decoder.dateDecodingStrategy = .custom(DateFormats.decodeFlexibleISO8601)
      return decoder
    },
    encoder: {
      let encoder = JSONEncoder()
      encoder.keyEncodingStrategy = .convertToSnakeCase
      encoder.dateEncodingStrategy = .custom(DateFormats.encodeMilliseconds)
      return encoder
    })

  /// The profiles the manifest can name without registering any.
  public static let builtIn: [Profile] = [
    .foundationDefault, .supabase, .iso8601, .camelCaseFlexibleDates, .snakeCaseConversion,
    .sightscreen, .activityKit,
  ]
}

/// Date reading and writing used by the built-in profiles.
public enum DateFormats {
  /// Reads every timestamp form PostgreSQL prints for an instant.
  ///
  /// That is RFC 3339 with any number of fraction digits and any offset form, and beyond it
  /// years past 9999, BC years and offsets with seconds (local mean time). Two forms name no
  /// instant, and the error says which it is: `infinity` / `-infinity`, and a timestamp
  /// without an offset (what a `timestamp without time zone` column sends).
  @Sendable public static func decodeFlexibleISO8601(_ decoder: any Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let timestamp = Timestamp(text), timestamp.offsetSeconds != nil else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unreadable date '\(text)': \(unreadableCause(text))")
    }
    let fraction = Double("0." + (timestamp.fraction.isEmpty ? "0" : timestamp.fraction)) ?? 0
    return Date(timeIntervalSince1970: TimeInterval(timestamp.epochSeconds) + fraction)
  }

  /// Why `text` is not a date, in the words a decode failure reports.
  static func unreadableCause(_ text: String) -> String {
    if text == "infinity" || text == "-infinity" {
      return "PostgreSQL's \(text) timestamp, which no Date stands for "
        + "(store NULL instead, or decode the column into a type with a case for it)"
    }
    if Timestamp(text) != nil {
      return "no UTC offset, as a `timestamp without time zone` column sends it: "
        + "the instant depends on a time zone the response does not carry"
    }
    return "expected ISO 8601 like 2024-03-15T10:30:00.123456+00:00"
  }

  /// Writes `yyyy-MM-dd'T'HH:mm:ss.SSSZ` in UTC: milliseconds, as most Swift clients do.
  @Sendable public static func encodeMilliseconds(_ date: Date, _ encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(formatMilliseconds(date))
  }

  public static func formatMilliseconds(_ date: Date) -> String {
    let interval = date.timeIntervalSince1970
    var seconds = Int64(interval.rounded(.down))
    var milliseconds = Int(((interval - Double(seconds)) * 1000).rounded())
    if milliseconds == 1000 {
      seconds += 1
      milliseconds = 0
    }
    var days = seconds / 86_400
    var rest = seconds % 86_400
    if rest < 0 {
      rest += 86_400
      days -= 1
    }
    let (year, month, day) = Timestamp.civilDate(days: days)
    func pad(_ value: Int64, _ width: Int) -> String { value.zeroPadded(toWidth: width) }
    // Years before 1 are written in ISO 8601's expanded form: 44 BC is `-0043`.
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(rest / 3600, 2)):"
      + "\(pad(rest % 3600 / 60, 2)):\(pad(rest % 60, 2)).\(pad(Int64(milliseconds), 3))Z"
  }
}
