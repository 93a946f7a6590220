import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { errorMessage, isApiRequestError } from "../../lib/api-client";
import { useRealtimeConnection } from "../../lib/realtime-context";
import { signinPathFor } from "../../lib/safe-redirect";
import { useAdminCheck } from "../../lib/session/check-admin";

/** Location state the error page reads. */
export interface ErrorPageState {
  message?: string;
  from?: string;
}

/**
 * Spec §4 admin guard: no token -> sign-in; isAdmin false -> home; a failed check -> the
 * `error` route. A 401 means the token died, so the admin check removes it and this
 * falls back to the first rule (sign-in, remembering the page).
 */
export function RequireAdmin() {
  const location = useLocation();
  const { token, data, isPending, isError, error } = useAdminCheck();
  const realtime = useRealtimeConnection();
  const isAdmin = data?.user.isAdmin === true;

  useEffect(() => {
    if (isAdmin && token && realtime) realtime.authenticate(token);
  }, [isAdmin, token, realtime, location.key]);

  if (token === null) return <Navigate to={signinPathFor(location)} replace />;
  if (isPending) return <LoadingState fullPage label="Checking admin access…" />;
  if (isError && isApiRequestError(error) && error.status === 401) {
    return <Navigate to={signinPathFor(location)} replace />;
  }
  if (isError) {
    const state: ErrorPageState = {
      message: `We could not confirm your admin access: ${errorMessage(error)}`,
      from: location.pathname,
    };
    return <Navigate to="/error" replace state={state} />;
  }
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
