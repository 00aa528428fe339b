// The follow system: POST /user/follow/match, PATCH /user/follow/match/:id/team,
// DELETE /user/follow/match/:id, GET /user/follows (reconciled at start-up).
import { z } from "zod";
import { ContentStateSchema, LiveActivityStatusSchema } from "./live-activity";
import { MatchStatusSchema } from "./match";

export const FollowStatusSchema = z.enum(["following", "not_following"]);

export const FollowResponseSchema = z.object({
  matchId: z.string(),
  status: FollowStatusSchema,
  supportedTeamId: z.string().nullable(), // null: following without a side
  followedAt: z.string().datetime().nullable(), // null once unfollowed
  liveActivity: LiveActivityStatusSchema.optional(), // live matches only
  displayState: ContentStateSchema.optional(), // the cached display state of a live match
});

export const FollowedMatchSchema = z.object({
  matchId: z.string(),
  supportedTeamId: z.string().nullable(),
  followedAt: z.string().datetime(),
  status: MatchStatusSchema,
  expiresAt: z.string().datetime(), // 48 hours after the match ends
});

export const UserFollowsResponseSchema = z.object({
  follows: z.array(FollowedMatchSchema),
  reconciledAt: z.string().datetime(),
});
