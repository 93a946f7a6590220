import type {
  TwoFactorCodesResponse,
  TwoFactorSetupResponse,
} from "@proparena/contracts/two-factor";
import {
  twoFactorEnableBodySchema,
  twoFactorSetupBodySchema,
} from "@proparena/contracts/two-factor";
import { FormSubmit } from "../../../components/form-submit";
import { useEnableTwoFactor } from "../requests/enable-two-factor";
import { useSetUpTwoFactor } from "../requests/set-up-two-factor";
import { CurrentPasswordField, TwoFactorCodeField } from "./confirm-fields";
import { useTwoFactorForm } from "./form-helpers";

/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP", easier to type (apps ignore the spaces). */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

function PasswordStep({
  onReady,
  onCancel,
}: {
  onReady: (setup: TwoFactorSetupResponse) => void;
  onCancel: () => void;
}) {
  const setUp = useSetUpTwoFactor();
  const { form, formRef, onSubmit, submit } = useTwoFactorForm({
    initial: { currentPassword: "" },
    schema: twoFactorSetupBodySchema,
    mutation: setUp,
    onDone: onReady,
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <p className="text-sm text-slate-300">
        Step 1 of 3: confirm it is you. You will need an authenticator app on your phone (Google
        Authenticator, Microsoft Authenticator, 1Password, Authy…).
      </p>
      <CurrentPasswordField {...form.field("currentPassword")} />
      <FormSubmit
        label="Continue"
        pendingLabel="Checking…"
        {...submit}
        onCancel={onCancel}
        errorTitle="Two-factor sign-in could not be set up"
      />
    </form>
  );
}

function ScanStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetupResponse;
  onEnabled: (result: TwoFactorCodesResponse) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const { form, formRef, onSubmit, submit } = useTwoFactorForm({
    initial: { code: "" },
    schema: twoFactorEnableBodySchema,
    mutation: enable,
    onDone: onEnabled,
  });

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <p className="text-sm text-slate-300">
          Step 2 of 3: scan this QR code with your authenticator app.
        </p>
        <img
          src={setup.qrCodeDataUrl}
          alt="QR code to scan with your authenticator app"
          width={192}
          height={192}
          className="size-48 rounded-lg bg-white p-2"
        />
        <div className="text-sm text-slate-300">
          <p id="two-factor-secret-label">Cannot scan it? Type this key into the app instead:</p>
          <code
            aria-labelledby="two-factor-secret-label"
            className="mt-1 inline-block rounded-md border border-slate-700 bg-slate-950 px-3 py-1.5 font-mono text-sm tracking-wider break-all text-slate-100 select-all"
          >
            {groupSecret(setup.secret)}
          </code>
        </div>
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
        <TwoFactorCodeField
          label="6-digit code from the app"
          maxLength={6}
          hint="Step 3 of 3: enter the code the app now shows for this account."
          {...form.field("code")}
        />
        <FormSubmit
          label="Turn on two-factor sign-in"
          pendingLabel="Turning on…"
          {...submit}
          onCancel={onCancel}
          errorTitle="Two-factor sign-in was not turned on"
        />
      </form>
    </div>
  );
}

/**
 * Turning two-factor sign-in on: the password, then the QR code (and the key to type by hand),
 * then the first code from the app. `onEnabled` gets the recovery codes to show.
 */
export function TwoFactorSetup({
  setup,
  onSetup,
  onEnabled,
  onCancel,
}: {
  /** The secret to scan, once the password was accepted. */
  setup: TwoFactorSetupResponse | null;
  onSetup: (setup: TwoFactorSetupResponse) => void;
  onEnabled: (result: TwoFactorCodesResponse) => void;
  onCancel: () => void;
}) {
  return setup ? (
    <ScanStep setup={setup} onEnabled={onEnabled} onCancel={onCancel} />
  ) : (
    <PasswordStep onReady={onSetup} onCancel={onCancel} />
  );
}
