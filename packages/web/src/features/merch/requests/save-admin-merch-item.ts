import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { MerchItem, MerchItemBody } from "@proparena/contracts/merch";
import { api } from "../../../lib/api";
import { adminMerchKeys } from "./get-admin-merch";

/** The contract's type, for the components that import it from here. */
export type { MerchItemBody };

/** POST /admin/merch -> 201 {item}; 400 issues name the fields. */
export async function createAdminMerchItem(body: MerchItemBody): Promise<MerchItem> {
  const { item } = await api("POST /admin/merch", { body });
  return item;
}

/** PATCH /admin/merch/:id with any of the fields -> {item}. */
export async function updateAdminMerchItem(
  id: string,
  body: Partial<MerchItemBody>,
): Promise<MerchItem> {
  const { item } = await api("PATCH /admin/merch/:id", { params: { id }, body });
  return item;
}

/** Puts the saved item into the cached catalogue and has it fetched again. */
function remember(queryClient: QueryClient, item: MerchItem): Promise<void> {
  queryClient.setQueryData<MerchItem[]>(adminMerchKeys.all, (items) =>
    items
      ? items.some((other) => other.id === item.id)
        ? items.map((other) => (other.id === item.id ? item : other))
        : [...items, item]
      : items,
  );
  return queryClient.invalidateQueries({ queryKey: adminMerchKeys.all });
}

export function useCreateAdminMerchItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminMerchItem,
    onSuccess: (item) => remember(queryClient, item),
  });
}

export function useUpdateAdminMerchItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<MerchItemBody> }) =>
      updateAdminMerchItem(id, body),
    onSuccess: (item) => remember(queryClient, item),
  });
}
