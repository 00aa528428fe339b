// POST /devices: register or update a device for APNs (multi-device; TTL 90 days from lastSeenAt).
import { z } from "zod";

export const DeviceRegistrationRequestSchema = z.object({
  deviceToken: z.string(),
  platform: z.literal("ios"),
  deviceId: z.string(), // identifierForVendor
  osVersion: z.string().optional(), // "18.3.1"
  appVersion: z.string().optional(), // "2.1.0"
});

export const DeviceRegistrationResponseSchema = z.object({
  deviceId: z.string(),
  platform: z.literal("ios"),
  osVersion: z.string().nullable(),
  appVersion: z.string().nullable(),
  lastSeenAt: z.string().datetime(),
  expiresAt: z.string().datetime(),
  created: z.boolean(), // false when an existing deviceId was updated
});
