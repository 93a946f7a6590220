import { INTEGRITY_KIND_LABELS, type IntegrityKind } from "@proparena/contracts/integrity";
import { notify } from "../notices/notify";
import type { ServiceContext } from "../service-context";
import type { FlagRow } from "./flag-views";

/**
 * Where the trader reads a flag: the account's page, whose integrity panel comes first; a flag
 * on the person (multi-account) concerns every account, listed with their held badges.
 */
export const integrityLink = (row: Pick<FlagRow, "accountId" | "userId">) =>
  row.accountId
    ? `/dashboard/metrics/${row.userId}/${row.accountId}#integrity`
    : "/dashboard/accounts";

function tradeLines(row: FlagRow): string {
  const own = row.evidence.trades.filter((t) => t.own);
  const others = row.evidence.trades.filter((t) => !t.own);
  const line = (t: FlagRow["evidence"]["trades"][number]) =>
    `- ${t.symbol} ${t.side} ${t.volume} lots, opened ${t.openTime}, closed ${t.closeTime} (trade ${t.id}, account ${t.accountId})`;
  const parts = [...own.map(line)];
  if (others.length > 0) {
    parts.push(
      `Other trades it was compared with (${row.evidence.otherPeople} other ${row.evidence.otherPeople === 1 ? "person" : "people"}):`,
      ...others.map(line),
    );
  }
  return parts.join("\n");
}

/**
 * A hold is never silent: the trader gets a notice and an e-mail (always sent) naming the
 * detector, the trades and the threshold, once per raise.
 */
export async function noticeHolds(ctx: ServiceContext, rows: readonly FlagRow[]): Promise<void> {
  if (rows.length === 0) return;
  await notify(
    ctx,
    rows.map((row) => {
      const label = INTEGRITY_KIND_LABELS[row.kind as IntegrityKind];
      const scope = row.accountId ? `account ${row.accountId}` : "all your accounts";
      return {
        userId: row.userId,
        kind: "admin-act" as const,
        eventKey: `integrity-hold:${row.id}:${row.updatedAt.getTime()}`,
        title: `Integrity check: ${label} holds ${row.accountId ? "this account's" : "your"} next phase and payouts`,
        body: [
          `Our integrity check "${label}" (${row.kind}) scored ${row.score} on ${scope}. It flags from ${row.threshold} and holds from ${row.holdAt} (policy version ${row.policyVersion}).`,
          row.message,
          row.evidence.trades.length > 0 ? `The trades:\n${tradeLines(row)}` : "",
          "Until our team decides, a passed phase does not open the next account and payouts are kept back. You can answer with a statement and files on the account's integrity page; the evidence and its hash are there too.",
        ]
          .filter(Boolean)
          .join("\n\n"),
        link: integrityLink(row),
        accountId: row.accountId,
      };
    }),
  );
}
