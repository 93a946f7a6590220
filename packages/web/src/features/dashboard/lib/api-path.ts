/**
 * The API client's path for a URL the server hands out (`/api/files/…`, `/api/agreements/…`):
 * apiDownload adds the `/api` prefix itself.
 */
export function apiPathOf(url: string): string {
  return url.startsWith("/api/") ? url.slice("/api".length) : url;
}
