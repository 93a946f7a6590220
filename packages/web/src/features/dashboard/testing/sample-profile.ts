import {
  profileResponseSchema,
  profileSchema,
  updateProfileBodySchema,
  type Profile,
} from "@proparena/contracts/account-settings";
import { findCountry } from "@proparena/contracts/country-regions";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";

/**
 * Profile answers for the web tests (contracts/account-settings.ts), parsed with the contract's
 * schemas so they cannot drift from the wire format, and a small stateful stand-in for
 * GET and PATCH /api/account/profile that checks country and region as the server does.
 */

export function sampleProfile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    name: "Tess Trader",
    publicName: "Tess T.",
    email: "trader@example.com",
    country: "US",
    region: "California",
    timeZone: "America/Los_Angeles",
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

/**
 * Serves GET and PATCH /api/account/profile on the fake API; a saved name also becomes the
 * fake session user's, so the next session check answers with it. `current()` is what the
 * server holds now.
 */
export function serveProfile(api: FakeApi, profile: Profile = sampleProfile()) {
  let saved = profile;
  api.on("GET /api/account/profile", () => ({
    status: 200,
    body: profileResponseSchema.parse({ profile: saved }),
  }));
  api.on("PATCH /api/account/profile", ({ body }) => {
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
    const name = changes.name ?? saved.name;
    saved = profileSchema.parse({
      ...saved,
      name,
      publicName: publicName(name),
      country: country.countryShortCode,
      region,
      timeZone: changes.timeZone ?? saved.timeZone,
    });
    const user = api.users[0];
    if (user) user.name = name;
    return { status: 200, body: profileResponseSchema.parse({ profile: saved }) };
  });
  return { api, current: () => saved };
}
