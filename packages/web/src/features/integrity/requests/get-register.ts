import { useInfiniteQuery } from "@tanstack/react-query";
import type { RegisterPage } from "@proparena/contracts/integrity";
import { api } from "../../../lib/api";

export const REGISTER_PAGE_SIZE = 50;

/** GET /integrity/register?cursor=&limit= -> entries newest first, the next cursor, totals. Public. */
export function getRegister(cursor: string | null): Promise<RegisterPage> {
  return api("GET /integrity/register", { query: { cursor, limit: REGISTER_PAGE_SIZE } });
}

export function useRegister() {
  return useInfiniteQuery({
    queryKey: ["integrity-register"],
    queryFn: ({ pageParam }) => getRegister(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
