import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@proparena/contracts/auth";
import { TOKEN_VALID_MESSAGE } from "@proparena/contracts/error-codes";
import { isApiRequestError } from "../api-client";
import { apiWithStatus } from "../api";
import { clearToken, getToken, useAuthToken } from "../auth-token";
import { sessionKeys } from "./session-keys";

export type AuthCheck = { signedIn: true; user: PublicUser } | { signedIn: false };

/**
 * GET /auth/check. Signed in only when the answer is 200 or 201 with the message
 * "Token is valid" (spec §4); a 401 means the stored token is dead, so it is removed.
 * Network and server failures throw, and callers treat them as not signed in.
 */
export async function checkAuth(): Promise<AuthCheck> {
  const token = getToken();
  if (!token) return { signedIn: false };
  try {
    const { status, data } = await apiWithStatus("GET /auth/check");
    if ((status === 200 || status === 201) && data?.message === TOKEN_VALID_MESSAGE && data.user) {
      return { signedIn: true, user: data.user };
    }
    return { signedIn: false };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 401) {
      if (getToken() === token) clearToken();
      return { signedIn: false };
    }
    throw error;
  }
}

const authCheckQuery = (token: string | null) => ({
  queryKey: sessionKeys.check(token),
  queryFn: checkAuth,
  retry: false as const,
});

/** The session check shared by the header and the route guard (one request for both). */
export function useAuthCheck() {
  const token = useAuthToken();
  const query = useQuery({ ...authCheckQuery(token), enabled: token !== null });
  return { token, ...query };
}

/** Starts the session check at once when a token is stored (the guard then reads its answer). */
export function prefetchAuthCheck(client: QueryClient): void {
  const token = getToken();
  if (token) void client.prefetchQuery(authCheckQuery(token));
}

/** The signed-in user, or null (behind the route guard the check has already answered). */
export function useSignedInUser(): PublicUser | null {
  const { data } = useAuthCheck();
  return data?.signedIn ? data.user : null;
}
