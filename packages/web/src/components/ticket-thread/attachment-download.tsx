import { useMutation } from "@tanstack/react-query";
import type { StoredFile } from "@proparena/contracts/uploads";
import { errorMessage } from "../../lib/api-client";
import { formatFileSize } from "../../lib/format-file-size";
import { focusRing } from "../button-styles";

/** A message's file: its name and size, fetched by `download` (with the bearer token) when pressed. */
export function AttachmentDownload({
  file,
  download: downloadFile,
}: {
  file: StoredFile;
  download: (file: StoredFile) => Promise<void>;
}) {
  const download = useMutation({ mutationFn: downloadFile });
  const size = formatFileSize(file.sizeBytes);
  return (
    <div className="mt-3">
      <button
        type="button"
        onClick={() => download.mutate(file)}
        disabled={download.isPending}
        aria-label={`Download ${file.name} (${size})`}
        className={`inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-700 bg-slate-950/60 px-3 py-2 text-left text-sm text-slate-100 hover:border-slate-500 disabled:opacity-60 ${focusRing}`}
      >
        <span aria-hidden="true">📎</span>
        <span className="min-w-0 truncate font-medium">{file.name}</span>
        <span className="shrink-0 text-xs text-slate-400">
          {download.isPending ? "Downloading…" : size}
        </span>
      </button>
      {download.isError && (
        <p role="alert" className="mt-1 text-sm text-rose-300">
          {file.name} could not be downloaded: {errorMessage(download.error)}
        </p>
      )}
    </div>
  );
}
