import {
  twoFactorDisableBodySchema,
  twoFactorRegenerateBodySchema,
  type TwoFactorCodesResponse,
} from "@proparena/contracts/two-factor";
import { FormSubmit } from "../../../components/form-submit";
import type { TwoFactorDisableResponse } from "@proparena/contracts/two-factor";
import { useDisableTwoFactor } from "../requests/disable-two-factor";
import { useRegenerateRecoveryCodes } from "../requests/regenerate-recovery-codes";
import { CurrentPasswordField, TwoFactorCodeField } from "./confirm-fields";
import { useTwoFactorForm } from "./form-helpers";

/** New recovery codes (a code first); the old ones stop working. */
export function RegenerateCodesForm({
  onDone,
  onCancel,
}: {
  onDone: (result: TwoFactorCodesResponse) => void;
  onCancel: () => void;
}) {
  const regenerate = useRegenerateRecoveryCodes();
  const { form, formRef, onSubmit, submit } = useTwoFactorForm({
    initial: { code: "" },
    schema: twoFactorRegenerateBodySchema,
    mutation: regenerate,
    onDone,
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <p className="text-sm text-slate-300">
        Ten new recovery codes replace your current ones, which stop working at once.
      </p>
      <TwoFactorCodeField {...form.field("code")} />
      <FormSubmit
        label="Make new recovery codes"
        pendingLabel="Making new codes…"
        {...submit}
        onCancel={onCancel}
        errorTitle="No new recovery codes were made"
      />
    </form>
  );
}

/** Turning two-factor sign-in off, asked once more: the password and a code. */
export function DisableTwoFactorForm({
  onDone,
  onCancel,
}: {
  onDone: (result: TwoFactorDisableResponse) => void;
  onCancel: () => void;
}) {
  const disable = useDisableTwoFactor();
  const { form, formRef, onSubmit, submit } = useTwoFactorForm({
    initial: { currentPassword: "", code: "" },
    schema: twoFactorDisableBodySchema,
    mutation: disable,
    onDone,
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="two-factor-off-question"
      className="max-w-md space-y-4 rounded-xl border border-rose-500/40 bg-rose-950/30 p-4"
    >
      <p id="two-factor-off-question" className="text-sm text-rose-50">
        Turn off two-factor sign-in? Signing in will then ask only for your password, and your
        recovery codes stop working.
      </p>
      <CurrentPasswordField {...form.field("currentPassword")} />
      <TwoFactorCodeField {...form.field("code")} />
      <FormSubmit
        tone="danger"
        label="Yes, turn it off"
        pendingLabel="Turning off…"
        {...submit}
        onCancel={onCancel}
        errorTitle="Two-factor sign-in is still on"
      />
    </form>
  );
}
