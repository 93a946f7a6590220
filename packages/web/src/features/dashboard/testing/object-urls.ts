import { vi } from "vitest";

/**
 * jsdom has no URL.createObjectURL: stand-ins that hand out `blob:N` addresses and record what
 * was created and revoked (previews and downloads go through them).
 */
export function stubObjectUrls() {
  let counter = 0;
  const created = vi.fn((_blob: Blob) => `blob:preview-${++counter}`);
  const revoked = vi.fn((_url: string) => {});
  vi.stubGlobal(
    "URL",
    class extends URL {
      static override createObjectURL = created;
      static override revokeObjectURL = revoked;
    },
  );
  return { created, revoked };
}
