import type { ActDecision } from "@proparena/contracts/metrics";
import { formatSignedUsd, formatTime, formatUsd } from "../../../../lib/format-trading";
import { ACT_LABELS, OUTCOMES } from "./decision-labels";
import { DecisionFrame, Figure } from "./decision-parts";
import { ReplayControl } from "./replay-control";

/**
 * An act on the account, listed with the rules' decisions: our team's (with the reason they
 * gave) or a step of the scaling plan, with the balance before and after it; "Replay"
 * recomputes both from the records and checks the limits at the figures it left.
 */
export function ActCard({ accountId, decision }: { accountId: string; decision: ActDecision }) {
  const { act } = decision;
  const titleId = `decision-${decision.id}`;
  const byTeam = decision.outcome === "admin";
  return (
    <DecisionFrame
      titleId={titleId}
      title={ACT_LABELS[decision.rule]}
      badge={OUTCOMES[decision.outcome]}
      time={decision.time}
    >
      <blockquote className="border-l-2 border-sky-400/50 pl-3 text-sm text-slate-100">
        <span className="text-xs text-slate-400">{byTeam ? "Reason given: " : "Why: "}</span>
        {act.reason}
      </blockquote>
      <p className="text-sm text-slate-300">{act.message}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure label="Balance before" value={formatUsd(act.before.balanceCents)} />
        <Figure label="Balance after" value={formatUsd(act.after.balanceCents)} />
        <Figure label="Added to the balance" value={formatSignedUsd(act.amountCents)} />
        {act.startingBalanceChangeCents !== 0 && (
          <Figure label="Account size after" value={formatUsd(act.after.startingBalanceCents)} />
        )}
        <Figure
          label="Balance at the daily reset after"
          value={formatUsd(act.after.dayStartBalanceCents)}
        />
      </dl>
      {act.restoredFrom && (
        <p className="text-xs text-slate-400">
          Figures restored from the decision of{" "}
          <time dateTime={act.restoredFrom}>{formatTime(act.restoredFrom)}</time>.
        </p>
      )}
      <ReplayControl
        accountId={accountId}
        decisionId={decision.id}
        describedBy={titleId}
        unit="cents"
      />
    </DecisionFrame>
  );
}
