import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Coupon, UpdateCouponBody } from "@proparena/contracts/checkout";
import { api } from "../../../lib/api";
import { adminCouponKeys } from "./get-admin-coupons";

/** PATCH /admin/coupons/:id (e.g. {active: false}) -> {coupon}. */
export function updateAdminCoupon(id: string, body: UpdateCouponBody) {
  return api("PATCH /admin/coupons/:id", { params: { id }, body });
}

export function useUpdateAdminCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCouponBody }) =>
      updateAdminCoupon(id, body),
    onSuccess: ({ coupon }) => {
      queryClient.setQueryData<{ coupons: Coupon[] }>(
        adminCouponKeys.all,
        (current) =>
          current && {
            coupons: current.coupons.map((other) => (other.id === coupon.id ? coupon : other)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: adminCouponKeys.all });
    },
  });
}
