import { firstGrapheme } from "@proparena/contracts/person-text";
import { users } from "../../db/schema";
import { publicFileUrl } from "../files/file-views";

/** How a trader who keeps their profile private appears on public pages. */
export const ANONYMOUS_NAME = "Anonymous trader";

/**
 * A trader's public name: first name and last initial ("Ada Lovelace" -> "Ada L."), or
 * "Anonymous trader" when their profile is not public.
 */
export function publicName(fullName: string, isPublic = true): string {
  if (!isPublic) return ANONYMOUS_NAME;
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "Trader";
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  // The initial is the first whole character a reader sees, never half of one ("Kai 𝕏yz").
  return last ? `${first} ${firstGrapheme(last).toUpperCase()}.` : first!;
}

/** The user columns a public row needs to show its trader (name, privacy, avatar). */
export const faceColumns = {
  name: users.name,
  publicProfile: users.publicProfile,
  avatarFileId: users.avatarFileId,
};

/** How a trader shows on public pages: their public name and avatar, or neither when private. */
export function publicFace(row: {
  name: string;
  publicProfile: boolean;
  avatarFileId: string | null;
}): { name: string; avatarUrl: string | null } {
  return {
    name: publicName(row.name, row.publicProfile),
    avatarUrl: row.publicProfile && row.avatarFileId ? publicFileUrl(row.avatarFileId) : null,
  };
}
