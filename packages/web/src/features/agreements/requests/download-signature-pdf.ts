import { useMutation } from "@tanstack/react-query";
import type { AgreementSignature } from "@proparena/contracts/agreements";
import { apiFile } from "../../../lib/api-file";
import { saveFile } from "../../../lib/save-file";

/**
 * GET /agreements/signatures/:id/pdf (the signature's pdfUrl) with the bearer token, saved
 * under the server's file name.
 */
export async function downloadSignaturePdf(signature: AgreementSignature): Promise<void> {
  const file = await apiFile("GET /agreements/signatures/:id/pdf", {
    params: { id: signature.id },
    accept: "application/pdf",
  });
  saveFile(file.blob, file.filename ?? `trader-agreement-${signature.version}.pdf`);
}

export function useDownloadSignaturePdf() {
  return useMutation({ mutationFn: downloadSignaturePdf });
}
