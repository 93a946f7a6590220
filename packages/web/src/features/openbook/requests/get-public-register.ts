import { useInfiniteQuery } from "@tanstack/react-query";
import type { PublicRegisterKind, PublicRegisterResponse } from "@proparena/contracts/openbook";
import { api } from "../../../lib/api";

export const PUBLIC_REGISTER_PAGE_SIZE = 50;

/** GET /openbook/register?kind=&cursor=&limit= -> entries newest first, the next cursor, weeks. */
export function getPublicRegister(
  kind: PublicRegisterKind | null,
  cursor: string | null,
): Promise<PublicRegisterResponse> {
  return api("GET /openbook/register", {
    query: { kind, cursor, limit: PUBLIC_REGISTER_PAGE_SIZE },
  });
}

export function usePublicRegister(kind: PublicRegisterKind | null) {
  return useInfiniteQuery({
    queryKey: ["openbook", "register", kind],
    queryFn: ({ pageParam }) => getPublicRegister(kind, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
