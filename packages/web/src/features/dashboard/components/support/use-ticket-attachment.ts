import { useState } from "react";
import type { StoredFile } from "@proparena/contracts/uploads";
import { errorMessage } from "../../../../lib/api-client";
import { uploadRefusal } from "../../../../lib/api-upload";
import { useUploadTicketFile } from "../../api/upload-ticket-file";

/**
 * The optional file of a ticket or reply: picked, checked (size) before it is sent, uploaded
 * at once, and referred to by id when the form is sent. `onChange` hears the stored file, or
 * null while there is none. A file picked or removed mid-upload wins over the older upload.
 */
export function useTicketAttachment(onChange: (file: StoredFile | null) => void) {
  const upload = useUploadTicketFile();
  const [refusal, setRefusal] = useState<string | null>(null);

  const pick = (file: File) => {
    upload.reset();
    onChange(null);
    const refused = uploadRefusal("ticket", file);
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

export type TicketAttachment = ReturnType<typeof useTicketAttachment>;
