import { useQuery } from "@tanstack/react-query";
import type { AdminIntegrityFlagDetail } from "@proparena/contracts/integrity";
import { api } from "../../../lib/api";
import { adminIntegrityKeys } from "./admin-integrity-keys";

/** GET /admin/integrity/flags/:id -> the flag, its person, the linked accounts' graph, related flags. */
export function getAdminIntegrityFlag(id: string): Promise<AdminIntegrityFlagDetail> {
  return api("GET /admin/integrity/flags/:id", { params: { id } });
}

export function useAdminIntegrityFlag(id: string) {
  return useQuery({
    queryKey: adminIntegrityKeys.flag(id),
    queryFn: () => getAdminIntegrityFlag(id),
    enabled: id !== "",
  });
}
