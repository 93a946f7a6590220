import { useInfiniteQuery } from "@tanstack/react-query";
import type { ContactStatus, ContactInboxPage } from "@proparena/contracts/contact-inbox";
import { api } from "../../../lib/api";
import { adminKeys } from "../../../lib/delete-admin-data";

export const contactInboxKeys = {
  lists: [...adminKeys.all, "contact", "list"] as const,
  list: (status: ContactStatus | null) =>
    [...adminKeys.all, "contact", "list", status ?? "all"] as const,
  message: (id: string) => [...adminKeys.all, "contact", "message", id] as const,
};

export const CONTACT_PAGE_SIZE = 25;

/** GET /admin/contact/messages?status=&cursor=&limit= -> {messages, nextCursor}. */
export function getAdminContactMessages(
  status: ContactStatus | null,
  cursor: string | null,
): Promise<ContactInboxPage> {
  return api("GET /admin/contact/messages", {
    query: { limit: CONTACT_PAGE_SIZE, status, cursor },
  });
}

export function useAdminContactMessages(status: ContactStatus | null) {
  return useInfiniteQuery({
    queryKey: contactInboxKeys.list(status),
    queryFn: ({ pageParam }) => getAdminContactMessages(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
