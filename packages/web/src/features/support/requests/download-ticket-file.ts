import type { StoredFile } from "@proparena/contracts/uploads";
import { downloadStoredFile } from "../../../lib/download-stored-file";

/** GET /files/:id of a ticket's attachment, saved under the name it had when attached. */
export function downloadTicketFile(file: StoredFile): Promise<void> {
  return downloadStoredFile(file, "attachment");
}
