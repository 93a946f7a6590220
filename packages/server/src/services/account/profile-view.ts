import type { Profile } from "@proparena/contracts/account-settings";
import type { UserRow } from "../auth/public-user";
import { publicFileUrl } from "../files/file-views";
import { publicName } from "../public/display-name";

// The trader's profile as the API shows it.

export function toProfile(user: UserRow): Profile {
  return {
    name: user.name,
    publicName: publicName(user.name, user.publicProfile),
    email: user.email,
    country: user.country,
    region: user.region,
    timeZone: user.timeZone,
    avatarUrl: user.avatarFileId ? publicFileUrl(user.avatarFileId) : null,
    publicProfile: user.publicProfile,
    publicId: user.publicId,
    createdAt: user.createdAt.toISOString(),
  };
}
