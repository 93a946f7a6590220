import type { Coupon } from "@proparena/contracts/checkout";
import { Badge } from "../../../../components/badge";
import { buttonClass } from "../../../../components/button-styles";
import { ErrorState } from "../../../../components/error-state";
import { LoadingState } from "../../../../components/loading-state";
import { Td, Th } from "../../../../components/table-parts";
import { useToast } from "../../../../components/toast";
import { errorMessage } from "../../../../lib/api-client";
import { formatCents } from "../../../../lib/format-money";
import { useAdminCoupons } from "../../requests/get-admin-coupons";
import { useUpdateAdminCoupon } from "../../requests/update-admin-coupon";
import { formatDateTime } from "../../../../lib/admin-format";
import { CouponForm } from "./coupon-form";

function discount(coupon: Coupon): string {
  if (coupon.kind === "percent") return `${coupon.percentOff ?? 0}% off`;
  return `${formatCents(coupon.amountOffCents ?? 0)} off`;
}

function validity(coupon: Coupon): string {
  if (!coupon.validFrom && !coupon.validUntil) return "Any time";
  const from = coupon.validFrom ? formatDateTime(coupon.validFrom) : "now";
  const until = coupon.validUntil ? formatDateTime(coupon.validUntil) : "no end";
  return `${from} – ${until}`;
}

function CouponsTable({ coupons }: { coupons: Coupon[] }) {
  const update = useUpdateAdminCoupon();
  const toast = useToast();
  const busyId = update.isPending ? update.variables.id : null;

  const toggle = (coupon: Coupon) =>
    update.mutate(
      { id: coupon.id, body: { active: !coupon.active } },
      {
        onSuccess: ({ coupon: saved }) =>
          toast.show({
            tone: "success",
            title: `Coupon ${saved.code} ${saved.active ? "activated" : "deactivated"}`,
          }),
        onError: (error) =>
          toast.show({
            tone: "error",
            title: `Coupon ${coupon.code} was not changed`,
            description: errorMessage(error),
          }),
      },
    );

  if (coupons.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 px-4 py-10 text-center text-sm text-slate-400">
        No coupons yet. Create the first one below.
      </p>
    );
  }
  return (
    <div className="max-w-full overflow-x-auto rounded-xl border border-slate-800 bg-slate-900/40">
      <table className="w-full min-w-max text-sm">
        <caption className="sr-only">Coupons</caption>
        <thead className="bg-slate-900/80 text-xs text-slate-400">
          <tr>
            <Th>Code</Th>
            <Th>Discount</Th>
            <Th right>Uses</Th>
            <Th>Plans</Th>
            <Th>Valid</Th>
            <Th>Status</Th>
            <Th>Actions</Th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon.id} className="border-t border-slate-800/70">
              <Td strong>
                <span className="font-mono">{coupon.code}</span>
              </Td>
              <Td>{discount(coupon)}</Td>
              <Td right mono>
                {coupon.maxUses === null ? coupon.uses : `${coupon.uses} / ${coupon.maxUses}`}
              </Td>
              <Td>{coupon.planIds ? coupon.planIds.join(", ") : "All plans"}</Td>
              <Td>{validity(coupon)}</Td>
              <Td>{coupon.active ? <Badge tone="good">Active</Badge> : <Badge>Inactive</Badge>}</Td>
              <Td>
                <button
                  type="button"
                  onClick={() => toggle(coupon)}
                  disabled={busyId === coupon.id}
                  aria-label={`${coupon.active ? "Deactivate" : "Activate"} ${coupon.code}`}
                  className={buttonClass("secondary", "sm")}
                >
                  {busyId === coupon.id ? "Saving…" : coupon.active ? "Deactivate" : "Activate"}
                </button>
              </Td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The coupons: the list with on/off switches, and a form for a new one. */
export function CouponsPanel() {
  const coupons = useAdminCoupons();
  let list;
  if (coupons.isPending) list = <LoadingState label="Loading coupons…" />;
  else if (coupons.isError)
    list = (
      <ErrorState
        title="The coupons could not be loaded"
        message={errorMessage(coupons.error)}
        onRetry={() => void coupons.refetch()}
      />
    );
  else list = <CouponsTable coupons={coupons.data.coupons} />;
  return (
    <div className="min-w-0 space-y-6">
      {list}
      <CouponForm />
    </div>
  );
}
