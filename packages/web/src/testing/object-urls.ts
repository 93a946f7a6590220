import { vi } from "vitest";

/**
 * jsdom has no URL.createObjectURL: stand-ins that hand out `blob:<prefix>-N` addresses and
 * record what was created and revoked (previews and downloads go through them).
 */
export function stubObjectUrls(prefix = "preview") {
  let counter = 0;
  const created = vi.fn((_blob: Blob) => `blob:${prefix}-${++counter}`);
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

/** saveFile clicks a link, which jsdom would follow: a click that only records it. */
export function stubLinkClicks() {
  return vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
}
