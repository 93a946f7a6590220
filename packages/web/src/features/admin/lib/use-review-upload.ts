import { useState } from "react";
import { UPLOAD_RULES, type StoredFile } from "@proparena/contracts/uploads";
import { errorMessage } from "../../../lib/api-client";
import { uploadRefusal } from "../../../lib/api-upload";
import { useUploadReviewFile } from "../api/upload-review-file";

const TYPE_REFUSAL = {
  ticket: "Attach a JPEG, PNG or PDF file.",
  merch: "Choose a JPEG or PNG image.",
} as const;

/**
 * A file an admin attaches (a reply's attachment, a merch image): picked, checked before it is
 * sent (size; type when the browser knows it), uploaded at once, then referred to by id.
 * `onChange` hears the stored file, or null while there is none. A file picked or removed
 * mid-upload wins over the older upload.
 */
export function useReviewUpload(
  purpose: "ticket" | "merch",
  onChange: (file: StoredFile | null) => void,
) {
  const upload = useUploadReviewFile(purpose);
  const [refusal, setRefusal] = useState<string | null>(null);

  const pick = (file: File) => {
    upload.reset();
    onChange(null);
    const types: readonly string[] = UPLOAD_RULES[purpose].types;
    const refused =
      uploadRefusal(purpose, file) ??
      (file.type && !types.includes(file.type) ? TYPE_REFUSAL[purpose] : null);
    setRefusal(refused);
    if (refused) return;
    upload.mutate(file, { onSuccess: (stored) => onChange(stored) });
  };

  const remove = () => {
    upload.reset();
    setRefusal(null);
    onChange(null);
  };

  return {
    file: upload.data ?? null,
    /** The name of the file on its way, while it is. */
    uploading: upload.isPending ? (upload.variables?.name ?? "your file") : null,
    error: refusal ?? (upload.isError ? errorMessage(upload.error) : null),
    pick,
    remove,
  };
}

export type ReviewUpload = ReturnType<typeof useReviewUpload>;
