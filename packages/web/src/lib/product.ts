/** The product's name. Shown in the header, titles and copy; change it here only. */
export const PRODUCT_NAME = "PropArena";

/** Largest funded account a trader can reach after the 2-phase evaluation (spec §1). */
export const MAX_FUNDING_LABEL = "$1,000,000";

/** Community chat, opened in a new tab from the hero (spec §2). */
export const COMMUNITY_CHAT_URL = "https://discord.gg/proparena";

export const SUPPORT_EMAIL = "support@proparena.io";

/** Footer social links (spec §1 "The footer links to social networks"). */
export const SOCIAL_LINKS = [
  { name: "X (Twitter)", href: "https://x.com/proparena" },
  { name: "Discord", href: COMMUNITY_CHAT_URL },
  { name: "YouTube", href: "https://www.youtube.com/@proparena" },
  { name: "Instagram", href: "https://www.instagram.com/proparena" },
  { name: "GitHub", href: "https://github.com/proparena" },
] as const;
