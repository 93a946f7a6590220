import { useQuery } from "@tanstack/react-query";
import type { AdminCheckResponse } from "@proparena/contracts/auth";
import { isApiRequestError } from "../api-client";
import { api } from "../api";
import { clearToken, getToken, useAuthToken } from "../auth-token";
import { sessionKeys } from "./session-keys";

/** GET /auth/admin/check. A 401 removes the dead token; other failures throw. */
export async function checkAdmin(): Promise<AdminCheckResponse> {
  const token = getToken();
  try {
    return await api("GET /auth/admin/check");
  } catch (error) {
    if (
      isApiRequestError(error) &&
      error.status === 401 &&
      token !== null &&
      getToken() === token
    ) {
      clearToken();
    }
    throw error;
  }
}

export function useAdminCheck() {
  const token = useAuthToken();
  const query = useQuery({
    queryKey: sessionKeys.adminCheck(token),
    queryFn: checkAdmin,
    enabled: token !== null,
    retry: false,
  });
  return { token, ...query };
}
