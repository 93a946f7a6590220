import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { useRealtimeConnection } from "../../lib/realtime-context";
import { signinPathFor } from "../../lib/safe-redirect";
import { useAuthCheck } from "../../lib/session/check-auth";

/**
 * Spec §4 route guard: no token -> sign-in (remembering the page asked for); otherwise the
 * token is checked, and any failure -> sign-in. While checking, a loading state.
 * Once through, every navigation re-announces the token on the realtime socket (spec §7).
 */
export function RequireAuth() {
  const location = useLocation();
  const { token, data, isPending, isError } = useAuthCheck();
  const realtime = useRealtimeConnection();
  const signedIn = token !== null && data?.signedIn === true;

  useEffect(() => {
    if (signedIn && token && realtime) realtime.authenticate(token);
  }, [signedIn, token, realtime, location.key]);

  if (token === null) return <Navigate to={signinPathFor(location)} replace />;
  if (isPending) return <LoadingState fullPage label="Checking your session…" />;
  if (isError || !signedIn) return <Navigate to={signinPathFor(location)} replace />;
  return <Outlet />;
}
