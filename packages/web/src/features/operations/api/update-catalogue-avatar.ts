import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CatalogueAvatar } from "@proparena/contracts/admin-settings";
import { apiFetch } from "../../../lib/api-client";
import { catalogueAvatarsKey } from "./get-catalogue-avatars";

export interface UpdateCatalogueAvatar {
  id: string;
  changes: { label?: string; enabled?: boolean };
}

/** PATCH /api/admin/avatars/:id {label?, enabled?} -> {avatar}. */
export async function updateCatalogueAvatar({
  id,
  changes,
}: UpdateCatalogueAvatar): Promise<CatalogueAvatar> {
  const { avatar } = await apiFetch<{ avatar: CatalogueAvatar }>(
    `/admin/avatars/${encodeURIComponent(id)}`,
    { method: "PATCH", body: changes },
  );
  return avatar;
}

export function useUpdateCatalogueAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCatalogueAvatar,
    onSuccess: (avatar) =>
      queryClient.setQueryData<CatalogueAvatar[]>(catalogueAvatarsKey, (current) =>
        current?.map((item) => (item.id === avatar.id ? avatar : item)),
      ),
  });
}
