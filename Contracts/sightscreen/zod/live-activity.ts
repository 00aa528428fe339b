// Live Activity payloads: the display state the backend builds once per match and pushes to
// every follower, whatever app version each one runs. Every string arrives pre-formatted.
import { z } from "zod";

export const MatchPhaseSchema = z.enum(["pre", "live", "innings_break", "completed", "abandoned"]);
export const MatchSentimentSchema = z.enum(["neutral", "exciting", "tense", "dominant"]);
/** Which team is batting: drives the orientation of every presentation. */
export const BattingPerspectiveSchema = z.enum(["home", "away", "none"]);
export const MatchEventKindSchema = z.enum([
  "match_end",
  "innings_end",
  "hundred",
  "batsman_on_90s",
  "fifty",
  "batsman_on_fire",
  "bowler_on_fire",
  "wicket",
  "new_batsman",
  "hattrick",
  "on_hattrick",
  "consecutive_sixes",
  "maiden",
  "six",
  "four",
]);

export const TeamBadgeSchema = z.object({
  id: z.string(),
  name: z.string(), // "Sydney Sixers"
  abbreviation: z.string(), // "SIX"
  logoUrl: z.string().url().nullable(),
  color: z.string(), // "#E6007E"
});

const BatterSchema = z.object({
  name: z.string(), // "Rohit Sharma"
  display: z.string(), // "Rohit Sharma 45 (32)"
  runs: z.number().int().nonnegative(),
  balls: z.number().int().nonnegative(),
});

export const MatchEventSchema = z.object({
  kind: MatchEventKindSchema,
  headline: z.string(), // "SIX!"
  detail: z.string().nullable(), // "Maxwell over long-on"
  over: z.string(), // "14.3"
});

export const LiveActivityCompactSchema = z.object({
  leading: z.string(), // "SIX 87/6"
  trailing: z.string(), // "14.3"
  minimal: z.string(), // "87/6"
});

export const LiveActivityExpandedSchema = z.object({
  title: z.string(), // "Sixers v Scorchers"
  homeScore: z.string(), // "87/6"
  awayScore: z.string().nullable(), // null until the second innings
  overs: z.string(), // "14.3 ov"
  runRate: z.string(), // "RR: 6.00"
  requiredRunRate: z.string().nullable(), // "RRR: 9.82", chasing side only
  equation: z.string().nullable(), // "Sixers need 54 from 33 balls"
  striker: BatterSchema.nullable(),
  nonStriker: BatterSchema.nullable(),
  bowler: z.string().nullable(), // "Rashid Khan 2-18 (3.3)"
  recentBalls: z.array(z.string()).max(6), // ["1", "4", "W", "0", "6", "1"]
});

export const LiveActivityDisplayStateSchema = z.object({
  phase: MatchPhaseSchema,
  sentiment: MatchSentimentSchema,
  battingPerspective: BattingPerspectiveSchema,
  statusText: z.string(), // "Scorchers won the toss and chose to bat"
  compact: LiveActivityCompactSchema,
  expanded: LiveActivityExpandedSchema,
});

/** ActivityKit's ContentState: replaced whole by every push. */
export const ContentStateSchema = z.object({
  displayState: LiveActivityDisplayStateSchema,
  score: z.string(), // "87/6"
  overs: z.string(), // "14.3"
  target: z.number().int().nullable(),
  events: z.array(MatchEventSchema).max(3), // newest first
  sequence: z.number().int().nonnegative(),
  updatedAt: z.string().datetime(),
});

/** ActivityKit's attributes: set once when the activity starts. */
export const LiveActivityAttributesSchema = z.object({
  matchId: z.string(),
  league: z.string(), // "bbl"
  venue: z.string(), // "Sydney Cricket Ground"
  teams: z.object({ home: TeamBadgeSchema, away: TeamBadgeSchema }),
});

export const LiveActivityStatusSchema = z.enum(["pending", "active", "dismissed", "ended"]);

/** POST /matches/:matchId/activity-token and POST /matches/:matchId/activity-dismissed. */
export const LiveActivityStatusResponseSchema = z.object({
  matchId: z.string(),
  activityStatus: LiveActivityStatusSchema,
  updatedAt: z.string().datetime(),
});

/**
 * The APNs `liveactivity` payload. ActivityKit decodes `content-state` with a JSONDecoder of
 * default strategies, so the push carries `updatedAt` as seconds since 2001-01-01
 * (`toActivityKitDate`), never an ISO string; APNs itself reads the other dates as Unix seconds.
 */
const ContentStateWireSchema = ContentStateSchema.extend({ updatedAt: z.number() });

export const LiveActivityPushSchema = z.object({
  aps: z.object({
    timestamp: z.number().int(),
    event: z.enum(["update", "end", "start"]),
    "content-state": ContentStateWireSchema.optional(),
    "stale-date": z.number().int().optional(),
    "dismissal-date": z.number().int().optional(),
    "relevance-score": z.number().optional(),
    "attributes-type": z.literal("LiveActivityAttributes").optional(),
    attributes: LiveActivityAttributesSchema.optional(),
    alert: z
      .object({ title: z.string(), body: z.string(), sound: z.string().optional() })
      .optional(),
  }),
});

export type ContentState = z.infer<typeof ContentStateSchema>;
export type LiveActivityAttributes = z.infer<typeof LiveActivityAttributesSchema>;
export type LiveActivityPush = z.infer<typeof LiveActivityPushSchema>;
