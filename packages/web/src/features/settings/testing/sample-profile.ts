import {
  profileSchema,
  updateProfileBodySchema,
  type Profile,
} from "@proparena/contracts/account-settings";
import { findCountry } from "@proparena/contracts/country-regions";
import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { storedFileSchema, type StoredFile } from "@proparena/contracts/uploads";
import type { FakeApi, FakeRequest, FakeResponse } from "../../../testing/fake-api";
import { apiUrl } from "../../../testing/api-url";

/**
 * Profile answers for the web tests (contracts/account-settings.ts), parsed with the contract's
 * schemas so they cannot drift from the wire format, and a small stateful stand-in for
 * GET and PATCH /account/profile (country and region checked as the server does; an
 * avatar set from an upload) and POST /uploads/avatar.
 */

export function sampleProfile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    name: "Tess Trader",
    publicName: "Tess T.",
    email: "trader@example.com",
    country: "US",
    region: "California",
    timeZone: "America/Los_Angeles",
    avatarUrl: null,
    publicProfile: true,
    publicId: "3f9a1c2b7e4d",
    createdAt: "2025-01-01T10:00:00.000Z",
    ...overrides,
  });
}

/** "Ada Lovelace" -> "Ada L.", as boards show a trader. */
function publicName(name: string): string {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export function validationError(path: string, message: string): FakeResponse {
  return { status: 400, body: { message, code: "VALIDATION_ERROR", issues: [{ path, message }] } };
}

/** A UUID (uploads are referred to by UUID) numbered `n`. */
export function avatarFileId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

/** Where the server serves an uploaded avatar (public, resized to 256x256). */
export const avatarUrlOf = (id: string) => apiUrl(`/files/${id}`);

/**
 * Serves GET and PATCH /account/profile and POST /uploads/avatar on the fake API; a
 * saved name also becomes the fake session user's, so the next session check answers with it.
 * An upload is stored (any JPEG or PNG name) and PATCH {avatarFileId} makes it the avatar
 * (null removes it). `current()` is what the server holds now.
 */
export function serveProfile(api: FakeApi, profile: Profile = sampleProfile()) {
  let saved = profile;
  const uploads = new Map<string, StoredFile>();
  const uploadAvatar = ({ headers, file }: FakeRequest): FakeResponse => {
    const name = decodeURIComponent(headers.get("x-file-name") ?? "upload");
    if (!/\.(png|jpe?g)$/i.test(name)) {
      return {
        status: 400,
        body: { message: "Only JPEG or PNG images are accepted", code: ERROR_CODES.fileRejected },
      };
    }
    const id = avatarFileId(uploads.size + 1);
    const stored = storedFileSchema.parse({
      id,
      purpose: "avatar",
      mimeType: /\.png$/i.test(name) ? "image/png" : "image/jpeg",
      sizeBytes: file?.size ?? 0,
      name,
      url: avatarUrlOf(id),
      createdAt: "2025-01-06T09:00:00.000Z",
    });
    uploads.set(id, stored);
    return { status: 201, body: { file: stored } };
  };
  api.on("POST /uploads/avatar", uploadAvatar);
  api.on("GET /account/profile", () => ({
    status: 200,
    body: { profile: saved },
  }));
  api.on("PATCH /account/profile", ({ body }) => {
    const parsed = updateProfileBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return validationError(issue.path.join("."), issue.message);
    }
    const changes = parsed.data;
    const country = findCountry(changes.country ?? saved.country);
    if (!country) return validationError("country", "Choose a country from the list.");
    const region =
      changes.region !== undefined
        ? changes.region
        : changes.country && changes.country !== saved.country
          ? null
          : saved.region;
    if (region !== null && !country.regions.some((r) => r.name === region))
      return validationError("region", `Choose a region of ${country.countryName}.`);
    let avatarUrl = saved.avatarUrl;
    if (changes.avatarFileId !== undefined) {
      const upload = changes.avatarFileId ? uploads.get(changes.avatarFileId) : null;
      if (upload === undefined) return validationError("avatarFileId", "Upload the image first.");
      avatarUrl = upload ? upload.url : null;
    }
    const name = changes.name ?? saved.name;
    saved = profileSchema.parse({
      ...saved,
      name,
      publicName: publicName(name),
      country: country.countryShortCode,
      region,
      timeZone: changes.timeZone ?? saved.timeZone,
      avatarUrl,
      publicProfile: changes.publicProfile ?? saved.publicProfile,
    });
    const user = api.users[0];
    if (user) user.name = name;
    return { status: 200, body: { profile: saved } };
  });
  return {
    api,
    current: () => saved,
    uploads,
    /** What POST /uploads/avatar answers (for a test that holds the answer). */
    uploadAvatar,
  };
}
