/** The product's name. Shown in the header, titles and copy; change it here only. */
export const PRODUCT_NAME = "PropArena";

/**
 * The largest funded account (spec §1 "funded up to $1,000,000"). A funded account opens at the
 * size of its challenge (up to 300K); the scaling plan of the rules grows a consistently
 * profitable one up to this. The rules page explains it under SCALING_PLAN_PATH.
 */
export const MAX_FUNDING_LABEL = "$1,000,000";

/** Where the rules page explains the scaling plan (its "Scaling plan" section). */
export const SCALING_PLAN_PATH = "/dashboard/rules#scaling-plan";

/** The virtual money of the free Beta account every verified trader gets. */
export const BETA_BALANCE_LABEL = "$1,000,000";

/** Settings the server writes into the page (HERO_VIDEO_BASE_URL, COMMUNITY_CHAT_URL, SUPPORT_EMAIL). */
const runtime: Partial<Record<"heroVideoBaseUrl" | "communityChatUrl" | "supportEmail", string>> =
  (globalThis as { __APP_CONFIG__?: Record<string, string> }).__APP_CONFIG__ ?? {};

/** Community chat, opened in a new tab from the hero (spec §2). */
export const COMMUNITY_CHAT_URL =
  runtime.communityChatUrl ||
  import.meta.env.VITE_COMMUNITY_CHAT_URL ||
  "https://discord.gg/proparena";

/**
 * Where the three hero videos live (spec §7: hero-1..3 .webm/.mp4 and poster.webp). Defaults to
 * the small loops shipped in public/hero; the server's HERO_VIDEO_BASE_URL points elsewhere.
 */
export const HERO_VIDEO_BASE_URL = (
  runtime.heroVideoBaseUrl ||
  import.meta.env.VITE_HERO_VIDEO_BASE_URL ||
  "/hero"
).replace(/\/$/, "");

export const SUPPORT_EMAIL = runtime.supportEmail || "support@proparena.local";

/** Footer social links (spec §1 "The footer links to social networks"). */
export const SOCIAL_LINKS = [
  { name: "X (Twitter)", href: "https://x.com/proparena" },
  { name: "Discord", href: COMMUNITY_CHAT_URL },
  { name: "YouTube", href: "https://www.youtube.com/@proparena" },
  { name: "Instagram", href: "https://www.instagram.com/proparena" },
  { name: "GitHub", href: "https://github.com/proparena" },
] as const;
