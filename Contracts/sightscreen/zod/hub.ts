// The hub API: the schedule and the live list, with display fields pre-formatted.
import { z } from "zod";
import { TeamBadgeSchema } from "./live-activity";
import { MatchStatusSchema } from "./match";

export const MatchScoreSchema = z.object({
  home: z.string(), // "87/6"
  away: z.string().nullable(), // "140/8"
  overs: z.string(), // "14.3"
  summary: z.string(), // "Sixers need 54 from 33 balls"
});

export const MatchItemSchema = z.object({
  id: z.string(), // "match-001"
  league: z.string(), // "bbl"
  status: MatchStatusSchema,
  startTime: z.string().datetime(),
  title: z.string(), // "Sydney Sixers v Perth Scorchers"
  venue: z.string(),
  home: TeamBadgeSchema,
  away: TeamBadgeSchema,
  score: MatchScoreSchema.nullable(), // null until the first ball
  statusText: z.string(), // "Starts 7:15pm", "Live", "Scorchers won by 12 runs"
  isFollowing: z.boolean(),
});

export const LeagueGroupSchema = z.object({
  league: z.string(), // "ipl"
  leagueName: z.string(), // "Indian Premier League"
  date: z.string(), // "2026-04-12" (the group's local match day)
  matches: z.array(MatchItemSchema),
});

/** GET /matches?league=&status=&from=&to=&page= */
export const ScheduleResponseSchema = z.array(LeagueGroupSchema);

/** GET /matches/live */
export const LiveMatchesResponseSchema = z.object({ matches: z.array(MatchItemSchema) });
