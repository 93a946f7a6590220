import { useState } from "react";
import type { ReactNode } from "react";
import type { AdminUserAction, AdminUserDetail } from "@proparena/contracts/admin-users";
import { buttonClass } from "../../../../components/button-styles";
import { useToast } from "../../../../components/toast";
import { useActOnUser } from "../../requests/act-on-user";
import { ActionDialog } from "../../../../components/action-dialog";
import { DetailSection } from "../../../../components/detail-section";

interface UserActionSpec {
  /** The button on the page. */
  label: string;
  /** Whether the action applies to the user as they are. */
  applies: (user: AdminUserDetail) => boolean;
  title: (user: AdminUserDetail) => string;
  description: (user: AdminUserDetail) => ReactNode;
  submitLabel: string;
  done: string;
  tone: "danger" | "primary";
  /** Asks for the user's e-mail typed again. */
  typeEmail?: boolean;
}

const ACTIONS: Record<AdminUserAction, UserActionSpec> = {
  suspend: {
    label: "Suspend",
    applies: (user) => user.suspendedAt === null,
    title: (user) => `Suspend ${user.email}?`,
    description: () =>
      "They are signed out everywhere at once and cannot sign in until unsuspended. They get an e-mail with your reason.",
    submitLabel: "Suspend user",
    done: "User suspended",
    tone: "danger",
  },
  unsuspend: {
    label: "Unsuspend",
    applies: (user) => user.suspendedAt !== null,
    title: (user) => `Unsuspend ${user.email}?`,
    description: () => "They can sign in again, and get an e-mail saying so.",
    submitLabel: "Unsuspend user",
    done: "User unsuspended",
    tone: "primary",
  },
  "reset-2fa": {
    label: "Reset 2FA",
    applies: (user) => user.twoFactor,
    title: (user) => `Reset two-factor sign-in of ${user.email}?`,
    description: () =>
      "Turns off their two-factor sign-in and deletes their recovery codes: they sign in with their password alone until they turn it on again. They get an e-mail.",
    submitLabel: "Reset 2FA",
    done: "Two-factor sign-in reset",
    tone: "danger",
  },
  "resend-verification": {
    label: "Resend verification",
    applies: (user) => user.emailVerifiedAt === null,
    title: (user) => `Resend the verification e-mail to ${user.email}?`,
    description: () => "Sends them a new link to verify their e-mail address.",
    submitLabel: "Send the e-mail",
    done: "Verification e-mail sent",
    tone: "primary",
  },
  "make-admin": {
    label: "Make admin",
    applies: (user) => !user.isAdmin,
    title: (user) => `Make ${user.email} an admin?`,
    description: () =>
      "An admin sees and acts on every user, account and payout. This cannot be undone here.",
    submitLabel: "Make admin",
    done: "User is now an admin",
    tone: "danger",
    typeEmail: true,
  },
};

const ORDER: AdminUserAction[] = [
  "suspend",
  "unsuspend",
  "reset-2fa",
  "resend-verification",
  "make-admin",
];

/**
 * What an admin may do to the user, offered only when it applies. Each action asks for a
 * reason in a dialog; on success the page shows the user as they now are.
 */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const [open, setOpen] = useState<AdminUserAction | null>(null);
  const act = useActOnUser(user.id);
  const toast = useToast();
  const available = ORDER.filter((action) => ACTIONS[action].applies(user));
  const spec = open ? ACTIONS[open] : null;

  return (
    <DetailSection
      title="Actions"
      description="Every action needs a reason and is written to the audit log."
    >
      {available.length === 0 ? (
        <p className="text-sm text-slate-400">Nothing to do for this user.</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {available.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => setOpen(action)}
              className={buttonClass("secondary", "sm")}
            >
              {ACTIONS[action].label}
            </button>
          ))}
        </div>
      )}
      {open && spec && (
        <ActionDialog
          key={open}
          title={spec.title(user)}
          description={spec.description(user)}
          submitLabel={spec.submitLabel}
          tone={spec.tone}
          {...(spec.typeEmail ? { confirmText: user.email } : {})}
          onClose={() => setOpen(null)}
          onSubmit={async (body) => {
            await act.mutateAsync({ action: open, body });
            setOpen(null);
            toast.show({ tone: "success", title: spec.done, description: user.email });
          }}
        />
      )}
    </DetailSection>
  );
}
