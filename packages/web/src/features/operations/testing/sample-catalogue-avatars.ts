import {
  catalogueAvatarSchema,
  createCatalogueAvatarBodySchema,
  updateCatalogueAvatarBodySchema,
  type CatalogueAvatar,
} from "@proparena/contracts/admin-settings";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { storedFileSchema } from "@proparena/contracts/uploads";
import type { FakeApi, FakeRequest, FakeResponse } from "../../../testing/fake-api";
import { validationError } from "../../../testing/admin-test-session";
import { apiUrl } from "../../../testing/api-url";

/** A blob's bytes as text (jsdom's Blob has no `text()`; its FileReader does). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("Could not read the upload"));
    reader.readAsText(blob);
  });
}

/** A UUID (uploads are referred to by UUID) numbered `n`. */
export function avatarUploadId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

export const avatarImageUrl = (fileId: string) => apiUrl(`/files/${fileId}`);

export function sampleCatalogueAvatar(overrides: Partial<CatalogueAvatar> = {}): CatalogueAvatar {
  return catalogueAvatarSchema.parse({
    id: "av_1",
    imageUrl: avatarImageUrl(avatarUploadId(101)),
    label: "Bull",
    enabled: true,
    createdAt: "2025-01-02T10:00:00.000Z",
    ...overrides,
  });
}

export function sampleCatalogueAvatars(): CatalogueAvatar[] {
  return [
    sampleCatalogueAvatar(),
    sampleCatalogueAvatar({
      id: "av_2",
      imageUrl: avatarImageUrl(avatarUploadId(102)),
      label: "Bear",
      enabled: false,
    }),
  ];
}

/**
 * Serves the avatar catalogue: GET /admin/avatars, POST /uploads/avatar (bytes that
 * start like a PNG or JPEG are stored, anything else is 400 FILE_REJECTED, as the server reads
 * the type from the bytes), POST /admin/avatars {fileId, label}
 * (the upload must exist) -> 201, and PATCH /admin/avatars/:id for each avatar there is.
 */
export function serveCatalogueAvatars(api: FakeApi, avatars: CatalogueAvatar[] = []) {
  let current = avatars;
  const uploads = new Set<string>();
  const patch = (id: string) =>
    api.on(`PATCH /admin/avatars/${id}`, ({ body }) => {
      const parsed = updateCatalogueAvatarBodySchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return validationError(issue.path.join("."), issue.message);
      }
      const found = current.find((avatar) => avatar.id === id);
      if (!found) return { status: 404, body: { message: "No such avatar", code: "NOT_FOUND" } };
      const avatar = catalogueAvatarSchema.parse({ ...found, ...parsed.data });
      current = current.map((item) => (item.id === id ? avatar : item));
      return { status: 200, body: { avatar } };
    });
  current.forEach((avatar) => patch(avatar.id));

  const upload = async ({ headers, file }: FakeRequest): Promise<FakeResponse> => {
    const name = decodeURIComponent(headers.get("x-file-name") ?? "upload");
    const start = file ? (await textOf(file)).slice(0, 4) : "";
    const mimeType =
      start === "\x89PNG" ? "image/png" : start.startsWith("\xFF\xD8") ? "image/jpeg" : null;
    if (!mimeType) {
      return {
        status: 400,
        body: { message: "Only JPEG or PNG images are accepted", code: ERROR_CODES.fileRejected },
      };
    }
    const id = avatarUploadId(uploads.size + 1);
    uploads.add(id);
    return {
      status: 201,
      body: {
        file: storedFileSchema.parse({
          id,
          purpose: "avatar",
          mimeType,
          sizeBytes: file?.size ?? 0,
          name,
          url: avatarImageUrl(id),
          createdAt: "2025-01-06T09:00:00.000Z",
        }),
      },
    };
  };

  api.on("GET /admin/avatars", () => ({
    status: 200,
    body: { avatars: current },
  }));
  api.on("POST /uploads/avatar", upload);
  const create = ({ body }: FakeRequest): FakeResponse => {
    const parsed = createCatalogueAvatarBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return validationError(issue.path.join("."), issue.message);
    }
    if (!uploads.has(parsed.data.fileId))
      return validationError("fileId", "Upload the image first.");
    const avatar = catalogueAvatarSchema.parse({
      id: `av_${current.length + 1}`,
      imageUrl: avatarImageUrl(parsed.data.fileId),
      label: parsed.data.label,
      enabled: true,
      createdAt: "2025-01-06T09:00:01.000Z",
    });
    current = [...current, avatar];
    patch(avatar.id);
    return { status: 201, body: { avatar } };
  };
  api.on("POST /admin/avatars", create);
  /** `upload` and `create` answer as the routes do (for a test that wraps them). */
  return { current: () => current, upload, create };
}
