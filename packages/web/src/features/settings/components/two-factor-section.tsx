import { useState } from "react";
import type { TwoFactorSetupResponse, TwoFactorStatus } from "@proparena/contracts/two-factor";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { useTwoFactor } from "../requests/get-two-factor";
import { MetricsSection } from "../../../components/metrics-section";
import { endedSessionsMessage } from "./ended-sessions";
import { RecoveryCodes } from "./recovery-codes";
import { DisableTwoFactorForm, RegenerateCodesForm } from "./two-factor-forms";
import { TwoFactorSetup } from "./two-factor-setup";

/** What the section shows besides the status. */
type Mode =
  | { kind: "status"; notice?: string }
  | { kind: "setup"; setup: TwoFactorSetupResponse | null }
  | { kind: "codes"; codes: string[]; title: string; endedSessions: number }
  | { kind: "regenerate" }
  | { kind: "disable" };

/** Below this many unused recovery codes the section suggests making new ones. */
const FEW_CODES_LEFT = 3;

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

function codesLeft(count: number): string {
  return count === 1 ? "1 recovery code left" : `${count} recovery codes left`;
}

function StatusLine({ status }: { status: TwoFactorStatus }) {
  const since = formatDate(status.enabledAt);
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-200">
        <span
          className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${
            status.enabled
              ? "border-brand-400/40 bg-brand-400/10 text-brand-200"
              : "border-slate-600 bg-slate-800 text-slate-300"
          }`}
        >
          {status.enabled ? "On" : "Off"}
        </span>
        {status.enabled
          ? `Two-factor sign-in is on${since ? ` since ${since}` : ""}. Signing in asks for a code from your authenticator app.`
          : "Two-factor sign-in is off. Signing in asks only for your password."}
      </p>
      {status.enabled && (
        <p
          className={`text-sm ${status.recoveryCodesLeft <= FEW_CODES_LEFT ? "text-amber-200" : "text-slate-400"}`}
        >
          {codesLeft(status.recoveryCodesLeft)}
          {status.recoveryCodesLeft <= FEW_CODES_LEFT && ": make new ones before you run out."}
        </p>
      )}
    </div>
  );
}

/**
 * Two-factor sign-in (TOTP): its status; turning it on (password, QR code, first code, then the
 * recovery codes shown once); when on, new recovery codes and turning it off.
 */
export function TwoFactorSection() {
  const twoFactor = useTwoFactor();
  const [mode, setMode] = useState<Mode>({ kind: "status" });
  const toStatus = (notice?: string) => setMode({ kind: "status", notice });

  let body;
  if (twoFactor.isPending) {
    body = <LoadingState label="Loading your two-factor sign-in…" />;
  } else if (twoFactor.isError) {
    body = <QueryErrorState title="Two-factor sign-in could not be loaded" query={twoFactor} />;
  } else {
    const status = twoFactor.data;
    let action;
    switch (mode.kind) {
      case "setup":
        action = (
          <TwoFactorSetup
            setup={mode.setup}
            onSetup={(setup) => setMode({ kind: "setup", setup })}
            onEnabled={({ recoveryCodes, endedSessions }) =>
              setMode({
                kind: "codes",
                codes: recoveryCodes,
                title: "Two-factor sign-in is on. Save your recovery codes",
                endedSessions,
              })
            }
            onCancel={() => toStatus()}
          />
        );
        break;
      case "codes":
        action = (
          <>
            <Alert tone="success">{endedSessionsMessage(mode.endedSessions)}</Alert>
            <RecoveryCodes
              codes={mode.codes}
              title={mode.title}
              onDone={() => toStatus("Recovery codes saved. Keep them safe.")}
            />
          </>
        );
        break;
      case "regenerate":
        action = (
          <RegenerateCodesForm
            onDone={({ recoveryCodes, endedSessions }) =>
              setMode({
                kind: "codes",
                codes: recoveryCodes,
                title: "Your new recovery codes",
                endedSessions,
              })
            }
            onCancel={() => toStatus()}
          />
        );
        break;
      case "disable":
        action = (
          <DisableTwoFactorForm
            onDone={({ endedSessions }) =>
              toStatus(`Two-factor sign-in is off. ${endedSessionsMessage(endedSessions)}`)
            }
            onCancel={() => toStatus()}
          />
        );
        break;
      default:
        action = (
          <>
            {mode.notice && <Alert tone="success">{mode.notice}</Alert>}
            {status.enabled ? (
              <div className="flex flex-col gap-2 sm:flex-row">
                <button
                  type="button"
                  onClick={() => setMode({ kind: "regenerate" })}
                  className={buttonClass("secondary", "sm", "w-full sm:w-auto")}
                >
                  New recovery codes
                </button>
                <button
                  type="button"
                  onClick={() => setMode({ kind: "disable" })}
                  className={buttonClass("secondary", "sm", "w-full sm:w-auto")}
                >
                  Turn off two-factor sign-in
                </button>
              </div>
            ) : (
              <button
                type="button"
                onClick={() => setMode({ kind: "setup", setup: null })}
                className={buttonClass("primary", "md", "w-full sm:w-auto")}
              >
                Set up two-factor sign-in
              </button>
            )}
          </>
        );
    }
    body = (
      <>
        <StatusLine status={status} />
        {action}
      </>
    );
  }

  return (
    <MetricsSection
      id="two-factor"
      title="Two-factor sign-in"
      description="A code from an authenticator app on your phone, asked for after your password, keeps your account safe even if the password leaks."
    >
      {body}
    </MetricsSection>
  );
}
