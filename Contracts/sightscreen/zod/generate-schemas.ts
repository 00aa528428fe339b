// `npm run generate:schemas`: Zod → JSON Schema (zod-to-json-schema 3.x, target jsonSchema7,
// $refStrategy root) → Swift (quicktype 23). Never edit the outputs by hand.
//
// Each response schema is written with the `name` option, and the component schemas it uses
// are passed as `definitions`, so quicktype names the Swift types after them. The Swift side
// runs quicktype once over all the JSON Schema files (types shared between them are written
// once, in the first file that uses them):
//
//   quicktype --src-lang schema --lang swift --protocol hashable --sendable --access-level public \
//     --out ios/Sightscreen/Generated/ LiveActivityModels: content-state, live-activity-attributes,
//     live-activity-status-response | HubAPIModels: schedule-response, live-matches-response,
//     device-registration-response | FollowModels: follow-response, user-follows-response
import { writeFileSync } from "node:fs";
import { type ZodTypeAny } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import { DeviceRegistrationResponseSchema } from "./devices";
import { FollowResponseSchema, FollowStatusSchema, FollowedMatchSchema, UserFollowsResponseSchema } from "./follow";
import {
  LeagueGroupSchema,
  LiveMatchesResponseSchema,
  MatchItemSchema,
  MatchScoreSchema,
  ScheduleResponseSchema,
} from "./hub";
import {
  BattingPerspectiveSchema,
  ContentStateSchema,
  LiveActivityAttributesSchema,
  LiveActivityCompactSchema,
  LiveActivityDisplayStateSchema,
  LiveActivityExpandedSchema,
  LiveActivityPushSchema,
  LiveActivityStatusResponseSchema,
  LiveActivityStatusSchema,
  MatchEventKindSchema,
  MatchEventSchema,
  MatchPhaseSchema,
  MatchSentimentSchema,
  TeamBadgeSchema,
} from "./live-activity";
import { MatchDisplayStateSchema, MatchSchema, MatchStatusSchema } from "./match";
import { TeamSchema } from "./team";

const displayState = {
  MatchPhase: MatchPhaseSchema,
  MatchSentiment: MatchSentimentSchema,
  BattingPerspective: BattingPerspectiveSchema,
  MatchEventKind: MatchEventKindSchema,
  MatchEvent: MatchEventSchema,
  LiveActivityCompact: LiveActivityCompactSchema,
  LiveActivityExpanded: LiveActivityExpandedSchema,
  LiveActivityDisplayState: LiveActivityDisplayStateSchema,
};
const hub = { MatchStatus: MatchStatusSchema, TeamBadge: TeamBadgeSchema, MatchScore: MatchScoreSchema, MatchItem: MatchItemSchema };

const outputs: Array<[file: string, name: string, schema: ZodTypeAny, definitions: Record<string, ZodTypeAny>]> = [
  ["team", "Team", TeamSchema, {}],
  ["match", "Match", MatchSchema, { MatchStatus: MatchStatusSchema, Team: TeamSchema, MatchDisplayState: MatchDisplayStateSchema }],
  ["content-state", "ContentState", ContentStateSchema, displayState],
  ["live-activity-attributes", "LiveActivityAttributes", LiveActivityAttributesSchema, { TeamBadge: TeamBadgeSchema }],
  ["live-activity-status-response", "LiveActivityStatusResponse", LiveActivityStatusResponseSchema, { LiveActivityStatus: LiveActivityStatusSchema }],
  ["live-activity-push", "LiveActivityPush", LiveActivityPushSchema, { ...displayState, TeamBadge: TeamBadgeSchema, LiveActivityAttributes: LiveActivityAttributesSchema }],
  ["schedule-response", "ScheduleResponse", ScheduleResponseSchema, { ...hub, LeagueGroup: LeagueGroupSchema }],
  ["live-matches-response", "LiveMatchesResponse", LiveMatchesResponseSchema, hub],
  ["follow-response", "FollowResponse", FollowResponseSchema, { FollowStatus: FollowStatusSchema, LiveActivityStatus: LiveActivityStatusSchema, ...displayState, ContentState: ContentStateSchema }],
  ["user-follows-response", "UserFollowsResponse", UserFollowsResponseSchema, { MatchStatus: MatchStatusSchema, FollowedMatch: FollowedMatchSchema }],
  ["device-registration-response", "DeviceRegistrationResponse", DeviceRegistrationResponseSchema, {}],
];

for (const [file, name, schema, definitions] of outputs) {
  const jsonSchema = zodToJsonSchema(schema, { name, definitions, target: "jsonSchema7" });
  writeFileSync(`../${file}.schema.json`, JSON.stringify(jsonSchema, null, 2) + "\n");
}
