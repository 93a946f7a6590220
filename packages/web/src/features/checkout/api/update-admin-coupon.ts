import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Coupon, UpdateCouponBody } from "@proparena/contracts/checkout";
import { apiFetch } from "../../../lib/api-client";
import { adminCouponKeys } from "./get-admin-coupons";

/** PATCH /api/admin/coupons/:id (e.g. {active: false}) -> {coupon}. */
export function updateAdminCoupon(id: string, body: UpdateCouponBody): Promise<{ coupon: Coupon }> {
  return apiFetch<{ coupon: Coupon }>(`/admin/coupons/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body,
  });
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
