import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CatalogueAvatar,
  UpdateCatalogueAvatarBody,
} from "@proparena/contracts/admin-settings";
import { api } from "../../../lib/api";
import { catalogueAvatarsKey } from "./get-catalogue-avatars";

export interface UpdateCatalogueAvatar {
  id: string;
  changes: UpdateCatalogueAvatarBody;
}

/** PATCH /admin/avatars/:id {label?, enabled?} -> {avatar}. */
export async function updateCatalogueAvatar({
  id,
  changes,
}: UpdateCatalogueAvatar): Promise<CatalogueAvatar> {
  const { avatar } = await api("PATCH /admin/avatars/:id", { params: { id }, body: changes });
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
