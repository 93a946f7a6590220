import { useState } from "react";
import type { ReactNode } from "react";
import type { AdminAccountAction } from "@proparena/contracts/admin-users";
import { Alert } from "../../../../components/alert";
import { buttonClass } from "../../../../components/button-styles";
import { QueryErrorState } from "../../../../components/error-state";
import { LoadingState } from "../../../../components/loading-state";
import { formatUsd } from "../../../../lib/format-trading";
import { useActOnAccount } from "../../requests/act-on-account";
import { useAdminAccount, type AdminAccountRow } from "../../requests/get-admin-account";
import { formatDateTime, formatPhase } from "../../../../lib/admin-format";
import { adminPaths } from "../../../../lib/admin-paths";
import { ActionDialog } from "../../../../components/action-dialog";
import { AdminBreadcrumbs } from "../../../../components/admin-breadcrumbs";
import { StatusBadge } from "../../../../components/admin-list/cells";
import { DetailSection } from "../../../../components/detail-section";

interface AccountActionSpec {
  label: string;
  applies: (account: AdminAccountRow) => boolean;
  title: string;
  description: string;
  submitLabel: string;
  tone: "danger" | "primary";
  /** Asks for an amount of dollars too. */
  amount?: { label: string; hint: string };
}

const ACTIONS: Record<AdminAccountAction, AccountActionSpec> = {
  "close-positions": {
    label: "Close all positions",
    applies: (account) => account.status === "active",
    title: "Close all open positions?",
    description:
      "Closes every open position of this account at the current market price. The account stays active.",
    submitLabel: "Close positions",
    tone: "danger",
  },
  "adjust-balance": {
    label: "Adjust balance",
    applies: (account) => account.status === "active",
    title: "Adjust the balance?",
    description:
      "Adds the amount to the closed balance (a negative amount takes it off). It is refused when the account would leave its limits or reach its target. The trader sees it with your reason.",
    submitLabel: "Adjust balance",
    tone: "primary",
    amount: { label: "Amount (USD)", hint: "Negative to take money off, e.g. -250.00." },
  },
  "pass-phase": {
    label: "Pass phase",
    applies: (account) => account.status === "active" && account.phase !== "funded",
    title: "Pass this phase?",
    description:
      "Ends the phase as passed, as reaching the target would: the next phase's account opens (a funded account waits for the identity check and the agreement). The account must hold no open position.",
    submitLabel: "Pass phase",
    tone: "primary",
  },
  fail: {
    label: "Fail account",
    applies: (account) => account.status === "active",
    title: "Fail this account?",
    description:
      "Closes its positions at the market and ends the account as failed: the trader can no longer trade on it. A failed account can be reinstated.",
    submitLabel: "Fail account",
    tone: "danger",
  },
  "uphold-review": {
    label: "Uphold breach",
    applies: (account) => account.review === "pending",
    title: "Uphold the breach?",
    description:
      "The breach was decided during a price outage or soon after it, on a symbol the account traded, and waits for your review. Upholding it closes the review and the account stays failed; to overturn it, reinstate the account instead. The trader sees your reason.",
    submitLabel: "Uphold breach",
    tone: "danger",
  },
  reinstate: {
    label: "Reinstate",
    applies: (account) => account.status === "failed",
    title: "Reinstate this account?",
    description:
      "Makes the failed account active again with the balance and the daily reset balance recorded just before it failed. It is refused, with the reason, when those figures would fail it again.",
    submitLabel: "Reinstate account",
    tone: "primary",
  },
};

const ORDER: AdminAccountAction[] = [
  "close-positions",
  "adjust-balance",
  "pass-phase",
  "fail",
  "reinstate",
  "uphold-review",
];

