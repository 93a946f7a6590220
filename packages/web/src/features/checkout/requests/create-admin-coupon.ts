import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateCouponBody } from "@proparena/contracts/checkout";
import { api } from "../../../lib/api";
import { adminCouponKeys } from "./get-admin-coupons";

/** POST /admin/coupons -> 201 {coupon}; a 400 names the fields it refused. */
export function createAdminCoupon(body: CreateCouponBody) {
  return api("POST /admin/coupons", { body });
}

export function useCreateAdminCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.all }),
  });
}
