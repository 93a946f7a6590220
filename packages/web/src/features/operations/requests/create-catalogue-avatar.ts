import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CatalogueAvatar,
  CreateCatalogueAvatarBody,
} from "@proparena/contracts/admin-settings";
import { api } from "../../../lib/api";
import { catalogueAvatarsKey } from "./get-catalogue-avatars";

/** POST /admin/avatars {fileId, label} -> 201 {avatar}; a bad label is a 400 on `label`. */
export async function createCatalogueAvatar(
  body: CreateCatalogueAvatarBody,
): Promise<CatalogueAvatar> {
  const { avatar } = await api("POST /admin/avatars", { body });
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
