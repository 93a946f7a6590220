import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CatalogueAvatar } from "@proparena/contracts/admin-settings";
import { apiFetch } from "../../../lib/api-client";
import { catalogueAvatarsKey } from "./get-catalogue-avatars";

export interface NewCatalogueAvatar {
  /** An "avatar" upload's id (POST /api/uploads/avatar). */
  fileId: string;
  label: string;
}

/** POST /api/admin/avatars {fileId, label} -> 201 {avatar}; a bad label is a 400 on `label`. */
export async function createCatalogueAvatar(body: NewCatalogueAvatar): Promise<CatalogueAvatar> {
  const { avatar } = await apiFetch<{ avatar: CatalogueAvatar }>("/admin/avatars", {
    method: "POST",
    body,
  });
  return avatar;
}

export function useCreateCatalogueAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCatalogueAvatar,
    onSuccess: (avatar) => {
      queryClient.setQueryData<CatalogueAvatar[]>(catalogueAvatarsKey, (current) =>
        current ? [...current.filter((item) => item.id !== avatar.id), avatar] : [avatar],
      );
    },
  });
}
