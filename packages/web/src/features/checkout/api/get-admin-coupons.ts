import { useQuery } from "@tanstack/react-query";
import type { Coupon } from "@proparena/contracts/checkout";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/delete-admin-data";

export const adminCouponKeys = { all: [...adminKeys.all, "coupons"] as const };

/** GET /api/admin/coupons -> every coupon. */
export function getAdminCoupons(): Promise<{ coupons: Coupon[] }> {
  return apiFetch<{ coupons: Coupon[] }>("/admin/coupons");
}

export function useAdminCoupons() {
  return useQuery({ queryKey: adminCouponKeys.all, queryFn: getAdminCoupons });
}
