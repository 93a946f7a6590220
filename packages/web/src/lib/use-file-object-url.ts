import { useEffect, useState } from "react";
import type { StoredFile } from "@proparena/contracts/uploads";
import { fetchStoredFile } from "./download-stored-file";

type Preview = { fileId: string; url: string } | { fileId: string; failed: true };

/**
 * An object URL for a stored file, e.g. an image to preview (GET /files/:id needs the bearer
 * token, so an <img src> cannot point at it): downloaded once per file (asking for `accept`),
 * revoked when the file changes or on unmount. `url` is null while loading; `failed` when it
 * could not be fetched.
 */
export function useFileObjectUrl(
  file: StoredFile | null,
  accept = "*/*",
): { url: string | null; failed: boolean } {
  const [preview, setPreview] = useState<Preview | null>(null);
  const fileId = file?.id ?? null;
  const fileUrl = file?.url ?? null;

  useEffect(() => {
    if (!fileId || !fileUrl) return;
    let cancelled = false;
    let url: string | null = null;
    fetchStoredFile({ id: fileId, url: fileUrl }, accept)
      .then(({ blob }) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setPreview({ fileId, url });
      })
      .catch(() => {
        if (!cancelled) setPreview({ fileId, failed: true });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, fileUrl, accept]);

  const current = preview && preview.fileId === fileId ? preview : null;
  return {
    url: current && "url" in current ? current.url : null,
    failed: current !== null && "failed" in current,
  };
}
