import { vi } from "vitest";

/**
 * jsdom has no URL.createObjectURL: stand-ins that hand out `blob:review-N` addresses and record
 * what was created and revoked (document previews and downloads go through them).
 */
export function stubReviewObjectUrls() {
  let counter = 0;
  const created = vi.fn((_blob: Blob) => `blob:review-${++counter}`);
  const revoked = vi.fn((_url: string) => {});
  vi.stubGlobal(
    "URL",
    class extends URL {
      static override createObjectURL = created;
      static override revokeObjectURL = revoked;
    },
  );
  // saveFile clicks a link; jsdom would try to navigate.
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  return { created, revoked, clicked };
}
