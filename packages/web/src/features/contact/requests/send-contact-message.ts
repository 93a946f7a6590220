import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "@proparena/contracts/auth";
import type { ContactBody } from "@proparena/contracts/public-site";
import { api } from "../../../lib/api";

/** POST /contact -> 202 {message}; 400 with issues; 429 when sent too often. */
export function sendContactMessage(body: ContactBody): Promise<MessageResponse> {
  return api("POST /contact", { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
