import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded bytes live (DESIGN §9): a small interface so an S3-compatible store can come
 * later. Keys are ours (purpose and a UUID), never a name the uploader chose.
 */
export interface FileStore {
  /** Writes the bytes durably (on disk before it resolves). */
  put(purpose: string, id: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there are none. */
  get(purpose: string, id: string): Promise<Buffer | null>;
  remove(purpose: string, id: string): Promise<void>;
}

const SAFE_SEGMENT = /^[a-z0-9-]{1,64}$/;

/** DATA_DIR/files/<purpose>/<id>: outside the web root, served only through the API. */
export function diskFileStore(root: string): FileStore {
  const pathOf = (purpose: string, id: string) => {
    // Both segments are ours, but the store refuses anything that could leave its folder.
    if (!SAFE_SEGMENT.test(purpose) || !SAFE_SEGMENT.test(id)) {
      throw new Error(`Unsafe file key ${purpose}/${id}`);
    }
    return path.join(root, purpose, id);
  };
  return {
    async put(purpose, id, bytes) {
      const target = pathOf(purpose, id);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      const handle = await open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    },
    async get(purpose, id) {
      try {
        return await readFile(pathOf(purpose, id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(purpose, id) {
      await rm(pathOf(purpose, id), { force: true });
    },
  };
}
