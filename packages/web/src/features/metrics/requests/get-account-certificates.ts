import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CertificatesResponse } from "@proparena/contracts/certificates";
import { api } from "../../../lib/api";
import { metricsKeys } from "../lib/metrics-keys";

/** GET /accounts/:id/certificates -> the account's certificates, newest first. */
export function getAccountCertificates(accountId: string): Promise<CertificatesResponse> {
  return api("GET /accounts/:id/certificates", { params: { id: accountId } });
}

/**
 * Certificates are rare (a phase passed, a weekly payout): fetched once, refreshed with the
 * other metrics queries when the socket reports a pass (see use-live-metrics.ts).
 */
export function accountCertificatesQuery(accountId: string) {
  return queryOptions({
    queryKey: metricsKeys.certificates(accountId),
    queryFn: () => getAccountCertificates(accountId),
  });
}

export function useAccountCertificates(accountId: string) {
  return useQuery(accountCertificatesQuery(accountId));
}
