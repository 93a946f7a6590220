import { formatUsd } from "@proparena/domain/core/money";
import type { NoticeInput } from "./notify";

/** A settled week's credits to one trader (payouts and jackpots), as one notice. */
export function weekCreditsNotice(input: {
  userId: string;
  productName: string;
  weekKey: string;
  /** e.g. "0.77 (77%)". */
  multiplier: string;
  lines: { label: string; figure: string; amountCents: number }[];
}): NoticeInput {
  const total = formatUsd(input.lines.reduce((t, l) => t + l.amountCents, 0));
  return {
    userId: input.userId,
    kind: "payout",
    eventKey: `payout-week:${input.weekKey}:${input.userId}`,
    title: `Your ${input.productName} payout for the week of ${input.weekKey}: ${total}`,
    body: [
      `The week of ${input.weekKey} is settled. Payout multiplier (PM): ${input.multiplier}.`,
      "",
      ...input.lines.map(
        (l) => `${l.label}: ${formatUsd(l.amountCents)} (week's gain ${l.figure})`,
      ),
      "",
      `Total credited: ${total}`,
      "",
      "During the beta no real money is transferred. Every payout is in the week's published Merkle tree: download your proof and check it on the payouts page.",
    ].join("\n"),
    link: "/payouts",
  };
}

/** A payout request moved on by an admin (approved, rejected or paid). */
export function payoutRequestNotice(request: {
  id: string;
  userId: string;
  status: string;
  amountCents: number;
  method: string;
  reason: string | null;
}): NoticeInput {
  const amount = formatUsd(request.amountCents);
  return {
    userId: request.userId,
    kind: "payout",
    eventKey: `payout-request:${request.id}:${request.status}`,
    title: `Your payout request of ${amount} is ${request.status}`,
    body: [
      `Your payout request of ${amount} (${request.method}) is now ${request.status}.`,
      ...(request.reason ? [`Reason: ${request.reason}`] : []),
      "During the beta no real money is transferred.",
    ].join("\n"),
    link: "/dashboard/jackpot",
  };
}
