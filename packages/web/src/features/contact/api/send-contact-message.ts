import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "@proparena/contracts/auth";
import type { ContactBody } from "@proparena/contracts/public-site";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/contact -> 202 {message}; 400 with issues; 429 when sent too often. */
export function sendContactMessage(body: ContactBody): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/contact", { method: "POST", body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
