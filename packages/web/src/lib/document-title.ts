import { PRODUCT_NAME } from "./product";

/** The document title of a page: "Leaderboard · PropArena", or the product's name alone. */
export function documentTitle(title: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
