// GET /matches/:id: the full match the detail screen shows (hand-written `Match` in the app).
import { z } from "zod";
import { TeamSchema } from "./team";

export const MatchStatusSchema = z.enum(["upcoming", "live", "completed"]);

/** Pre-formatted by the backend: the client builds none of these strings. */
export const MatchDisplayStateSchema = z.object({
  headline: z.string(), // "Sixers need 54 from 33 balls"
  homeScore: z.string().nullable(), // "87/6"
  awayScore: z.string().nullable(), // "140/8"
  overs: z.string().nullable(), // "14.3 ov"
  runRate: z.string().nullable(), // "RR: 6.00"
  requiredRunRate: z.string().nullable(), // "RRR: 9.82"
  result: z.string().nullable(), // "Scorchers won by 12 runs"
});

export const MatchSchema = z.object({
  id: z.string(), // "match-001"
  league: z.string(), // "bbl"
  leagueName: z.string(), // "KFC Big Bash League"
  status: MatchStatusSchema,
  startTime: z.string().datetime(),
  venue: z.string(),
  homeTeam: TeamSchema,
  awayTeam: TeamSchema,
  tossResult: z.string().nullable(),
  displayState: MatchDisplayStateSchema.nullable(), // null before the toss
});

export type Match = z.infer<typeof MatchSchema>;
