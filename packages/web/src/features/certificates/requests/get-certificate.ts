import { useQuery } from "@tanstack/react-query";
import type { CertificateResponse } from "@proparena/contracts/certificates";
import { api } from "../../../lib/api";

/** GET /certificates/:id (public) -> the certificate; an unknown id answers 404. */
export function getCertificate(certificateId: string): Promise<CertificateResponse> {
  return api("GET /certificates/:id", { params: { id: certificateId } });
}

/** A certificate never changes once issued; a 404 is final (the client does not retry 4xx). */
export function useCertificate(certificateId: string) {
  return useQuery({
    queryKey: ["certificates", certificateId],
    queryFn: () => getCertificate(certificateId),
    staleTime: Infinity,
  });
}