function AccountSummary({ account }: { account: AdminAccountRow }) {
  const rows: [string, ReactNode][] = [
    ["Owner", account.userEmail],
    ["Plan", `${account.planId} · ${formatPhase(account.phase)}`],
    ["Status", <StatusBadge status={account.status} />],
    ["Balance", formatUsd(account.balanceCents)],
    ["Starting balance", formatUsd(account.startingBalanceCents)],
    ["Opened", formatDateTime(account.createdAt)],
    ["Ended", formatDateTime(account.endedAt)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4 xl:grid-cols-7">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-400">{label}</dt>
          <dd className="mt-0.5 text-sm font-medium break-words text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The operator's panel above an account's metrics (/admin/user/:userid/account/:accountid):
 * breadcrumbs, the account's standing, and Close all positions / Adjust balance / Pass phase /
 * Fail / Reinstate, each enabled only when it applies and confirmed with a reason. `onChanged` runs after an action
 * succeeds (the page refreshes what it shows below).
 */
export function AdminAccountActions({
  userId,
  accountId,
  onChanged,
}: {
  userId: string;
  accountId: string;
  onChanged?: () => void;
}) {
  const summary = useAdminAccount(accountId);
  const act = useActOnAccount(accountId);
  const [open, setOpen] = useState<AdminAccountAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const account = summary.data ?? null;
  const ownerLabel = account?.userEmail ?? `User ${userId}`;

  let body;
  if (summary.isPending) body = <LoadingState label="Loading the account…" />;
  else if (summary.isError) {
    body = <QueryErrorState title="The account could not be loaded" query={summary} />;
  } else if (!account) {
    body = (
      <Alert tone="warning" title="No such account">
        There is no account with the id {accountId}: no action can be taken on it.
      </Alert>
    );
  } else {
    const available = ORDER.filter((action) => ACTIONS[action].applies(account));
    body = (
      <div className="space-y-4">
        <AccountSummary account={account} />
        {account.review === "pending" && (
          <Alert tone="warning" title="A breach waits for your review">
            It was decided during a price outage or within minutes after it (see the decision below,
            with the outage's times). Uphold it, or reinstate the account.
          </Alert>
        )}
        <div className="flex flex-wrap gap-3">
          {ORDER.map((action) => (
            <button
              key={action}
              type="button"
              disabled={!available.includes(action)}
              onClick={() => {
                setDone(null);
                setOpen(action);
              }}
              className={buttonClass("secondary", "sm")}
            >
              {ACTIONS[action].label}
            </button>
          ))}
        </div>
        {available.length < ORDER.length && (
          <p className="text-xs text-slate-400">
            Closing positions, adjusting the balance and failing apply to an active account, passing
            the phase to an active phase I or II account, reinstating to a failed one, upholding a
            breach to one flagged after a price outage.
          </p>
        )}
        {done && <Alert tone="success">{done}</Alert>}
      </div>
    );
  }

  const spec = open ? ACTIONS[open] : null;
  return (
    <div className="mb-10">
      <AdminBreadcrumbs
        crumbs={[
          { label: "Users", to: adminPaths.users },
          { label: ownerLabel, to: adminPaths.user(account?.userId ?? userId) },
          { label: `Account ${accountId}` },
        ]}
      />
      <div className="rounded-2xl border border-amber-500/30 bg-amber-950/10 p-5">
        <DetailSection
          title="Admin actions"
          description="Every action needs a reason and is written to the audit log."
        >
          {body}
        </DetailSection>
      </div>
      {open && spec && (
        <ActionDialog
          key={open}
          title={spec.title}
          description={spec.description}
          submitLabel={spec.submitLabel}
          tone={spec.tone}
          {...(spec.amount ? { amount: spec.amount } : {})}
          onClose={() => setOpen(null)}
          onSubmit={async ({ reason, amountCents }) => {
            const result = await act.mutateAsync({
              action: open,
              reason,
              ...(amountCents !== undefined ? { amountCents } : {}),
            });
            setOpen(null);
            setDone(result.message);
            onChanged?.();
          }}
        />
      )}
    </div>
  );
}
