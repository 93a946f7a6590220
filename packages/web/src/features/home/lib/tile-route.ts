/**
 * Url rules of the landing page's statistic tiles, cards and challenger tiles (spec §2, §3):
 * a tile links only when its url is a route object with a path; '#' or no url means not
 * clickable; anything else is a mistake, reported with the console message of spec §8.
 */
export interface TileRoute {
  path: string;
}
export type TileUrl = TileRoute | "#" | undefined;

export const ROUTE_ERROR_MESSAGE = "Route information is undefined or not an object";

function isRoute(value: unknown): value is TileRoute {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { path?: unknown }).path === "string" &&
    (value as { path: string }).path !== ""
  );
}

/** Where a tile links to, or null when it is not clickable. */
export function tileHref(
  url: unknown,
  report: (message: string) => void = (message) => console.error(message),
): string | null {
  if (url === undefined || url === null || url === "#") return null;
  if (isRoute(url)) return url.path;
  report(ROUTE_ERROR_MESSAGE);
  return null;
}

/** The API gives challengers a path or null; tiles take a route object or '#'. */
export function tileUrlFromPath(path: string | null): TileUrl {
  return path ? { path } : "#";
}
