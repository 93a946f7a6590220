import type { CatalogueAvatar } from "@proparena/contracts/admin-settings";
import type { catalogueAvatars } from "../../db/schema";
import { publicFileUrl } from "../files/file-views";

// A catalogue avatar as stored, and as the API shows it.

/** A catalogue avatar as stored, and as the API shows it. */
export type AvatarRow = typeof catalogueAvatars.$inferSelect;

export const avatarView = (row: AvatarRow): CatalogueAvatar => ({
  id: row.id,
  imageUrl: publicFileUrl(row.fileId),
  label: row.label,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
});
