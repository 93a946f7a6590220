import { useQuery } from "@tanstack/react-query";
import type { ADMIN_RECORD_KINDS, AdminRecord } from "@proparena/contracts/admin-users";
import { api } from "../../../lib/api";
import { adminDetailKeys } from "../../../lib/admin-detail-keys";

export type AdminRecordKind = (typeof ADMIN_RECORD_KINDS)[number];

/** GET /admin/records/{positions|orders|tradehistory}/:id -> the record and the market around it (404 unknown). */
export function getAdminRecord(kind: AdminRecordKind, id: string): Promise<AdminRecord> {
  return api(`GET /admin/records/${kind}/:id`, { params: { id } });
}

export function useAdminRecord(kind: AdminRecordKind, id: string) {
  return useQuery({
    queryKey: adminDetailKeys.record(kind, id),
    queryFn: () => getAdminRecord(kind, id),
  });
}
