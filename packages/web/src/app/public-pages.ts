import { PRODUCT_NAME } from "../lib/product";

/** What search engines and link previews read of a page rendered on the server. */
export interface PublicPage {
  /** The page's path, exactly (no pattern). */
  path: string;
  /** The document title, without the product name (empty for the landing page). */
  title: string;
  /** The meta description and Open Graph description: one or two plain sentences. */
  description: string;
}

/**
 * The public pages the server renders to HTML (entry-server.tsx) before the JavaScript runs; the
 * browser then hydrates them. Adding a page is one line here (its route is in routes.tsx).
 * Signed-in pages stay client-rendered.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: "/",
    title: "",
    description:
      "The prop firm that shows its books: pass a 2-phase evaluation, trade a funded account and check every weekly payout with its Merkle proof.",
  },
  {
    path: "/leaderboard",
    title: "Leaderboard",
    description:
      "Real accounts ranked by percentage gain: phase 1 and phase 2 challengers, funded traders and payouts.",
  },
  {
    path: "/payouts",
    title: "Payouts",
    description:
      "Every weekly settlement with its credits, committed as a Merkle root you can check in your browser.",
  },
  {
    path: "/rules",
    title: "Rules",
    description:
      "Profit targets, daily and overall loss limits, trading costs and the funded scaling plan of every challenge size, with worked examples.",
  },
  {
    path: "/integrity/register",
    title: "Integrity register",
    description:
      "Every payout withheld and account closed after an integrity review, with the reason and the evidence hash anyone can check.",
  },
  {
    path: "/openbook",
    title: "Openbook",
    description:
      "Every funded trader's book in the open: positions, trades, equity curve, rule decisions with their evidence, and payouts. Follow a trader or copy them into your Beta account.",
  },
  {
    path: "/openbook/register",
    title: "Register of decisions",
    description:
      "Every breach, withheld payout and closed account, with its rule and the SHA-256 of its evidence, and the totals of each week.",
  },
  {
    path: "/pools",
    title: "Pools",
    description:
      "The vault, jackpots, payouts, emergency, expenses and founders pools as the ledger books them, with their last 12 weeks.",
  },
  {
    path: "/contact",
    title: "Contact us",
    description: "Questions about the challenges, your account or a payout? Write to us.",
  },
  {
    path: "/legal/terms",
    title: "Terms of Service",
    description: `The terms of ${PRODUCT_NAME}'s simulated trading challenges.`,
  },
  {
    path: "/legal/privacy",
    title: "Privacy Policy",
    description: `What ${PRODUCT_NAME} stores about you, why, and for how long.`,
  },
];

/** The public page at `path` (a trailing slash is the same page), if it is one. */
export function findPublicPage(path: string): PublicPage | undefined {
  const exact = path.length > 1 ? path.replace(/\/$/, "") : path;
  return PUBLIC_PAGES.find((page) => page.path === exact);
}
