import { z } from "zod";
import { personText } from "./person-text";

/**
 * Discord announcements (spec §2 /admin/discord): a webhook URL and which events post. Posts
 * use Discord's webhook JSON ({content, embeds}) and are retried with backoff.
 */
export const DISCORD_EVENTS = ["newFundedTrader", "weeklyPayoutSummary", "jackpotWinners"] as const;
export type DiscordEvent = (typeof DISCORD_EVENTS)[number];
export const DISCORD_EVENT_LABELS: Record<DiscordEvent, string> = {
  newFundedTrader: "A trader's funded account opens",
  weeklyPayoutSummary: "The weekly payout is settled",
  jackpotWinners: "The week's jackpot winners",
};

export const discordSettingsSchema = z.object({
  /** Shown masked (its secret part hidden) once saved; null when none. */
  webhookUrl: z.string().nullable(),
  events: z.record(z.enum(DISCORD_EVENTS), z.boolean()),
  /** The newest deliveries, newest first. */
  deliveries: z.array(
    z.object({
      id: z.string(),
      event: z.string(),
      status: z.enum(["pending", "sent", "failed"]),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type DiscordSettings = z.infer<typeof discordSettingsSchema>;
export const discordSettingsResponseSchema = z.object({ discord: discordSettingsSchema });

/** Where every Discord webhook URL begins (Discord's own API, not ours). */
export const DISCORD_WEBHOOK_PREFIX = "https://discord.com/api/webhooks/";
/** A webhook URL as forms show one: the prefix, then the id and token. */
export const DISCORD_WEBHOOK_EXAMPLE = `${DISCORD_WEBHOOK_PREFIX}…`;

/** PUT /admin/discord: a Discord webhook URL (DISCORD_WEBHOOK_EXAMPLE) or null. */
export const updateDiscordBodySchema = z.object({
  webhookUrl: z
    .string()
    .trim()
    .url("Paste the webhook URL from Discord")
    .max(500)
    .nullable()
    .optional(),
  events: z.partialRecord(z.enum(DISCORD_EVENTS), z.boolean()).optional(),
});
export type UpdateDiscordBody = z.input<typeof updateDiscordBodySchema>;
/** POST /api/admin/discord/test: posts a test message now and says what Discord answered. */
export const discordTestResponseSchema = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  message: z.string(),
});

/** The avatar catalogue (spec §2 /admin/avatars): pictures for challenger tiles and profiles. */
export const catalogueAvatarSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type CatalogueAvatar = z.infer<typeof catalogueAvatarSchema>;
/** GET /api/admin/avatars (all) and GET /api/avatars (enabled, for traders to pick). */
export const catalogueAvatarsResponseSchema = z.object({ avatars: z.array(catalogueAvatarSchema) });
const avatarLabel = personText({
  label: "Label",
  max: 60,
  messages: { required: "Name the avatar" },
});
/** POST /api/admin/avatars {fileId (an "avatar" upload), label}; PATCH /api/admin/avatars/:id. */
export const createCatalogueAvatarBodySchema = z.object({
  fileId: z.uuid(),
  label: avatarLabel,
});
export const updateCatalogueAvatarBodySchema = z.object({
  label: avatarLabel.optional(),
  enabled: z.boolean().optional(),
});
export type CreateCatalogueAvatarBody = z.infer<typeof createCatalogueAvatarBodySchema>;
export type UpdateCatalogueAvatarBody = z.infer<typeof updateCatalogueAvatarBodySchema>;
export const catalogueAvatarResponseSchema = z.object({ avatar: catalogueAvatarSchema });
