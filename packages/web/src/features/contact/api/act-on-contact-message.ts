import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactMessage, ContactReplyBody } from "@proparena/contracts/contact-inbox";
import { apiFetch } from "../../../lib/api-client";
import { rememberContactMessage } from "./get-admin-contact-message";

const path = (id: string, act: "replies" | "close") =>
  `/admin/contact/messages/${encodeURIComponent(id)}/${act}`;

/** POST /api/admin/contact/messages/:id/replies {message} -> {message}: e-mailed to the sender. */
export async function replyToContactMessage(
  id: string,
  body: ContactReplyBody,
): Promise<ContactMessage> {
  const { message } = await apiFetch<{ message: ContactMessage }>(path(id, "replies"), {
    method: "POST",
    body,
  });
  return message;
}

/** POST /api/admin/contact/messages/:id/close -> {message}; 409 when closed already. */
export async function closeContactMessage(id: string): Promise<ContactMessage> {
  const { message } = await apiFetch<{ message: ContactMessage }>(path(id, "close"), {
    method: "POST",
  });
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
