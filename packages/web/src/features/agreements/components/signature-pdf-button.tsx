import type { AgreementSignature } from "@proparena/contracts/agreements";
import { buttonClass } from "../../../components/button-styles";
import { errorMessage } from "../../../lib/api-client";
import { useDownloadSignaturePdf } from "../requests/download-signature-pdf";

/** Downloads the signed copy (the PDF needs the bearer token, so a plain link cannot fetch it). */
export function SignaturePdfButton({
  signature,
  label = "Download signed PDF",
}: {
  signature: AgreementSignature;
  label?: string;
}) {
  const download = useDownloadSignaturePdf();
  return (
    <div className="space-y-1">
      <button
        type="button"
        onClick={() => download.mutate(signature)}
        disabled={download.isPending}
        aria-label={`${label} (version ${signature.version})`}
        className={buttonClass("secondary", "sm")}
      >
        {download.isPending ? "Downloading…" : label}
      </button>
      {download.isError && (
        <p role="alert" className="text-sm text-rose-300">
          The PDF could not be downloaded: {errorMessage(download.error)}
        </p>
      )}
    </div>
  );
}
