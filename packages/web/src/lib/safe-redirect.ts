/** Where sign-in goes when no page was asked for first. */
export const DEFAULT_AFTER_SIGNIN = "/dashboard/profile";

export const REDIRECT_PARAM = "redirect";

/**
 * Accepts only same-origin paths ("/dashboard/metrics?x=1#y"), so a crafted
 * ?redirect=https://evil.example cannot send a signed-in user elsewhere.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value.startsWith("/auth/")) return null;
  return value;
}

/** The sign-in URL that remembers the page first asked for. */
export function signinPathFor(location: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  const from = `${location.pathname}${location.search}${location.hash}`;
  if (!safeRedirectPath(from) || from === "/") return "/auth/signin";
  return `/auth/signin?${REDIRECT_PARAM}=${encodeURIComponent(from)}`;
}
