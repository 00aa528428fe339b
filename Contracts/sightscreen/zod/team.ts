// Team identity as the backend stores it (hand-written `Team` in the app).
import { z } from "zod";

export const TeamSchema = z.object({
  id: z.string(), // "team-sydney-sixers"
  name: z.string(), // "Sydney Sixers"
  shortName: z.string(), // "Sixers"
  abbreviation: z.string(), // "SIX"
  logoUrl: z.string().url().nullable(),
  primaryColor: z.string().optional(), // "#E6007E"; absent for teams SportMonks has no colour for
});

export type Team = z.infer<typeof TeamSchema>;
