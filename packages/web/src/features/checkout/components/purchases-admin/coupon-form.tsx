import type { FormEvent } from "react";
import { ADMIN_LISTS } from "@proparena/contracts/admin-lists";
import { createCouponBodySchema } from "@proparena/contracts/checkout";
import { FormSubmit } from "../../../../components/form-submit";
import { SelectField } from "../../../../components/select-field";
import { selectFieldProps } from "../../../../lib/select-field-props";
import { TextField } from "../../../../components/text-field";
import { useToast } from "../../../../components/toast";
import { isApiRequestError } from "../../../../lib/api-client";
import { useFormState } from "../../../../lib/use-form-state";
import type { FieldErrors } from "../../../../lib/zod-field-errors";
import { issueFieldErrors, refusedAtField, zodFieldErrors } from "../../../../lib/zod-field-errors";
import { useCreateAdminCoupon } from "../../requests/create-admin-coupon";

/** The fields that show their own error (the "active" checkbox cannot be wrong). */
const SHOWN_AT_FIELD = [
  "code",
  "kind",
  "percentOff",
  "amountOffCents",
  "maxUses",
  "validFrom",
  "validUntil",
  "planIds",
] as const;

/** The form's fields, named like the body's so the server's issues land on them. */
type Field = (typeof SHOWN_AT_FIELD)[number] | "active";

const INITIAL: Record<Field, string> = {
  code: "",
  kind: "percent",
  percentOff: "",
  amountOffCents: "",
  maxUses: "",
  validFrom: "",
  validUntil: "",
  // Comma-separated plan ids; empty: every plan.
  planIds: "",
  active: "yes",
};

/** The plans a coupon can name: those that can be bought. */
const PLAN_IDS: readonly string[] = ADMIN_LISTS.purchases.filters.plan ?? [];

/** Clearer words than the schema's defaults for the number and date fields. */
const MESSAGES: Partial<Record<Field, string>> = {
  percentOff: "A whole percentage from 1 to 100.",
  amountOffCents: "An amount from $0.01 to $100,000.",
  maxUses: "A whole number from 1, or empty for no limit.",
  validFrom: "A date and time, or empty to start now.",
  validUntil: "A date and time, or empty for no end.",
};

function number(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

/** A datetime-local value (the admin's own time) as an ISO time; empty: null. */
function isoOrNull(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

function toBody(values: Record<Field, string>) {
  const plans = values.planIds.split(",").filter(Boolean);
  const common = {
    code: values.code,
    maxUses: values.maxUses.trim() ? number(values.maxUses) : null,
    validFrom: isoOrNull(values.validFrom),
    validUntil: isoOrNull(values.validUntil),
    planIds: plans.length > 0 ? plans : null,
    active: values.active === "yes",
  };
  return values.kind === "fixed"
    ? { ...common, kind: "fixed", amountOffCents: Math.round(number(values.amountOffCents) * 100) }
    : { ...common, kind: "percent", percentOff: number(values.percentOff) };
}

function parse(values: Record<Field, string>) {
  return createCouponBodySchema.safeParse(toBody(values));
}

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = parse(values);
  if (parsed.success) return {};
  const errors = zodFieldErrors<Field>(parsed.error);
  for (const field of Object.keys(errors) as Field[]) {
    const message = MESSAGES[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** A new coupon; what the server refuses is shown at its field. */
export function CouponForm() {
  const create = useCreateAdminCoupon();
  const toast = useToast();
  const form = useFormState<Field>(INITIAL, validate);
  const plans = form.values.planIds.split(",").filter(Boolean);

  const togglePlan = (planId: string, on: boolean) => {
    const next = on ? [...plans, planId] : plans.filter((id) => id !== planId);
    form.setValue("planIds", PLAN_IDS.filter((id) => next.includes(id)).join(","));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || !form.trySubmit(event.currentTarget)) return;
    const parsed = parse(form.values);
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: ({ coupon }) => {
        toast.show({ tone: "success", title: `Coupon ${coupon.code} created` });
        form.reset();
      },
      onError: (error) => {
        if (isApiRequestError(error)) form.setServerErrors(issueFieldErrors<Field>(error.issues));
      },
    });
  };

  const atField = refusedAtField(create.error, SHOWN_AT_FIELD);

  return (
    <section
      aria-labelledby="new-coupon-title"
      className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6"
    >
      <h2 id="new-coupon-title" className="text-lg font-semibold text-white">
        New coupon
      </h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          hint="Letters, digits, '-' and '_'; buyers type it in any case."
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          {...form.field("code")}
        />
        <SelectField label="Discount" {...selectFieldProps(form, "kind")}>
          <option value="percent">Percent off</option>
          <option value="fixed">Fixed amount off</option>
        </SelectField>
        {form.values.kind === "fixed" ? (
          <TextField
            label="Amount off (USD)"
            inputMode="decimal"
            placeholder="25.00"
            {...form.field("amountOffCents")}
          />
        ) : (
          <TextField
            label="Percent off"
            inputMode="numeric"
            placeholder="10"
            {...form.field("percentOff")}
          />
        )}
        <TextField
          label="Maximum uses"
          inputMode="numeric"
          hint="Pending and paid purchases count. Empty: no limit."
          {...form.field("maxUses")}
        />
        <TextField
          label="Valid from"
          type="datetime-local"
          hint="Your local time. Empty: from now."
          {...form.field("validFrom")}
        />
        <TextField
          label="Valid until"
          type="datetime-local"
          hint="Your local time. Empty: no end."
          {...form.field("validUntil")}
        />
        <fieldset className="sm:col-span-2" aria-describedby="coupon-plans-hint">
          <legend className="text-sm font-medium text-slate-200">Plans</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {PLAN_IDS.map((planId) => (
              <label key={planId} className="flex items-center gap-2 text-sm text-slate-200">
                <input
                  type="checkbox"
                  name="planIds"
                  value={planId}
                  checked={plans.includes(planId)}
                  onChange={(event) => togglePlan(planId, event.target.checked)}
                  className="h-4 w-4 accent-brand-500"
                />
                {planId}
              </label>
            ))}
          </div>
          {form.errors.planIds ? (
            <p id="coupon-plans-hint" className="mt-1 text-sm text-rose-300">
              {form.errors.planIds}
            </p>
          ) : (
            <p id="coupon-plans-hint" className="mt-1 text-xs text-slate-400">
              None ticked: every plan.
            </p>
          )}
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-slate-200 sm:col-span-2">
          <input
            type="checkbox"
            name="active"
            checked={form.values.active === "yes"}
            onChange={(event) => form.setValue("active", event.target.checked ? "yes" : "")}
            className="h-4 w-4 accent-brand-500"
          />
          Active (buyers can use it at once)
        </label>
        <div className="space-y-4 sm:col-span-2">
          <FormSubmit
            label="Create coupon"
            pendingLabel="Creating…"
            pending={create.isPending}
            error={atField ? null : create.error}
            errorTitle="The coupon was not created"
          />
        </div>
      </form>
    </section>
  );
}
