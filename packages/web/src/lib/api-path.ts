/**
 * The API client's path for a URL the server hands out (`/api/files/…`, `/api/agreements/…`):
 * apiDownload adds the `/api` prefix itself.
 */
export function apiPathOf(url: string): string {
  const parsed = new URL(url, window.location.origin);
  const path = `${parsed.pathname}${parsed.search}`;
  return path.startsWith("/api/") ? path.slice("/api".length) : path;
}
