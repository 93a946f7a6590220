import type { OpenbookBook } from "@proparena/contracts/openbook";
import { RuledTable } from "../../../components/data-table";
import { Td } from "../../../components/table-parts";
import { formatCentsExact } from "../../../lib/format-money";
import { formatDay } from "../../../lib/format-trading";

const COLUMNS = [
  { label: "Week" },
  { label: "Amount", right: true },
  { label: "Settled" },
  { label: "On-chain claim" },
];

/** The weekly payouts the book received, each with a link to its on-chain claim when there is one. */
export function BookPayouts({ book }: { book: OpenbookBook }) {
  return (
    <RuledTable
      caption={`${book.label}: payouts received`}
      columns={COLUMNS}
      minWidth="32rem"
      placeholder={book.payouts.length === 0 && "No payout received yet."}
      rows={book.payouts}
      rowKey={(payout) => payout.weekKey}
      cells={(payout) => (
        <>
          <Td>{payout.weekKey}</Td>
          <Td right mono>
            {formatCentsExact(payout.amountCents)}
          </Td>
          <Td>{formatDay(payout.settledAt)}</Td>
          <Td>
            {payout.claimUrl ? (
              <a
                href={payout.claimUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-mono text-brand-300 underline-offset-2 hover:underline"
              >
                {payout.claimTx ? `${payout.claimTx.slice(0, 10)}…` : "Claim"}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span className="text-slate-500">Not claimed on chain</span>
            )}
          </Td>
        </>
      )}
    />
  );
}
