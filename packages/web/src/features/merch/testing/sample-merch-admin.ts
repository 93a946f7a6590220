import {
  merchItemBodySchema,
  merchItemSchema,
  updateMerchItemBodySchema,
  type MerchItem,
} from "@proparena/contracts/merch";
import { FILE_NAME_HEADER, storedFileSchema } from "@proparena/contracts/uploads";
import type { FakeApi } from "../../../testing/fake-api";
import {
  reviewNotFound,
  reviewValidationError,
  reviewZodError,
} from "../../../testing/review-fake-server";
import { apiUrl } from "../../../testing/api-url";

/**
 * Merch answers for the admin tests (contracts/merch.ts), parsed with the contract's schemas,
 * and a stateful stand-in for GET, POST and PATCH /admin/merch and merch image uploads.
 */

export function merchImageId(n: number): string {
  return `3b5f0c2e-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

export function sampleAdminMerchItem(overrides: Partial<MerchItem> = {}): MerchItem {
  return merchItemSchema.parse({
    id: "merch_hoodie",
    name: "PropArena hoodie",
    description: "Heavyweight cotton, embroidered logo.",
    imageUrl: apiUrl(`/public/files/${merchImageId(500)}`),
    priceCents: 4_500,
    pricePoints: null,
    stock: 40,
    active: true,
    createdAt: "2025-01-01T10:00:00.000Z",
    ...overrides,
  });
}

/** A hoodie for dollars, a cap for dollars or points (inactive, out of stock). */
export function sampleMerchCatalogue(): MerchItem[] {
  return [
    sampleAdminMerchItem(),
    sampleAdminMerchItem({
      id: "merch_cap",
      name: "Trader cap",
      description: "",
      imageUrl: null,
      priceCents: 2_550,
      pricePoints: 1_200,
      stock: 0,
      active: false,
      createdAt: "2025-01-02T10:00:00.000Z",
    }),
  ];
}

/**
 * Serves the admin merch routes like the server: the whole catalogue, new items (checked with
 * merchItemBodySchema; an image must have been uploaded), changes (updateMerchItemBodySchema)
 * and merch image uploads (public URLs).
 */
export function serveAdminMerch(api: FakeApi, items: MerchItem[] = sampleMerchCatalogue()) {
  let saved = items.map((item) => merchItemSchema.parse(item));
  const images = new Set<string>();
  let itemCount = 0;
  let imageCount = 0;
  let refusal: { path: string; message: string }[] | null = null;
  const imageUrlOf = (id: string | null | undefined, fallback: string | null) =>
    id === undefined ? fallback : id === null ? null : apiUrl(`/public/files/${id}`);
  const unknownImage = (id: string | null | undefined) =>
    id && !images.has(id)
      ? reviewValidationError([{ path: "imageFileId", message: "Upload the image again" }])
      : null;

  api.on("GET /admin/merch", () => ({
    status: 200,
    body: { items: saved },
  }));

  api.on("POST /admin/merch", ({ body }) => {
    if (refusal) {
      const issues = refusal;
      refusal = null;
      return reviewValidationError(issues);
    }
    const parsed = merchItemBodySchema.safeParse(body);
    if (!parsed.success) return reviewZodError(parsed.error);
    const refused = unknownImage(parsed.data.imageFileId);
    if (refused) return refused;
    const { imageFileId, ...rest } = parsed.data;
    const item = merchItemSchema.parse({
      ...rest,
      id: `merch_new_${++itemCount}`,
      imageUrl: imageUrlOf(imageFileId, null),
      createdAt: new Date().toISOString(),
    });
    saved = [...saved, item];
    servePatch(item.id);
    return { status: 201, body: { item } };
  });

  const servePatch = (id: string) =>
    api.on(`PATCH /admin/merch/${id}`, ({ body }) => {
      const current = saved.find((item) => item.id === id);
      if (!current) return reviewNotFound;
      const parsed = updateMerchItemBodySchema.safeParse(body);
      if (!parsed.success) return reviewZodError(parsed.error);
      const refused = unknownImage(parsed.data.imageFileId);
      if (refused) return refused;
      const { imageFileId, ...changes } = parsed.data;
      const item = merchItemSchema.parse({
        ...current,
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
        imageUrl: imageUrlOf(imageFileId, current.imageUrl),
      });
      saved = saved.map((other) => (other.id === id ? item : other));
      return { status: 200, body: { item } };
    });
  for (const item of saved) servePatch(item.id);

  api.on("POST /uploads/merch", ({ headers, file }) => {
    if (!file || file.size === 0)
      return { status: 400, body: { message: "The file is empty.", code: "VALIDATION_ERROR" } };
    const id = merchImageId(++imageCount);
    images.add(id);
    const stored = storedFileSchema.parse({
      id,
      purpose: "merch",
      mimeType: "image/png",
      sizeBytes: file.size,
      name: decodeURIComponent(headers.get(FILE_NAME_HEADER) ?? "image.png"),
      url: apiUrl(`/public/files/${id}`),
      createdAt: new Date().toISOString(),
    });
    return { status: 201, body: { file: stored } };
  });

  return {
    current: () => saved,
    /** The next POST is refused with these issues (a rule the form does not check itself). */
    refuseNextCreate: (issues: { path: string; message: string }[]) => {
      refusal = issues;
    },
  };
}
