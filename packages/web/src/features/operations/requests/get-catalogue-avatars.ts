import { useQuery } from "@tanstack/react-query";
import type { CatalogueAvatar } from "@proparena/contracts/admin-settings";
import { api } from "../../../lib/api";
import { adminKeys } from "../../../lib/delete-admin-data";

export const catalogueAvatarsKey = [...adminKeys.all, "avatars"] as const;

/** GET /admin/avatars -> every avatar of the catalogue, enabled or not. */
export async function getCatalogueAvatars(): Promise<CatalogueAvatar[]> {
  const { avatars } = await api("GET /admin/avatars");
  return avatars;
}

export function useCatalogueAvatars() {
  return useQuery({ queryKey: catalogueAvatarsKey, queryFn: getCatalogueAvatars });
}
