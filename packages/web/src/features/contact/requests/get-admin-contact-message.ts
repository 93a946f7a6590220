import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { ContactMessage } from "@proparena/contracts/contact-inbox";
import { api } from "../../../lib/api";
import { contactInboxKeys } from "./get-admin-contact-messages";

/** GET /admin/contact/messages/:id -> {message}; 404 for an unknown one. */
export async function getAdminContactMessage(id: string): Promise<ContactMessage> {
  const { message } = await api("GET /admin/contact/messages/:id", { params: { id } });
  return message;
}

export function useAdminContactMessage(id: string) {
  return useQuery({
    queryKey: contactInboxKeys.message(id),
    queryFn: () => getAdminContactMessage(id),
  });
}

/** Keeps a message the server just answered with, and has the lists fetched again. */
export function rememberContactMessage(
  queryClient: QueryClient,
  message: ContactMessage,
): Promise<void> {
  queryClient.setQueryData(contactInboxKeys.message(message.id), message);
  return queryClient.invalidateQueries({ queryKey: contactInboxKeys.lists });
}
