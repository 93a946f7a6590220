import type { StoredFile } from "@proparena/contracts/uploads";
import { useFileObjectUrl } from "../../../lib/use-file-object-url";
import { formatBytes } from "../lib/format-bytes";

const frame =
  "flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-700 bg-slate-950";

/** An image thumbnail, fetched with the bearer token. */
function ImageThumbnail({ file }: { file: StoredFile }) {
  const { url, failed } = useFileObjectUrl(file);
  if (url) {
    return (
      <span className={frame}>
        <img src={url} alt={`Preview of ${file.name}`} className="size-full object-cover" />
      </span>
    );
  }
  return (
    <span className={`${frame} px-1 text-center text-[11px] text-slate-400`}>
      {failed ? "No preview" : "Loading…"}
    </span>
  );
}

/** A PDF has no thumbnail: a chip saying what it is. */
function PdfChip() {
  return (
    <span className={`${frame} text-xs font-bold tracking-wide text-rose-200`} aria-hidden="true">
      PDF
    </span>
  );
}

/** A stored file: its preview (images) or a PDF chip, its name and size. */
export function FilePreview({ file, label }: { file: StoredFile; label?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {file.mimeType === "application/pdf" ? <PdfChip /> : <ImageThumbnail file={file} />}
      <div className="min-w-0 text-sm">
        {label && <p className="text-xs text-slate-400">{label}</p>}
        <p className="truncate font-medium text-slate-100" title={file.name}>
          {file.name}
        </p>
        <p className="text-xs text-slate-400">
          {file.mimeType === "application/pdf" ? "PDF" : "Image"}, {formatBytes(file.sizeBytes)}
        </p>
      </div>
    </div>
  );
}
