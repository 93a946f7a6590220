import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactMessage, ContactReplyBody } from "@proparena/contracts/contact-inbox";
import { api } from "../../../lib/api";
import { rememberContactMessage } from "./get-admin-contact-message";

/** POST /admin/contact/messages/:id/replies {message} -> {message}: e-mailed to the sender. */
export async function replyToContactMessage(
  id: string,
  body: ContactReplyBody,
): Promise<ContactMessage> {
  const { message } = await api("POST /admin/contact/messages/:id/replies", {
    params: { id },
    body,
  });
  return message;
}

/** POST /admin/contact/messages/:id/close -> {message}; 409 when closed already. */
export async function closeContactMessage(id: string): Promise<ContactMessage> {
  const { message } = await api("POST /admin/contact/messages/:id/close", { params: { id } });
  return message;
}

export function useReplyToContactMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactReplyBody) => replyToContactMessage(id, body),
    onSuccess: (message) => rememberContactMessage(queryClient, message),
  });
}

export function useCloseContactMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeContactMessage(id),
    onSuccess: (message) => rememberContactMessage(queryClient, message),
  });
}
