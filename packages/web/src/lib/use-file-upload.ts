import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { UPLOAD_RULES, type StoredFile, type UploadPurpose } from "@proparena/contracts/uploads";
import { errorMessage } from "./api-client";
import { uploadFile, uploadRefusal } from "./api-upload";

/**
 * A file a form refers to by id (a ticket's attachment, a merch image): picked, checked before it
 * is sent (size; with `typeRefusal`, also a type the browser already knows is wrong, refused in
 * those words), uploaded at once (POST /uploads/:purpose), then referred to by id.
 * `onChange` hears the stored file, or null while there is none. A file picked or removed
 * mid-upload wins over the older upload.
 */
export function useFileUpload(
  purpose: UploadPurpose,
  onChange: (file: StoredFile | null) => void,
  typeRefusal?: string,
) {
  const upload = useMutation({ mutationFn: (file: File) => uploadFile(purpose, file) });
  const [refusal, setRefusal] = useState<string | null>(null);

  const pick = (file: File) => {
    upload.reset();
    onChange(null);
    const types: readonly string[] = UPLOAD_RULES[purpose].types;
    const refused =
      uploadRefusal(purpose, file) ??
      (typeRefusal && file.type && !types.includes(file.type) ? typeRefusal : null);
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

export type FileUpload = ReturnType<typeof useFileUpload>;
