import type { OpenbookEntry } from "@proparena/contracts/openbook";
import { Badge } from "../../../components/badge";
import { WideTable } from "../../../components/wide-table";
import { PublicTraderFace } from "../../../components/public-trader-face";
import { formatCount } from "../../../lib/format-money";
import { formatPercentChange } from "../../../lib/format-trading";
import { formatPercent } from "../lib/openbook-format";

const returnTone = (entry: OpenbookEntry) =>
  entry.returnPercent >= 0 ? "text-brand-300" : "text-rose-300";

/** The figures of a row, in the table's order after the trader and the book. */
function figuresOf(entry: OpenbookEntry) {
  return [
    { label: "Return", value: formatPercentChange(entry.returnPercent), tone: returnTone(entry) },
    { label: "Drawdown", value: formatPercent(entry.maxDrawdownPercent) },
    { label: "Score", value: entry.score.toFixed(2) },
    { label: "Trades", value: formatCount(entry.trades) },
    { label: "Win rate", value: formatPercent(entry.winRatePercent, 1) },
    { label: "Followers", value: formatCount(entry.followers) },
    { label: "Copiers", value: formatCount(entry.copiers) },
  ];
}

function BookLabel({ entry }: { entry: OpenbookEntry }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="text-slate-200">{entry.label}</span>
      {entry.status !== "active" && <Badge status={entry.status}>{entry.status}</Badge>}
    </span>
  );
}

/**
 * The public books of one page. From 640 px up a table; on a phone each book is a card with every
 * figure of the table (like the leaderboard).
 */
export function OpenbookList({ entries }: { entries: readonly OpenbookEntry[] }) {
  const caption = "Public books";
  return (
    <>
      <ol aria-label={caption} className="space-y-3 sm:hidden">
        {entries.map((entry) => (
          <li
            key={entry.bookId}
            className="rounded-2xl border border-slate-800 bg-slate-950 p-4"
            data-book={entry.bookId}
          >
            <div className="flex items-center justify-between gap-3">
              <PublicTraderFace trader={entry.trader} />
              <BookLabel entry={entry} />
            </div>
            <dl className="mt-3 grid grid-cols-4 gap-2 text-xs">
              {figuresOf(entry).map((figure) => (
                <div key={figure.label}>
                  <dt className="text-slate-400">{figure.label}</dt>
                  <dd className={`font-mono tabular-nums ${figure.tone ?? "text-slate-200"}`}>
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      <WideTable
        caption={caption}
        className="min-w-[56rem]"
        columns={[
          "Trader",
          "Book",
          ...figuresOf(entries[0]!).map((figure) => ({ label: figure.label, right: true })),
        ]}
      >
        {entries.map((entry) => (
          <tr key={entry.bookId} className="bg-slate-950 hover:bg-slate-900/60">
            <td className="px-4 py-3">
              <PublicTraderFace trader={entry.trader} />
            </td>
            <td className="px-4 py-3">
              <BookLabel entry={entry} />
            </td>
            {figuresOf(entry).map((figure) => (
              <td
                key={figure.label}
                className={`px-4 py-3 text-right font-mono tabular-nums ${figure.tone ?? "text-slate-300"}`}
              >
                {figure.value}
              </td>
            ))}
          </tr>
        ))}
      </WideTable>
    </>
  );
}
