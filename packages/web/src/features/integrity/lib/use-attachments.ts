import { useRef, useState } from "react";
import type { StoredFile, UploadPurpose } from "@proparena/contracts/uploads";
import { errorMessage } from "../../../lib/api-client";
import { uploadFile, uploadRefusal } from "../../../lib/api-upload";

export interface Attachment {
  key: number;
  name: string;
  /** Set once stored. */
  file: StoredFile | null;
  error: string | null;
}

/**
 * Up to `max` files a form refers to by id, each uploaded as soon as it is picked
 * (POST /uploads/:purpose, through the upload helper), checked for size first. A file that
 * failed stays listed with why, until removed.
 */
export function useAttachments(purpose: UploadPurpose, max: number) {
  const [items, setItems] = useState<Attachment[]>([]);
  const counter = useRef(0);

  const update = (key: number, change: Partial<Attachment>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const add = (files: readonly File[]) => {
    const room = Math.max(0, max - items.length);
    for (const file of files.slice(0, room)) {
      const key = ++counter.current;
      const refused = uploadRefusal(purpose, file);
      setItems((current) => [...current, { key, name: file.name, file: null, error: refused }]);
      if (refused) continue;
      uploadFile(purpose, file).then(
        (stored) => update(key, { file: stored }),
        (error: unknown) => update(key, { error: errorMessage(error) }),
      );
    }
  };

  const remove = (key: number) => setItems((current) => current.filter((item) => item.key !== key));

  return {
    items,
    add,
    remove,
    full: items.length >= max,
    uploading: items.some((item) => item.file === null && item.error === null),
    failed: items.some((item) => item.error !== null),
    ids: items.flatMap((item) => (item.file ? [item.file.id] : [])),
    reset: () => setItems([]),
  };
}
