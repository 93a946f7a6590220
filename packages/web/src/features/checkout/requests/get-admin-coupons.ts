import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { adminKeys } from "../../../lib/delete-admin-data";

export const adminCouponKeys = { all: [...adminKeys.all, "coupons"] as const };

/** GET /admin/coupons -> every coupon. */
export function getAdminCoupons() {
  return api("GET /admin/coupons");
}

export function useAdminCoupons() {
  return useQuery({ queryKey: adminCouponKeys.all, queryFn: getAdminCoupons });
}
