import { useQuery } from "@tanstack/react-query";
import type { PublicPoolsResponse } from "@proparena/contracts/openbook";
import { api } from "../../../lib/api";

/** GET /pools -> the six pools now and their last 12 weeks. Public. */
export function getPools(): Promise<PublicPoolsResponse> {
  return api("GET /pools");
}

export function usePools() {
  return useQuery({ queryKey: ["openbook", "pools"], queryFn: getPools });
}
