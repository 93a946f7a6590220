import { useInfiniteQuery } from "@tanstack/react-query";
import type { ContactStatus, ContactSummary } from "@proparena/contracts/contact-inbox";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/delete-admin-data";

export interface ContactInboxPage {
  messages: ContactSummary[];
  nextCursor: string | null;
}

export const contactInboxKeys = {
  lists: [...adminKeys.all, "contact", "list"] as const,
  list: (status: ContactStatus | null) =>
    [...adminKeys.all, "contact", "list", status ?? "all"] as const,
  message: (id: string) => [...adminKeys.all, "contact", "message", id] as const,
};

export const CONTACT_PAGE_SIZE = 25;

/** GET /api/admin/contact/messages?status=&cursor=&limit= -> {messages, nextCursor}. */
export function getAdminContactMessages(
  status: ContactStatus | null,
  cursor: string | null,
): Promise<ContactInboxPage> {
  const search = new URLSearchParams({ limit: String(CONTACT_PAGE_SIZE) });
  if (status) search.set("status", status);
  if (cursor) search.set("cursor", cursor);
  return apiFetch<ContactInboxPage>(`/admin/contact/messages?${search}`);
}

export function useAdminContactMessages(status: ContactStatus | null) {
  return useInfiniteQuery({
    queryKey: contactInboxKeys.list(status),
    queryFn: ({ pageParam }) => getAdminContactMessages(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
