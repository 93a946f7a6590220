import type { Profile, UpdateProfileBody } from "@proparena/contracts/account-settings";
import { findCountry } from "@proparena/contracts/country-regions";
import { isValidTimeZone } from "@proparena/domain/core/time-zones";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { fieldInvalid } from "../../lib/http-error";
import type { UserRow } from "../auth/public-user";
import { forgetCachedUser } from "../auth/sessions";
import { isCatalogueAvatar } from "../admin/is-catalogue-avatar";
import { ownFiles } from "../files/list-own-files";
import type { ServiceContext } from "../service-context";
import { toProfile } from "./profile-view";

/**
 * Changes the trader's name, country and region, and time zone. A country must be in the
 * reference data, a region one of that country's, a zone a real IANA zone; otherwise a 400 on
 * that field and nothing changes. A new country without a region clears the old one.
 */
export async function updateProfile(
  ctx: ServiceContext,
  user: UserRow,
  body: UpdateProfileBody,
): Promise<Profile> {
  const countryCode = body.country ?? user.country;
  const country = findCountry(countryCode);
  if (!country) throw fieldInvalid("country", "Choose a country from the list.");
  const region =
    body.region !== undefined
      ? body.region
      : body.country && body.country !== user.country
        ? null
        : user.region;
  if (region !== null && !country.regions.some((r) => r.name === region))
    throw fieldInvalid("region", `Choose a region of ${country.countryName}.`);
  if (body.timeZone !== undefined && !isValidTimeZone(body.timeZone))
    throw fieldInvalid("timeZone", "Choose a time zone from the list.");
  // The trader's own upload, or a picture of the admins' catalogue.
  if (body.avatarFileId && !(await isCatalogueAvatar(ctx.db, body.avatarFileId))) {
    await ownFiles(ctx.db, user.id, "avatar", { avatarFileId: body.avatarFileId });
  }
  const [updated] = await ctx.db
    .update(users)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      country: countryCode,
      region,
      ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
      ...(body.avatarFileId !== undefined ? { avatarFileId: body.avatarFileId } : {}),
      ...(body.publicProfile !== undefined ? { publicProfile: body.publicProfile } : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, user.id))
    .returning();
  forgetCachedUser(user.id);
  return toProfile(updated!);
}
