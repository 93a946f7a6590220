import type { StoredFile } from "@proparena/contracts/uploads";
import { buttonClass, focusRing } from "../../../../components/button-styles";
import { errorMessage } from "../../../../lib/api-client";
import { formatFileSize } from "../../../../lib/format-file-size";
import { useFileObjectUrl } from "../../../../lib/use-file-object-url";
import { useDownloadReviewFile } from "../../../../lib/download-review-file";

const frame =
  "flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-lg border border-slate-700 bg-slate-950";

/** An image shown inline (fetched with the bearer token), opening full size in a new tab. */
function ImageDocument({ file, label }: { file: StoredFile; label: string }) {
  const { url, failed } = useFileObjectUrl(file, file?.mimeType);
  if (url) {
    return (
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className={`block rounded-lg ${focusRing}`}
        aria-label={`Open ${label} full size`}
      >
        <span className={frame}>
          <img src={url} alt={`${label}: ${file.name}`} className="size-full object-contain" />
        </span>
      </a>
    );
  }
  return (
    <span role={failed ? "alert" : "status"} className={`${frame} p-3 text-center text-sm`}>
      <span className={failed ? "text-rose-300" : "text-slate-400"}>
        {failed ? "The preview could not be loaded." : "Loading the preview…"}
      </span>
    </span>
  );
}

/** A PDF cannot be shown inline here: a button downloads it. */
function PdfDocument({ file, label }: { file: StoredFile; label: string }) {
  const download = useDownloadReviewFile();
  return (
    <div className={`${frame} flex-col gap-3 p-3`}>
      <span aria-hidden="true" className="text-2xl font-bold tracking-wide text-rose-200">
        PDF
      </span>
      <button
        type="button"
        onClick={() => download.mutate(file)}
        disabled={download.isPending}
        aria-label={`Download ${label} (${file.name})`}
        className={buttonClass("secondary", "sm")}
      >
        {download.isPending ? "Downloading…" : "Download PDF"}
      </button>
      {download.isError && (
        <p role="alert" className="text-center text-xs text-rose-300">
          {errorMessage(download.error)}
        </p>
      )}
    </div>
  );
}

/** One of the documents of a submission: its preview and what it is. */
export function KycDocumentPreview({ file, label }: { file: StoredFile; label: string }) {
  const pdf = file.mimeType === "application/pdf";
  return (
    <figure className="min-w-0 space-y-2 rounded-xl border border-slate-800 bg-slate-950/40 p-3">
      {pdf ? (
        <PdfDocument file={file} label={label} />
      ) : (
        <ImageDocument file={file} label={label} />
      )}
      <figcaption className="min-w-0 text-sm">
        <span className="block font-medium text-slate-100">{label}</span>
        <span className="block truncate text-xs text-slate-400" title={file.name}>
          {file.name} · {pdf ? "PDF" : "Image"}, {formatFileSize(file.sizeBytes)}
        </span>
      </figcaption>
    </figure>
  );
}
